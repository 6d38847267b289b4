import { Center, Container, Loader } from '@mantine/core';
import { RetryAlert } from '../../../components/RetryAlert';
import { useSitePageHead } from '../../../lib/use-page-head';
import { useAdminGate } from '../hooks/use-admin-gate';
import { AdminDatesProvider } from './AdminDatesProvider';
import { AdminPanel, type AdminPanelContent } from './AdminPanel';
import { ChooseNewPassword } from './ChooseNewPassword';
import { RequiredTwoStep } from './RequiredTwoStep';

/**
 * /admin: the gate first (SPEC §2), then the panel. Nothing of the panel renders for anyone but an admin or an asesor
 * who chose their own password (issue 25). The app
 * (app/admin-page.tsx) passes in what the tabs show, since a feature never imports another.
 */
export function AdminPage(content: AdminPanelContent) {
  useSitePageHead();
  const { state, retry } = useAdminGate();
  if (state === 'admin' || state === 'asesor')
    return (
      <AdminDatesProvider>
        <AdminPanel {...content} role={state} />
      </AdminDatesProvider>
    );
  if (state === 'new-password') return <ChooseNewPassword />;
  if (state === 'enrol-two-step') return <RequiredTwoStep />;
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
