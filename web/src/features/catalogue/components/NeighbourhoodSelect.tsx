import { Group, Select, Text } from '@mantine/core';
import { useNeighbourhoods } from '../api/get-neighbourhoods';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { accentInsensitiveFilter } from '../utils/accent-insensitive-filter';
import { setFilter } from '../utils/filter-transitions';

/** The barrios of the listed addresses (of the chosen municipality), searchable as typed, with how many listings each has. */
export function NeighbourhoodSelect() {
  const { filters, updateFilters } = useCatalogueParams();
  const choices = useNeighbourhoods(filters.municipality);
  const counts = new Map(choices.map(({ name, count }) => [name, count]));
  const chosen = filters.neighbourhood;
  // A barrio from a shared link is kept even before (or without) its list.
  const data = [...(chosen === '' || counts.has(chosen) ? [] : [chosen]), ...choices.map(({ name }) => name)];
  return (
    <Select
      label="Barrio"
      placeholder="Todos los barrios"
      data={data}
      value={chosen === '' ? null : chosen}
      onChange={(value) => updateFilters((current) => setFilter(current, 'neighbourhood', value ?? ''))}
      searchable
      clearable
      filter={accentInsensitiveFilter}
      nothingFoundMessage="Ningún barrio con ese nombre"
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%">
          <span>{option.label}</span>
          {counts.has(option.value) && (
            <Text size="xs" c="dimmed" aria-hidden>
              {counts.get(option.value)}
            </Text>
          )}
        </Group>
      )}
    />
  );
}
