import { Badge, Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { RetryAlert } from '../../../components/RetryAlert';
import { useMasterData } from '../../../lib/admin/master-data';
import { aiExamples } from '../api/search-management';
import { useOrderedListActions } from '../hooks/use-ordered-list-actions';
import { CATEGORY_LABEL, CATEGORY_ORDER, exampleContext, type AiExample } from '../utils/ai-example-labels';
import { groupInOrder } from '../utils/ordered-list';
import { AiExampleDialog, type AiExampleEdit } from './AiExampleDialog';
import { DeleteConfirmation } from './DeleteConfirmation';
import { OrderedGroup } from './OrderedGroup';

const labelOf = (example: AiExample) => example.example;
const WORDS = { activated: 'Ejemplo activado', deactivated: 'Ejemplo desactivado', theItem: 'el ejemplo' };

/**
 * Issue 11 §1 Ejemplos de AI: every example, grouped by category in the order visitors get them, with create, edit
 * and delete in dialogs, the active switch and the order saved as soon as they change.
 */
export function AiExamplesPanel() {
  const { data, error, isLoading, mutate } = aiExamples.useList();
  const propertyTypes = useMasterData('property-types');
  const municipalities = useMasterData('municipalities');
  const [editing, setEditing] = useState<AiExampleEdit | null>(null);
  const [deleting, setDeleting] = useState<AiExample | null>(null);
  const actions = useOrderedListActions(aiExamples, WORDS, labelOf);

  const groups = useMemo(
    () => groupInOrder(data ?? [], (example) => example.category, labelOf, CATEGORY_ORDER),
    [data],
  );
  const names = useMemo(
    () => ({
      propertyTypes: new Map((propertyTypes.data ?? []).map((item) => [item.id, item.name])),
      municipalities: new Map((municipalities.data ?? []).map((item) => [item.id, item.name])),
    }),
    [propertyTypes.data, municipalities.data],
  );

  let body;
  if (error && !data) {
    body = <RetryAlert title="No se pudieron cargar los ejemplos" onRetry={() => void mutate()} />;
  } else if (isLoading && !data) {
    body = (
      <Center py="xl">
        <Loader aria-label="Cargando ejemplos" />
      </Center>
    );
  } else if (groups.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="lg">
        No hay ejemplos todavía: los visitantes ven cuatro sugerencias genéricas. Crea el primero con «Nuevo ejemplo».
      </Text>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" verticalSpacing="md">
        {groups.map(({ group, items }) => (
          <OrderedGroup
            key={group}
            title={CATEGORY_LABEL[group]}
            items={items}
            labelOf={labelOf}
            renderContent={(example) => {
              const context = exampleContext(example, names);
              return (
                <>
                  <Text size="sm">{example.example}</Text>
                  <Group gap={4} mt={4}>
                    {context.length === 0 ? (
                      <Text size="xs" c="dimmed">
                        Para cualquier búsqueda
                      </Text>
                    ) : (
                      context.map((part) => (
                        <Badge key={part} size="xs" variant="light" color="gray">
                          {part}
                        </Badge>
                      ))
                    )}
                  </Group>
                </>
              );
            }}
            activeLabel="Activo"
            toggling={actions.toggling}
            reordering={actions.reordering}
            onMove={(from, to) => actions.move(items, from, to)}
            onToggle={actions.toggle}
            onEdit={(example) => setEditing({ example })}
            onDelete={setDeleting}
            onAdd={() => setEditing({ example: null, category: group })}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" maw={640} style={{ flex: '1 1 18rem' }}>
          Atajos del buscador con IA. Cada visitante ve hasta 4 ejemplos activos, de cualquier categoría, que encajan
          con lo que eligió en los filtros: primero los que más encajan y, entre ellos, por orden. Si ninguno encaja, ve
          cuatro sugerencias genéricas.
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ example: null, category: 'general' })}
        >
          Nuevo ejemplo
        </Button>
      </Group>
      {body}
      <AiExampleDialog editing={editing} onClose={() => setEditing(null)} />
      <DeleteConfirmation
        name={deleting?.example ?? null}
        title="Eliminar ejemplo"
        question="¿Estás seguro de que quieres eliminar este ejemplo de búsqueda?"
        toasts={{ success: 'Ejemplo eliminado', failure: 'No se pudo eliminar el ejemplo' }}
        remove={() => (deleting ? aiExamples.remove(deleting.id) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
