import type { z } from 'zod';
import type { SearchFilterSchema } from '../../../lib/api-contract';

export type FilterOption = z.infer<typeof SearchFilterSchema>;
export type FilterType = FilterOption['type'];

/** How an option's value is typed in the form and read in the list. */
export type FilterValueKind = 'status' | 'price' | 'area' | 'count' | 'property-type' | 'municipality';

interface FilterTypeInfo {
  label: string;
  kind: FilterValueKind;
  /** Where visitors see the list; null when the public catalogue does not read it. */
  shownIn: string | null;
}

/** Every list the API keeps, in the order the panel shows them (the catalogue's own lists first). */
export const FILTER_TYPES: Record<FilterType, FilterTypeInfo> = {
  status: { label: 'Estado', kind: 'status', shownIn: 'Botones de estado del catálogo.' },
  price: {
    label: 'Precio (sin estado elegido)',
    kind: 'price',
    shownIn: 'Filtro Precio cuando el visitante no elige Venta ni Arriendo.',
  },
  price_sale: { label: 'Precio de venta', kind: 'price', shownIn: 'Filtro Precio cuando el estado es Venta.' },
  price_rent: { label: 'Precio de arriendo', kind: 'price', shownIn: 'Filtro Precio cuando el estado es Arriendo.' },
  price_range: { label: 'Rango de precio', kind: 'price', shownIn: null },
  area: { label: 'Área', kind: 'area', shownIn: 'Filtro Área (m²) del catálogo.' },
  area_range: { label: 'Rango de área', kind: 'area', shownIn: null },
  bedrooms: {
    label: 'Habitaciones',
    kind: 'count',
    shownIn: 'Filtro Habitaciones del catálogo (4 significa 4 o más).',
  },
  bathrooms: { label: 'Baños', kind: 'count', shownIn: null },
  propertyType: {
    label: 'Tipo de propiedad',
    kind: 'property-type',
    shownIn: 'Filtro Tipo de propiedad del catálogo.',
  },
  municipality: { label: 'Municipio', kind: 'municipality', shownIn: 'Filtro Municipio del catálogo.' },
};

export const FILTER_TYPE_ORDER = Object.keys(FILTER_TYPES) as FilterType[];

/** SPEC §5: the type choices of the admin form. */
const FORM_TYPES: readonly FilterType[] = ['status', 'price_range', 'area_range', 'bedrooms', 'bathrooms'];

/**
 * The form's type choices: SPEC §5's five, plus the list the option already belongs to (or is being added to),
 * so that options of the catalogue's other lists can be edited and added from their own group.
 */
export function typeChoices(current: FilterType | null): Array<{ value: FilterType; label: string }> {
  const types = current === null || FORM_TYPES.includes(current) ? FORM_TYPES : [current, ...FORM_TYPES];
  return types.map((value) => ({ value, label: FILTER_TYPES[value].label }));
}

export const isFilterType = (value: string): value is FilterType => value in FILTER_TYPES;
