import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { EnrolTwoStep } from './EnrolTwoStep';

/**
 * Issue 38 §9: before the panel, someone an admin requires two-step sign-in of turns it on; the API refuses them
 * everything else until then. The panel opens once they have kept their recovery codes.
 */
export function RequiredTwoStep() {
  return (
    <Container size={460} py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <Title order={1} size="h3">
            Activa la verificación en dos pasos
          </Title>
          <Text size="sm">
            Un administrador exige la verificación en dos pasos para tu cuenta. Actívala para continuar.
          </Text>
          <EnrolTwoStep />
          <Anchor href="/api/logout" size="sm">
            Salir sin activarla
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
