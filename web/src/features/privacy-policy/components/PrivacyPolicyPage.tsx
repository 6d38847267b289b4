import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useFooterConfig } from '../../../api/site-config';
import { privacyPolicyParagraphs, privacyPolicyTitle } from '../../../lib/privacy-policy';
import { useSitePageHead } from '../../../lib/use-page-head';

const today = () => new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' }).format(new Date());

/** SPEC §2 privacy policy: title and paragraphs from the footer configuration, or a default text. */
export function PrivacyPolicyPage() {
  const footer = useFooterConfig();
  const title = privacyPolicyTitle(footer?.privacyPolicyTitle);
  useSitePageHead(title);
  const company = footer?.companyName || 'nuestra empresa';
  const paragraphs = privacyPolicyParagraphs(footer?.privacyPolicyContent);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
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
