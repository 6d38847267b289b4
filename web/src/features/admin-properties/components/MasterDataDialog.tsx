import { ActionIcon, Button, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiForm } from '../../../components/admin/use-api-form';
import { MasterDataNameInput } from '../../../lib/api-contract';
import { RetryAlert } from '../../../components/RetryAlert';
import { failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import {
  addMasterDataItem,
  deleteMasterDataItem,
  MASTER_DATA_KINDS,
  useMasterData,
  type MasterDataKind,
} from '../../../lib/admin/master-data';

interface Props {
  kind: MasterDataKind | null;
  onClose: () => void;
  /** A newly added item, so the form can select it at once. */
  onAdded?: (kind: MasterDataKind, id: string) => void;
}

/**
 * SPEC §2: the form's master data (property types, municipalities, characteristics): list, add by name, delete.
 * The API refuses a duplicate name and an item still used by listings (saying how many); its words are shown.
 */
export function MasterDataDialog({ kind, onClose, onAdded }: Props) {
  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind ? MASTER_DATA_KINDS[kind].title : ''} centered>
      {kind && <MasterDataEditor key={kind} kind={kind} onAdded={onAdded} />}
    </Modal>
  );
}

function MasterDataEditor({ kind, onAdded }: { kind: MasterDataKind; onAdded: Props['onAdded'] }) {
  const { data, error, isLoading, mutate } = useMasterData(kind);
  const { newItem, theItem } = MASTER_DATA_KINDS[kind];
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { form, onSubmit } = useApiForm(
    MasterDataNameInput,
    async (body) => {
      const item = await addMasterDataItem(kind, body);
      // Listed before the property form selects it, so the choice shows its name at once.
      await mutate();
      return item;
    },
    {
      defaultValues: { name: '' },
      success: (item) => ({ title: 'Agregado', message: `«${item.name}» se agregó a la lista.` }),
      // SPEC §8: master data has success toasts only; a refusal (e.g. a duplicate name) is said under the field.
      onRefused: (failure) => {
        form.setError('name', { message: failureMessage(failure, `No se pudo agregar ${theItem}.`) });
        return true;
      },
      savedValues: () => ({ name: '' }),
      onSaved: (item) => onAdded?.(kind, item.id),
    },
  );
  const adding = form.formState.isSubmitting;

  const remove = async (id: string, itemName: string) => {
    setDeletingId(id);
    try {
      await deleteMasterDataItem(kind, id);
      await mutate();
      void showToast({ title: 'Eliminado', message: `«${itemName}» se eliminó de la lista.` });
    } catch (failure) {
      void showToast({
        title: 'No se pudo eliminar',
        message: failureMessage(failure, `No se pudo eliminar ${theItem}.`),
        variant: 'destructive',
      });
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          // The dialog is portalled out of the property form in the page, but React still bubbles its submit there.
          event.stopPropagation();
          onSubmit(event);
        }}
        noValidate
      >
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            label={newItem}
            {...form.register('name')}
            error={form.formState.errors.name?.message}
            maxLength={80}
          />
          <Button type="submit" mt={25} loading={adding} leftSection={<IconPlus size={16} aria-hidden />}>
            Agregar
          </Button>
        </Group>
      </form>
      {error && !data ? (
        <RetryAlert title="No se pudo cargar la lista" onRetry={() => void mutate()} />
      ) : isLoading ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label="Cargando" />
        </Group>
      ) : data?.length === 0 ? (
        <Text c="dimmed">La lista está vacía.</Text>
      ) : (
        <ScrollArea.Autosize mah={360} type="auto">
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={MASTER_DATA_KINDS[kind].title}
          >
            {data?.map((item) => (
              <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="xs" py={2}>
                <Text size="sm">{item.name}</Text>
                <Tooltip label="Eliminar">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Eliminar ${item.name}`}
                    loading={deletingId === item.id}
                    onClick={() => void remove(item.id, item.name)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
