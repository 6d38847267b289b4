import { NativeSelect } from '@mantine/core';
import { priceChoiceLabel } from '../api/clean-options';
import { useFilterOptions } from '../api/get-filter-options';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import type { FilterKey } from '../utils/filter-state';
import { priceOptionType, setFilter, setSort } from '../utils/filter-transitions';
import { chooseMunicipality } from '../utils/more-filters';
import { isSortKey, SORT_OPTIONS } from '../utils/sort-options';
import { FilterSelect } from './FilterSelect';

/** Type, municipality, price (list by status), area, bedrooms and the ordering. */
export function FilterSelects() {
  const { filters, updateFilters } = useCatalogueParams();
  const choose = (key: Exclude<FilterKey, 'status'>) => (value: string) =>
    updateFilters((current) => setFilter(current, key, value));
  const propertyTypes = useFilterOptions('propertyType');
  const municipalities = useFilterOptions('municipality');
  const priceList = priceOptionType(filters.status);
  const prices = useFilterOptions(priceList);
  const areas = useFilterOptions('area');
  const bedrooms = useFilterOptions('bedrooms');
  return (
    <>
      <FilterSelect
        label="Tipo de propiedad"
        anyLabel="Todos los tipos"
        choices={propertyTypes}
        value={filters.propertyType}
        onChange={choose('propertyType')}
      />
      <FilterSelect
        label="Municipio"
        anyLabel="Todos los municipios"
        choices={municipalities}
        value={filters.municipality}
        onChange={(value) => updateFilters((current) => chooseMunicipality(current, value))}
      />
      <FilterSelect
        label="Precio"
        anyLabel="Cualquier precio"
        choices={prices}
        value={filters.price}
        onChange={choose('price')}
        describe={(value) => priceChoiceLabel(value, priceList)}
      />
      <FilterSelect
        label="Área (m²)"
        anyLabel="Cualquier área"
        choices={areas}
        value={filters.area}
        onChange={choose('area')}
      />
      <FilterSelect
        label="Habitaciones"
        anyLabel="Cualquier número"
        choices={bedrooms}
        value={filters.bedrooms}
        onChange={choose('bedrooms')}
      />
      <NativeSelect
        label="Ordenar por"
        data={SORT_OPTIONS.map(({ value, label }) => ({ value, label }))}
        value={filters.sort}
        onChange={(event) => {
          const { value } = event.currentTarget;
          if (isSortKey(value)) updateFilters((current) => setSort(current, value));
        }}
      />
    </>
  );
}
