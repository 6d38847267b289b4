import { Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { AuthToken } from '../api/auth-tokens';

interface Props {
  token: AuthToken | null;
  onCancel: () => void;
  onConfirm: (token: AuthToken) => void;
}

/** Deleting a token cuts off whatever uses it, and cannot be undone: the admin confirms first. */
export function DeleteTokenDialog({ token, onCancel, onConfirm }: Props) {
  // The dialog fades out after `token` is cleared: it keeps naming the token until it is gone.
  const [shown, setShown] = useState(token);
  if (token !== null && token !== shown) setShown(token);
  return (
    <Modal opened={token !== null} onClose={onCancel} title="Eliminar token" centered>
      <Text mb="lg" style={{ overflowWrap: 'anywhere' }}>
        ¿Eliminar el token «{shown?.name}»? Las aplicaciones que lo usan dejarán de tener acceso a la API. Esta acción
        no se puede deshacer.
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancelar
        </Button>
        <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => token && onConfirm(token)}>
          Eliminar
        </Button>
      </Group>
    </Modal>
  );
}
