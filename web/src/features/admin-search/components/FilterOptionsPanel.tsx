import { Button, Center, Group, Loader, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { RetryAlert } from '../../../components/RetryAlert';
import { useMasterData } from '../../../lib/admin/master-data';
import { filterOptions } from '../api/search-management';
import { useOrderedListActions } from '../hooks/use-ordered-list-actions';
import { formatFilterValue } from '../utils/filter-values';
import { groupInOrder } from '../utils/ordered-list';
import { FILTER_TYPE_ORDER, FILTER_TYPES, type FilterOption, type FilterType } from '../utils/search-filter-types';
import { DeleteConfirmation } from './DeleteConfirmation';
import { FilterOptionDialog, type FilterOptionEdit } from './FilterOptionDialog';
import { OrderedGroup } from './OrderedGroup';

const ALL = 'all';
const labelOf = (option: FilterOption) => option.name;
const WORDS = { activated: 'Opción activada', deactivated: 'Opción desactivada', theItem: 'la opción' };

/**
 * Issue 11 §1 Filtros de Búsqueda: every option of every list, grouped by type in the order visitors get them,
 * with create, edit and delete in dialogs, the active switch and the order saved as soon as they change.
 */
export function FilterOptionsPanel() {
  const { data, error, isLoading, mutate } = filterOptions.useList();
  const propertyTypes = useMasterData('property-types');
  const municipalities = useMasterData('municipalities');
  const [shown, setShown] = useState<FilterType | typeof ALL>(ALL);
  const [editing, setEditing] = useState<FilterOptionEdit | null>(null);
  const [deleting, setDeleting] = useState<FilterOption | null>(null);
  const actions = useOrderedListActions(filterOptions, WORDS, labelOf);

  const groups = useMemo(() => groupInOrder(data ?? [], (option) => option.type, labelOf, FILTER_TYPE_ORDER), [data]);
  const names = useMemo(
    () => ({
      'property-type': new Map((propertyTypes.data ?? []).map((item) => [item.id, item.name])),
      municipality: new Map((municipalities.data ?? []).map((item) => [item.id, item.name])),
    }),
    [propertyTypes.data, municipalities.data],
  );
  const namesFor = (type: FilterType) => {
    const { kind } = FILTER_TYPES[type];
    return kind === 'property-type' || kind === 'municipality' ? names[kind] : new Map<string, string>();
  };
  // A list emptied meanwhile (its last option deleted) is no longer a choice: every list shows again.
  const showing = groups.some(({ group }) => group === shown) ? shown : ALL;
  const visible = showing === ALL ? groups : groups.filter(({ group }) => group === showing);

  let body;
  if (error && !data) {
    body = <RetryAlert title="No se pudieron cargar los filtros" onRetry={() => void mutate()} />;
  } else if (isLoading && !data) {
    body = (
      <Center py="xl">
        <Loader aria-label="Cargando filtros" />
      </Center>
    );
  } else if (groups.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="lg">
        No hay opciones de filtro todavía. Crea la primera con «Nueva opción».
      </Text>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" verticalSpacing="md">
        {visible.map(({ group, items }) => (
          <OrderedGroup
            key={group}
            title={FILTER_TYPES[group].label}
            description={FILTER_TYPES[group].shownIn ?? 'El buscador del catálogo no usa esta lista.'}
            items={items}
            labelOf={labelOf}
            renderContent={(option) => (
              <>
                <Text size="sm" fw={600}>
                  {option.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatFilterValue(option.type, option.value, namesFor(option.type))}
                </Text>
              </>
            )}
            activeLabel="Activa"
            toggling={actions.toggling}
            reordering={actions.reordering}
            onMove={(from, to) => actions.move(items, from, to)}
            onToggle={actions.toggle}
            onEdit={(option) => setEditing({ option })}
            onDelete={setDeleting}
            onAdd={() => setEditing({ option: null, type: group })}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" maw={560} style={{ flex: '1 1 18rem' }}>
          Las opciones de las listas del buscador. Los visitantes ven solo las activas, en este orden, al cargar la
          página.
        </Text>
        <Group gap="sm" align="flex-end" style={{ flex: '1 1 auto' }} justify="flex-end">
          <NativeSelect
            label="Mostrar"
            data={[
              { value: ALL, label: 'Todas las listas' },
              ...groups.map(({ group, items }) => ({
                value: group,
                label: `${FILTER_TYPES[group].label} (${items.length})`,
              })),
            ]}
            value={showing}
            onChange={(event) => setShown(event.currentTarget.value as FilterType | typeof ALL)}
            w={{ base: '100%', xs: 260 }}
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ option: null, type: null })}
          >
            Nueva opción
          </Button>
        </Group>
      </Group>
      {body}
      <FilterOptionDialog editing={editing} onClose={() => setEditing(null)} />
      <DeleteConfirmation
        name={deleting?.name ?? null}
        title="Eliminar opción"
        question="¿Estás seguro de que quieres eliminar esta opción de filtro?"
        toasts={{ success: 'Opción eliminada', failure: 'No se pudo eliminar la opción' }}
        remove={() => (deleting ? filterOptions.remove(deleting.id) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
