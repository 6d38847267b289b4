import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsappLink } from '../../../lib/whatsapp';
import { lacksCountryCode } from '../utils/whatsapp-number';

interface Props {
  number: string;
  message: string;
  enabled: boolean;
}

/** The chat link the site will build from what is typed now, to read and to try before saving. */
export function WhatsAppLinkPreview({ number, message, enabled }: Props) {
  const ready = number.replace(/\D/g, '').length >= 10;
  const link = whatsappLink(number, message.trim());
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-light)">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Vista previa del enlace
        </Title>
        {ready ? (
          <>
            <Anchor
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {link}
            </Anchor>
            <Button
              component="a"
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              color="green"
              leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              Probar en WhatsApp
            </Button>
            <Text size="xs" c="dimmed">
              En cada propiedad el mensaje añade su título, su código y su dirección.
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Escribe un número de al menos 10 dígitos para ver el enlace.
          </Text>
        )}
        {ready && lacksCountryCode(number) && (
          <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Text size="sm">
              Parece un número colombiano sin indicativo: escribe +57 delante para que WhatsApp lo encuentre.
            </Text>
          </Alert>
        )}
        {!enabled && (
          <Text size="sm" c="orange.8">
            Con el contacto deshabilitado el sitio no muestra los botones de WhatsApp.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
