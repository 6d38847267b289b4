import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useFooterConfig } from '../../../api/site-config';

const DEFAULT_TITLE = 'Política de Tratamiento de Datos';
const DEFAULT_PARAGRAPHS = [
  'En cumplimiento de la Ley 1581 de 2012 y el Decreto 1377 de 2013, tratamos tus datos personales solo para responder tus consultas sobre inmuebles y mantenerte informado si así lo autorizas.',
  'Tus datos no se venden ni se ceden a terceros sin tu autorización, salvo obligación legal.',
];
const today = () => new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' }).format(new Date());

/** SPEC §2 privacy policy: title and paragraphs from the footer configuration, or a default text. */
export function PrivacyPolicyPage() {
  const footer = useFooterConfig();
  const company = footer?.companyName || 'nuestra empresa';
  const paragraphs =
    footer?.privacyPolicyContent
      ?.split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean) ?? DEFAULT_PARAGRAPHS;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{footer?.privacyPolicyTitle || DEFAULT_TITLE}</Title>
        <Text c="dimmed">Responsable del tratamiento: {company}.</Text>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        <Title order={2} size="h4">
          Información que recopilamos
        </Title>
        <Text>Nombre, correo electrónico, teléfono y el mensaje que nos envías desde los formularios de contacto.</Text>
        <Title order={2} size="h4">
          Uso de la información
        </Title>
        <Text>Para atender tu solicitud sobre una propiedad y, si lo autorizas, enviarte información relacionada.</Text>
        <Title order={2} size="h4">
          Tus derechos
        </Title>
        <Text>
          Puedes conocer, actualizar, rectificar y suprimir tus datos, y revocar la autorización en cualquier momento.
        </Text>
        <Title order={2} size="h4">
          Contacto
        </Title>
        {footer?.contactEmail && <Anchor href={`mailto:${footer.contactEmail}`}>{footer.contactEmail}</Anchor>}
        {footer?.contactPhone && <Text>{footer.contactPhone}</Text>}
        {footer?.contactAddress && <Text>{footer.contactAddress}</Text>}
        <Text size="sm" c="dimmed">
          Última actualización: {today()}
        </Text>
      </Stack>
    </Container>
  );
}
