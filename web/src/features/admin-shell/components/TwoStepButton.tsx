import { Button, Modal } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconShieldLock } from '@tabler/icons-react';
import { useCurrentUser } from '../../../api/current-user';
import { TwoStepSettings } from './TwoStepSettings';

/** The panel header's "Verificación en dos pasos": the signed-in person's own, in a dialog. */
export function TwoStepButton() {
  const [opened, dialog] = useDisclosure(false);
  const fullScreen = useMediaQuery('(max-width: 36em)') ?? false;
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconShieldLock size={18} aria-hidden />} onClick={dialog.open}>
        Verificación en dos pasos
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Verificación en dos pasos" fullScreen={fullScreen} centered>
        <TwoStepSettings
          user={user}
          onClose={dialog.close}
          closeAction={
            <Button variant="default" onClick={dialog.close}>
              Cerrar
            </Button>
          }
        />
      </Modal>
    </>
  );
}
