import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useAdminGate } from '../hooks/use-admin-gate';
import { AdminPanel } from './AdminPanel';

/** /admin: the gate first (SPEC §2), then the panel. Nothing of the panel renders for anyone but an admin. */
export function AdminPage() {
  const { state, retry } = useAdminGate();
  if (state === 'admin') return <AdminPanel />;
  if (state === 'failed') {
    return (
      <Container size="sm" py="xl">
        <Alert
          color="red"
          variant="light"
          title="No pudimos comprobar tu sesión"
          icon={<IconAlertCircle aria-hidden />}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Inténtalo de nuevo en unos segundos.</Text>
            <Button size="xs" color="red" onClick={retry}>
              Reintentar
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  return (
    <Center py={120}>
      <Loader aria-label="Cargando" />
    </Center>
  );
}
