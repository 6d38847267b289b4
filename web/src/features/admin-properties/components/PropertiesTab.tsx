import { Alert, Button, Center, Drawer, Grid, Group, List, Loader, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../api/current-user';
import { RetryAlert } from '../../../components/RetryAlert';
import { DELETED_FILTER } from '../../../lib/admin/admin-status';
import type { PropertyDto } from '../../../lib/api-contract';
import { useForgetListings } from '../../../lib/listing-caches';
import type { BulkResult } from '../api/bulk-action';
import { staffFilters, useAdminProperties, type StaffListing } from '../api/get-admin-properties';
import { useAgents } from '../api/get-agents';
import { propertyUrl } from '../api/save-property';
import { adminListFromParams, isFiltered, paramsForAdminList, type AdminListQuery } from '../utils/admin-list-params';
import { BulkBar } from './BulkBar';
import { BULK_ACTIONS, BulkConfirmDialog, type BulkKind } from './BulkConfirmDialog';
import { DeletedPropertiesList } from './DeletedPropertiesList';
import { ListingFilters } from './ListingFilters';
import { DeletePropertyDialog } from './DeletePropertyDialog';
import { PropertiesTable } from './PropertiesTable';
import { PropertyForm } from './PropertyForm';
import { PropertyViewDialog } from './PropertyViewDialog';

/** An asesor changes only the listings assigned to them, and assigns none: that is for an admin. */
const ALL_BULK_KINDS = Object.keys(BULK_ACTIONS) as BulkKind[];
const ASESOR_BULK_KINDS = ALL_BULK_KINDS.filter((kind) => kind !== 'assign');

const DISCARD_QUESTION = 'Tienes cambios sin guardar en el formulario. ¿Quieres descartarlos?';

/** Wide enough for the form beside the table; narrower, the list comes first and the form opens on its own screen. */
const SIDE_BY_SIDE = '(min-width: 75em)';

/**
 * SPEC §2 properties tab and issue 25 §2: the create-or-edit form (`?edit={id}` reopens a listing after a reload)
 * beside the table of listings — filtered, sorted and paged in the address, selectable for bulk actions.
 */
export function PropertiesTab() {
  const [params, setParams] = useSearchParams();
  const query = adminListFromParams(params);
  const change = useCallback(
    (patch: Partial<AdminListQuery>) => setParams((current) => paramsForAdminList(current, patch), { replace: true }),
    [setParams],
  );
  const showDeleted = query.status === DELETED_FILTER;
  const { data, error, isLoading, isValidating, mutate } = useAdminProperties(showDeleted ? null : query);
  const agents = useAgents().data?.agents;
  const agentNames = useMemo(() => new Map(agents?.map((agent) => [agent.id, agent.name])), [agents]);
  // Every write changes what the catalogue, the listing's page, the similar rows and this list show.
  const forgetListings = useForgetListings();
  const sideBySide = useMediaQuery(SIDE_BY_SIDE, true);
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const mayChange = useCallback(
    (listing: Pick<StaffListing, 'agentId'>) => isAdmin || (user !== null && listing.agentId === user.id),
    [isAdmin, user],
  );

  const [viewing, setViewing] = useState<PropertyDto | null>(null);
  const [deleting, setDeleting] = useState<PropertyDto | null>(null);

  const [bulk, setBulk] = useState<BulkKind | null>(null);
  const [failures, setFailures] = useState<BulkResult['results']>([]);
  const filters = staffFilters(query);
  const filtersKey = JSON.stringify(filters);
  // The selection: rows ticked (kept across pages), or every listing the filters match. It belongs to the filters it
  // was made under: other filters choose other listings, so it is read as empty once they change.
  const [selection, setSelection] = useState({ filtersKey, rows: [] as StaffListing[], allMatching: false });
  const { rows: selected, allMatching } =
    selection.filtersKey === filtersKey ? selection : { rows: [], allMatching: false };
  const select = (rows: StaffListing[], all = false) => setSelection({ filtersKey, rows, allMatching: all });

  const editingId = params.get('edit');
  const [creating, setCreating] = useState(false);
  const formDirty = useRef(false);
  const onDirtyChange = useCallback((dirty: boolean) => {
    formDirty.current = dirty;
  }, []);
  const mayLeaveForm = () => !formDirty.current || window.confirm(DISCARD_QUESTION);
  const setEditing = (id: string | null) => {
    if (id === editingId) return;
    if (!mayLeaveForm()) return;
    formDirty.current = false;
    const next = new URLSearchParams(params);
    if (id === null) next.delete('edit');
    else next.set('edit', id);
    setParams(next);
  };
  const closeForm = () => {
    if (editingId !== null) setEditing(null);
    else if (mayLeaveForm()) {
      formDirty.current = false;
      setCreating(false);
    }
  };

  const total = data?.pagination.total ?? 0;
  const bulkCount = allMatching ? total : selected.length;
  const afterBulk = async (result: BulkResult) => {
    setBulk(null);
    select([]);
    setFailures(result.results.filter((row) => !row.ok));
    await forgetListings();
    await mutate();
  };

  const form = (
    <PropertyForm
      editingId={editingId}
      mayChange={mayChange}
      framed={sideBySide}
      onSaved={() => void forgetListings(editingId === null ? undefined : propertyUrl(editingId))}
      onFinish={() => {
        formDirty.current = false;
        if (editingId !== null) setEditing(null);
        else if (!sideBySide) setCreating(false);
      }}
      onDirtyChange={onDirtyChange}
    />
  );

  const list = (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {/* No count until one is known: "(0)" while loading would say the catalogue is empty. */}
          {showDeleted ? 'Propiedades eliminadas' : data ? `Propiedades (${total})` : 'Propiedades'}
        </Title>
        {!sideBySide && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            Nueva propiedad
          </Button>
        )}
      </Group>
      <ListingFilters query={query} onChange={change} agents={agents ?? []} />
      {!showDeleted && (selected.length > 0 || allMatching) && (
        <BulkBar
          count={bulkCount}
          allMatching={allMatching}
          total={total}
          // An asesor's "all that match" is offered once the list shows only their own listings (Asesor: themself).
          onSelectAllMatching={
            isAdmin || (user !== null && query.agent === user.id) ? () => select(selected, true) : undefined
          }
          onClear={() => select([])}
          onAction={setBulk}
          kinds={isAdmin ? ALL_BULK_KINDS : ASESOR_BULK_KINDS}
        />
      )}
      {failures.length > 0 && (
        <Alert
          color="yellow"
          title="Propiedades que no se pudieron cambiar"
          withCloseButton
          closeButtonLabel="Cerrar"
          onClose={() => setFailures([])}
        >
          <List size="sm">
            {failures.map((row) => (
              <List.Item key={row.id}>
                «{row.title}»: {'message' in row ? row.message : ''}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {showDeleted ? (
        <DeletedPropertiesList onRestored={() => void forgetListings()} />
      ) : error && !data ? (
        <RetryAlert title="No se pudieron cargar las propiedades" onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <Center py="xl">
          <Loader aria-label="Cargando propiedades" />
        </Center>
      ) : (
        <PropertiesTable
          listings={data?.properties ?? []}
          total={total}
          query={query}
          onQueryChange={change}
          fetching={isValidating}
          selected={allMatching ? (data?.properties ?? []) : selected}
          onSelectedChange={(next) => select(next)}
          agentName={(id) => agentNames.get(id) ?? 'Asesor desconocido'}
          editingId={editingId}
          emptyText={isFiltered(query) ? 'No hay propiedades con estos filtros' : 'No hay propiedades registradas'}
          onView={setViewing}
          onEdit={(listing) => setEditing(listing.id)}
          onDelete={setDeleting}
          mayChange={mayChange}
        />
      )}
      <PropertyViewDialog property={viewing} onClose={() => setViewing(null)} />
      <DeletePropertyDialog
        property={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void forgetListings()}
      />
      {bulk && (
        <BulkConfirmDialog
          kind={bulk}
          target={allMatching ? { all: filters } : { ids: selected.map((listing) => listing.id) }}
          count={bulkCount}
          onClose={() => setBulk(null)}
          onDone={(result) => void afterBulk(result)}
        />
      )}
    </Stack>
  );

  if (sideBySide)
    return (
      <Grid gap="lg">
        <Grid.Col span={4}>{form}</Grid.Col>
        <Grid.Col span={8}>{list}</Grid.Col>
      </Grid>
    );
  return (
    <>
      {list}
      <Drawer
        opened={editingId !== null || creating}
        onClose={closeForm}
        size="100%"
        position="right"
        title={editingId !== null ? 'Editar propiedad' : 'Nueva propiedad'}
        closeButtonProps={{ 'aria-label': 'Cerrar el formulario' }}
      >
        {form}
      </Drawer>
    </>
  );
}
