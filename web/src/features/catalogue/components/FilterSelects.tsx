import { NativeSelect } from '@mantine/core';
import { useFilterOptions } from '../api/get-filter-options';
import { useCatalogueStore } from '../stores/catalogue-store';
import { priceOptionType } from '../stores/filter-transitions';
import { isSortKey, SORT_OPTIONS } from '../utils/sort-options';
import { FilterSelect } from './FilterSelect';

/** Type, municipality, price (list by status), area, bedrooms and the ordering. */
export function FilterSelects() {
  const filters = useCatalogueStore((state) => state.filters);
  const setFilter = useCatalogueStore((state) => state.setFilter);
  const setSort = useCatalogueStore((state) => state.setSort);
  const propertyTypes = useFilterOptions('propertyType');
  const municipalities = useFilterOptions('municipality');
  const prices = useFilterOptions(priceOptionType(filters.status));
  const areas = useFilterOptions('area');
  const bedrooms = useFilterOptions('bedrooms');
  return (
    <>
      <FilterSelect label="Tipo de propiedad" anyLabel="Todos los tipos" choices={propertyTypes} value={filters.propertyType} onChange={(value) => setFilter('propertyType', value)} />
      <FilterSelect label="Municipio" anyLabel="Todos los municipios" choices={municipalities} value={filters.municipality} onChange={(value) => setFilter('municipality', value)} />
      <FilterSelect label="Precio" anyLabel="Cualquier precio" choices={prices} value={filters.price} onChange={(value) => setFilter('price', value)} />
      <FilterSelect label="Área (m²)" anyLabel="Cualquier área" choices={areas} value={filters.area} onChange={(value) => setFilter('area', value)} />
      <FilterSelect label="Habitaciones" anyLabel="Cualquier número" choices={bedrooms} value={filters.bedrooms} onChange={(value) => setFilter('bedrooms', value)} />
      <NativeSelect
        label="Ordenar por"
        data={SORT_OPTIONS.map(({ value, label }) => ({ value, label }))}
        value={filters.sort}
        onChange={(event) => {
          const { value } = event.currentTarget;
          if (isSortKey(value)) setSort(value);
        }}
      />
    </>
  );
}
