import { Button, Modal } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { ChangePasswordForm } from './ChangePasswordForm';

/** The panel header's "Cambiar contraseña": the signed-in person's own password, in a dialog. */
export function ChangePasswordButton() {
  const [opened, dialog] = useDisclosure(false);
  const fullScreen = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <>
      <Button variant="default" leftSection={<IconKey size={18} aria-hidden />} onClick={dialog.open}>
        Cambiar contraseña
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Cambiar contraseña" fullScreen={fullScreen} centered>
        <ChangePasswordForm
          submitLabel="Cambiar contraseña"
          onChanged={dialog.close}
          extraAction={
            <Button variant="default" onClick={dialog.close}>
              Cancelar
            </Button>
          }
        />
      </Modal>
    </>
  );
}
