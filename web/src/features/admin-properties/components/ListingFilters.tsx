import { Button, Collapse, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ADMIN_LIST_FILTERS, DELETED_FILTER, PUBLICATION_LABEL } from '../../../lib/admin/admin-status';
import { MasterDataChoice } from '../../../components/admin/MasterDataChoice';
import type { AdminListQuery, AdminSort } from '../utils/admin-list-params';

/** The orders a phone offers in a list, where the table's sortable headers are folded away. */
const SORT_OPTIONS: Array<{ value: `${AdminSort}:${'asc' | 'desc'}`; label: string }> = [
  { value: 'createdAt:desc', label: 'Más recientes' },
  { value: 'updatedAt:desc', label: 'Actualizadas hace poco' },
  { value: 'price:asc', label: 'Precio: menor a mayor' },
  { value: 'price:desc', label: 'Precio: mayor a menor' },
  { value: 'visits30:desc', label: 'Más visitas (30 días)' },
  { value: 'leads30:desc', label: 'Más solicitudes (30 días)' },
  { value: 'title:asc', label: 'Título (A–Z)' },
];

interface Props {
  query: AdminListQuery;
  onChange: (change: Partial<AdminListQuery>) => void;
  agents: Array<{ id: string; name: string }>;
}

/**
 * The table's text search and its filters by type, municipality, status, publication and asesor. What is typed
 * reaches the address (and the server) once the admin pauses; on a phone the filters fold under one button, so the
 * list comes first.
 */
export function ListingFilters({ query, onChange, agents }: Props) {
  const [typed, setTyped] = useState(query.search);
  const [debouncedTyped] = useDebouncedValue(typed, 300);
  useEffect(() => {
    if (debouncedTyped.trim() !== query.search) onChange({ search: debouncedTyped, page: 1 });
  }, [debouncedTyped, query.search, onChange]);
  const [open, { toggle }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const showDeleted = query.status === DELETED_FILTER;
  const active = (['status', 'propertyType', 'municipality', 'publication', 'agent'] as const).filter(
    (key) => query[key] !== '',
  ).length;
  const filter = (change: Partial<AdminListQuery>) => onChange({ ...change, page: 1 });

  const filters = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <NativeSelect
        label="Estado"
        data={ADMIN_LIST_FILTERS}
        value={query.status}
        onChange={(event) => filter({ status: event.currentTarget.value })}
      />
      <MasterDataChoice
        kind="property-types"
        label="Tipo"
        placeholder="Todos los tipos"
        clearable
        value={query.propertyType}
        onChange={(propertyType) => filter({ propertyType })}
      />
      <MasterDataChoice
        kind="municipalities"
        label="Municipio"
        placeholder="Todos los municipios"
        clearable
        value={query.municipality}
        onChange={(municipality) => filter({ municipality })}
      />
      <NativeSelect
        label="Publicación"
        data={[
          { value: '', label: 'Todas' },
          ...Object.entries(PUBLICATION_LABEL).map(([value, label]) => ({ value, label })),
        ]}
        value={query.publication}
        onChange={(event) => filter({ publication: event.currentTarget.value as AdminListQuery['publication'] })}
        disabled={showDeleted}
      />
      <NativeSelect
        label="Asesor"
        data={[
          { value: '', label: 'Todos' },
          { value: 'none', label: 'Inmobiliaria' },
          ...agents.map((agent) => ({ value: agent.id, label: agent.name })),
        ]}
        value={query.agent}
        onChange={(event) => filter({ agent: event.currentTarget.value })}
        disabled={showDeleted}
      />
      <NativeSelect
        label="Ordenar por"
        display={phone ? undefined : 'none'}
        data={SORT_OPTIONS}
        value={`${query.sortBy}:${query.sortOrder}`}
        onChange={(event) => {
          const [sortBy, sortOrder] = event.currentTarget.value.split(':') as [AdminSort, 'asc' | 'desc'];
          filter({ sortBy, sortOrder });
        }}
        disabled={showDeleted}
      />
    </SimpleGrid>
  );

  return (
    <Stack gap="sm" role="search" aria-label="Buscar y filtrar propiedades">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label="Buscar"
          placeholder="Título, código o dirección"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          disabled={showDeleted}
          flex={1}
        />
        {phone && (
          <Button
            variant="default"
            onClick={toggle}
            aria-expanded={open}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          >
            {active > 0 ? `Filtros (${active})` : 'Filtros'}
          </Button>
        )}
      </Group>
      {phone ? <Collapse expanded={open}>{filters}</Collapse> : filters}
    </Stack>
  );
}
