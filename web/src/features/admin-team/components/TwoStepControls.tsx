import { Badge, Button, Group, Switch } from '@mantine/core';
import { IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import type { UserAccount } from '../api/users';
import { resetTwoStep, setTwoStepRequired } from '../api/two-step';

/**
 * Issue 38 §9, one account's two-step sign-in as an admin handles it: whether it is on, "Exigir verificación en dos
 * pasos", and "Restablecer verificación" for a lost phone (never one's own: it is turned off from the header).
 */
export function TwoStepControls({ account, mine }: { account: UserAccount; mine: boolean }) {
  const { email, twoStepEnabled, twoStepRequired } = account;
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await action();
      void showToast({ title: 'Verificación en dos pasos', message: done });
    } catch (error) {
      void showToast({
        title: failed,
        message: failureMessage(error, 'Inténtalo de nuevo en unos momentos.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="sm">
      <Badge variant="outline" color={twoStepEnabled ? 'teal' : 'gray'}>
        {twoStepEnabled ? 'Dos pasos activada' : 'Sin verificación en dos pasos'}
      </Badge>
      <Switch
        label="Exigir verificación en dos pasos"
        aria-label={`Exigir verificación en dos pasos a ${email}`}
        checked={twoStepRequired}
        disabled={busy}
        onChange={(event) => {
          const required = event.currentTarget.checked;
          void act(
            () => setTwoStepRequired(account.id, required),
            required
              ? `${email} deberá usar la verificación en dos pasos.`
              : `${email} ya no está obligado a usar la verificación en dos pasos.`,
            'No se pudo cambiar la exigencia',
          );
        }}
      />
      {twoStepEnabled && !mine && (
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconShieldOff size={14} aria-hidden />}
          disabled={busy}
          aria-label={`Restablecer verificación de ${email}`}
          onClick={() =>
            void act(
              () => resetTwoStep(account.id),
              `${email} entrará solo con su contraseña${twoStepRequired ? ' y deberá activarla de nuevo' : ''}.`,
              'No se pudo restablecer la verificación',
            )
          }
        >
          Restablecer verificación
        </Button>
      )}
    </Group>
  );
}
