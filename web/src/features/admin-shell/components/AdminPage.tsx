import { Center, Container, Loader } from '@mantine/core';
import { RetryAlert } from '../../../components/RetryAlert';
import { useSitePageHead } from '../../../lib/use-page-head';
import { useAdminGate } from '../hooks/use-admin-gate';
import { AdminDatesProvider } from './AdminDatesProvider';
import { AdminPanel, type AdminPanelContent } from './AdminPanel';

/**
 * /admin: the gate first (SPEC §2), then the panel. Nothing of the panel renders for anyone but an admin. The app
 * (app/admin-page.tsx) passes in what the tabs show, since a feature never imports another.
 */
export function AdminPage(content: AdminPanelContent) {
  useSitePageHead();
  const { state, retry } = useAdminGate();
  if (state === 'admin')
    return (
      <AdminDatesProvider>
        <AdminPanel {...content} />
      </AdminDatesProvider>
    );
  if (state === 'failed') {
    return (
      <Container size="sm" py="xl">
        <RetryAlert title="No pudimos comprobar tu sesión" onRetry={retry} />
      </Container>
    );
  }
  return (
    <Center py={120}>
      <Loader aria-label="Cargando" />
    </Center>
  );
}
