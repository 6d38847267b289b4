import { MultiSelect } from '@mantine/core';
import { useCharacteristicChoices } from '../api/get-master-data';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { accentInsensitiveFilter } from '../utils/accent-insensitive-filter';
import { setFilter } from '../utils/filter-transitions';
import { joinValues, listValues } from '../utils/more-filters';

/** The configured characteristics (piscina, ascensor…): a listing must have every one chosen. */
export function CharacteristicsSelect() {
  const { filters, updateFilters } = useCatalogueParams();
  const choices = useCharacteristicChoices();
  const chosen = listValues(filters.characteristics);
  return (
    <MultiSelect
      label="Características"
      placeholder={chosen.length === 0 ? 'Piscina, ascensor…' : undefined}
      data={choices}
      value={chosen}
      onChange={(values) => updateFilters((current) => setFilter(current, 'characteristics', joinValues(values)))}
      searchable
      clearable
      filter={accentInsensitiveFilter}
      nothingFoundMessage="Ninguna característica con ese nombre"
      hidePickedOptions
    />
  );
}
