import { Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';

interface Props {
  /** What is about to be deleted (its label), or null when nothing is. */
  name: string | null;
  title: string;
  question: string;
  toasts: { success: string; failure: string };
  remove: () => Promise<void>;
  onClose: () => void;
}

/** Deleting asks first; the answer is said in a toast either way. Cancelar is the default, Escape cancels too. */
export function DeleteConfirmation({ name, title, question, toasts, remove, onClose }: Props) {
  const [pending, setPending] = useState(false);
  // The name stays in the dialog while it fades out after closing, instead of vanishing first.
  const [shown, setShown] = useState(name);
  if (name !== null && name !== shown) setShown(name);
  const confirm = async () => {
    setPending(true);
    try {
      await remove();
      void showToast({ title: toasts.success, message: `«${name}» se eliminó.` });
    } catch (error) {
      void showToast({
        title: toasts.failure,
        message: failureMessage(error, 'Inténtalo de nuevo en unos momentos.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
      onClose();
    }
  };
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Text mb="xs">{question}</Text>
      <Text fw={600} mb="lg" style={{ overflowWrap: 'anywhere' }}>
        {shown}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
          Cancelar
        </Button>
        <Button
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => void confirm()}
          loading={pending}
        >
          Eliminar
        </Button>
      </Group>
    </Modal>
  );
}
