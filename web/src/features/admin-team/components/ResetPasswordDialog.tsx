import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { useCopy } from '../../../lib/use-copy';
import { resetUserPassword, type UserAccount } from '../api/users';

interface Props {
  /** The account whose password is to be reset; null: the dialog is closed. */
  account: UserAccount | null;
  onClose: () => void;
}

const copyToasts = {
  success: { title: 'Contraseña copiada', message: 'Pásala a la persona por un canal privado.' },
  failure: 'No se pudo copiar la contraseña. Selecciónala y cópiala a mano.',
};

/**
 * Issue 25: an admin resets a team member's password. It asks first (the person's sessions end); then it shows the
 * one-time password once, to pass on, which the person must change at their next sign-in.
 */
export function ResetPasswordDialog({ account, onClose }: Props) {
  const [pending, setPending] = useState(false);
  const [oneTime, setOneTime] = useState<{ email: string; password: string } | null>(null);
  const { copied, copy } = useCopy();

  const close = () => {
    setOneTime(null);
    onClose();
  };

  const reset = async () => {
    if (!account) return;
    setPending(true);
    try {
      const { oneTimePassword } = await resetUserPassword(account.id);
      setOneTime({ email: account.email, password: oneTimePassword });
    } catch (error) {
      void showToast({
        title: 'No se pudo restablecer la contraseña',
        message: failureMessage(error, 'Inténtalo de nuevo en unos momentos.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      stackId="reset-password"
      opened={account !== null}
      onClose={close}
      title={oneTime ? 'Contraseña de un solo uso' : 'Restablecer contraseña'}
      centered
      // Closing by mistake would lose the password: only its buttons close it once it is shown.
      closeOnClickOutside={oneTime === null}
    >
      {oneTime ? (
        <Stack gap="sm" align="flex-start">
          <Text style={{ overflowWrap: 'anywhere' }}>
            Contraseña de un solo uso para <strong>{oneTime.email}</strong>:
          </Text>
          <Code fz="md" style={{ wordBreak: 'break-all' }} aria-label="Contraseña de un solo uso">
            {oneTime.password}
          </Code>
          <Button
            variant="light"
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            onClick={() => copy(oneTime.password, copyToasts)}
          >
            Copiar contraseña
          </Button>
          <Alert color="yellow" variant="light" w="100%">
            Se muestra solo esta vez. Pásala a la persona por un canal privado: deberá cambiarla al iniciar sesión.
          </Alert>
          <Group justify="flex-end" w="100%">
            <Button onClick={close}>Listo</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            ¿Restablecer la contraseña de {account?.email}? Se cerrarán sus sesiones y tendrá una contraseña de un solo
            uso, que deberá cambiar al iniciar sesión.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancelar
            </Button>
            <Button
              color="orange"
              leftSection={<IconKey size={16} aria-hidden />}
              loading={pending}
              onClick={() => void reset()}
            >
              Restablecer
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
