import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { PropertyDto } from '../../../lib/api-contract';
import { showToast } from '../../../lib/toast';
import { deleteProperty } from '../api/delete-property';

interface Props {
  property: PropertyDto | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** SPEC §2 / §8: asks first, then says whether the listing was deleted. */
export function DeletePropertyDialog({ property, onClose, onDeleted }: Props) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (!property) return;
    setPending(true);
    try {
      await deleteProperty(property.id);
      void showToast({ title: 'Propiedad eliminada', message: 'La propiedad se eliminó exitosamente' });
      onDeleted();
    } catch {
      void showToast({ title: 'Error', message: 'No se pudo eliminar la propiedad', variant: 'destructive' });
    } finally {
      setPending(false);
      onClose();
    }
  };
  return (
    <Modal opened={property !== null} onClose={onClose} title="Eliminar propiedad" centered>
      <Text mb="xs">¿Estás seguro de que quieres eliminar esta propiedad?</Text>
      <Text fw={600} mb="lg">
        {property?.title}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancelar
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={pending}>
          Eliminar
        </Button>
      </Group>
    </Modal>
  );
}
