import { Badge, Button, Group } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { resendInvitation, type UserAccount } from '../api/users';

/**
 * Issue 38 §8: a person invited by mail who has not chosen a password yet: said, with "Reenviar invitación" for a
 * mail that got lost or a link gone stale (a week).
 */
export function InvitationControls({ account }: { account: UserAccount }) {
  const [busy, setBusy] = useState(false);
  if (!account.invitationPending) return null;
  const resend = async () => {
    setBusy(true);
    try {
      await resendInvitation(account.id);
      void showToast({
        title: 'Invitación enviada',
        message: `${account.email} recibirá un correo nuevo para elegir su contraseña; el enlace anterior ya no abre.`,
      });
    } catch (error) {
      void showToast({
        title: 'No se pudo reenviar la invitación',
        message: failureMessage(error, 'Inténtalo de nuevo en unos momentos.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="sm">
      <Badge variant="outline" color="yellow">
        Invitación pendiente
      </Badge>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconMailForward size={14} aria-hidden />}
        loading={busy}
        aria-label={`Reenviar invitación a ${account.email}`}
        onClick={() => void resend()}
      >
        Reenviar invitación
      </Button>
    </Group>
  );
}
