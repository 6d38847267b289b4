import {
  Center,
  Grid,
  Group,
  Loader,
  Pagination,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { RetryAlert } from '../../../components/RetryAlert';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PropertyDto } from '../../../lib/api-contract';
import { useForgetListings } from '../../../lib/listing-caches';
import { ADMIN_PAGE_SIZE, useAdminProperties, type AdminListQuery } from '../api/get-admin-properties';
import { usePropertyStats } from '../api/get-property-stats';
import { propertyUrl } from '../api/save-property';
import { adminListFromParams, paramsForAdminList } from '../utils/admin-list-params';
import { ADMIN_LIST_FILTERS, DELETED_FILTER } from '../../../lib/admin/admin-status';
import { AdminPropertyCard } from './AdminPropertyCard';
import { DeletedPropertiesList } from './DeletedPropertiesList';
import { DeletePropertyDialog } from './DeletePropertyDialog';
import { PropertyForm } from './PropertyForm';
import { PropertyViewDialog } from './PropertyViewDialog';

const DISCARD_QUESTION = 'Tienes cambios sin guardar en el formulario. ¿Quieres descartarlos?';

/**
 * SPEC §2 properties tab: the create-or-edit form (`?edit={id}` reopens a listing after a reload) beside the list
 * titled Propiedades (count), searchable, filterable and paged by 50.
 */
export function PropertiesTab() {
  const [params, setParams] = useSearchParams();
  const { search, status, page } = adminListFromParams(params);
  const change = (patch: Partial<AdminListQuery>) => setParams(paramsForAdminList(params, patch), { replace: true });
  // What is typed reaches the address (and the server) once the admin pauses, not at every key.
  const [typed, setTyped] = useState(search);
  const [debouncedTyped] = useDebouncedValue(typed, 300);
  useEffect(() => {
    if (debouncedTyped.trim() !== search)
      setParams(paramsForAdminList(params, { search: debouncedTyped, page: 1 }), { replace: true });
  }, [debouncedTyped, search, params, setParams]);
  const showDeleted = status === DELETED_FILTER;
  const { data, error, isLoading, mutate } = useAdminProperties(showDeleted ? null : { search, status, page });
  const stats = usePropertyStats(data?.properties.map((property) => property.id) ?? []);
  // Every write changes what the catalogue, the listing's page, the similar rows and this list show.
  const forgetListings = useForgetListings();
  const [viewing, setViewing] = useState<PropertyDto | null>(null);
  const [deleting, setDeleting] = useState<PropertyDto | null>(null);
  const editingId = params.get('edit');
  const formDirty = useRef(false);
  const onDirtyChange = useCallback((dirty: boolean) => {
    formDirty.current = dirty;
  }, []);
  const setEditing = (id: string | null) => {
    if (id === editingId) return;
    if (formDirty.current && !window.confirm(DISCARD_QUESTION)) return;
    const next = new URLSearchParams(params);
    if (id === null) next.delete('edit');
    else next.set('edit', id);
    setParams(next);
  };
  const filtered = search !== '' || status !== '';
  const total = data?.pagination.total ?? 0;
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <PropertyForm
          editingId={editingId}
          onSaved={() => void forgetListings(editingId === null ? undefined : propertyUrl(editingId))}
          onFinish={() => {
            formDirty.current = false;
            setEditing(null);
          }}
          onDirtyChange={onDirtyChange}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {/* No count until one is known: "(0)" while loading would say the catalogue is empty. */}
            {showDeleted ? 'Propiedades eliminadas' : data ? `Propiedades (${total})` : 'Propiedades'}
          </Title>
          <Group gap="sm" align="flex-end" grow preventGrowOverflow={false}>
            <TextInput
              label="Buscar"
              placeholder="Título, código o dirección"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              disabled={showDeleted}
            />
            <NativeSelect
              label="Estado"
              data={ADMIN_LIST_FILTERS}
              value={status}
              onChange={(event) => change({ status: event.currentTarget.value, page: 1 })}
              maw={240}
            />
          </Group>
          {showDeleted ? (
            <DeletedPropertiesList onRestored={() => void forgetListings()} />
          ) : error && !data ? (
            <RetryAlert title="No se pudieron cargar las propiedades" onRetry={() => void mutate()} />
          ) : isLoading && !data ? (
            <Center py="xl">
              <Loader aria-label="Cargando propiedades" />
            </Center>
          ) : total === 0 ? (
            <Text c="dimmed" py="lg" ta="center">
              {filtered ? 'Ninguna propiedad coincide con la búsqueda.' : 'No hay propiedades registradas'}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                Mostrando {first}–{first + (data?.properties.length ?? 0) - 1} de {total}
              </Text>
              <SimpleGrid cols={{ base: 1, md: 2, lg: 1, xl: 2 }} spacing="sm">
                {data?.properties.map((property) => (
                  <AdminPropertyCard
                    key={property.id}
                    property={property}
                    onView={() => setViewing(property)}
                    onEdit={() => setEditing(property.id)}
                    editing={property.id === editingId}
                    figures={stats?.[property.id]}
                    onDelete={() => setDeleting(property)}
                  />
                ))}
              </SimpleGrid>
              {(data?.pagination.totalPages ?? 1) > 1 && (
                <Center>
                  <Pagination
                    total={data?.pagination.totalPages ?? 1}
                    value={page}
                    onChange={(next) => change({ page: next })}
                    getControlProps={(control) => ({
                      'aria-label':
                        control === 'next'
                          ? 'Página siguiente'
                          : control === 'previous'
                            ? 'Página anterior'
                            : undefined,
                    })}
                  />
                </Center>
              )}
            </>
          )}
          <PropertyViewDialog property={viewing} onClose={() => setViewing(null)} />
          <DeletePropertyDialog
            property={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={() => void forgetListings()}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
