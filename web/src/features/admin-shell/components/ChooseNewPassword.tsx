import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * Issue 25: before the panel, someone who signed in with a password they were given (an admin's reset, the demo's)
 * chooses their own; the API refuses them everything else until then. The panel opens once it is changed.
 */
export function ChooseNewPassword() {
  return (
    <Container size={460} py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <Title order={1} size="h3">
            Elige una contraseña nueva
          </Title>
          <Text size="sm">
            Entraste con una contraseña que te dieron para usarla una sola vez. Elige la tuya para continuar; solo tú la
            sabrás.
          </Text>
          <ChangePasswordForm currentLabel="Contraseña que te dieron" submitLabel="Guardar y continuar" />
          <Anchor href="/api/logout" size="sm">
            Salir sin cambiarla
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
