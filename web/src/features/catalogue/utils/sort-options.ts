/**
 * SPEC §9: the catalogue's orderings; the first is the default (createdAt descending). Issue 12 adds price per m²
 * (listings without an area come last either way).
 */
export const SORT_OPTIONS = [
  { value: 'createdAt-desc', label: 'Más recientes' },
  { value: 'createdAt-asc', label: 'Más antiguos' },
  { value: 'price-asc', label: 'Precio: menor a mayor' },
  { value: 'price-desc', label: 'Precio: mayor a menor' },
  { value: 'area-asc', label: 'Área: menor a mayor' },
  { value: 'area-desc', label: 'Área: mayor a menor' },
  { value: 'bedrooms-asc', label: 'Habitaciones: menos a más' },
  { value: 'bedrooms-desc', label: 'Habitaciones: más a menos' },
  { value: 'featured-desc', label: 'Destacadas primero' },
  { value: 'pricePerM2-asc', label: 'Precio por m²: menor a mayor' },
  { value: 'pricePerM2-desc', label: 'Precio por m²: mayor a menor' },
  // Measured from a point the visitor chooses (`near`, «cerca» in the address): DistanceSort.tsx.
  { value: 'distance', label: 'Distancia: más cercanas primero' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT: SortKey = 'createdAt-desc';

export const isSortKey = (value: string): value is SortKey => SORT_OPTIONS.some((option) => option.value === value);

/** "price-asc" → the API's sortBy / sortOrder pair. */
export function sortParams(sort: SortKey): { sortBy: string; sortOrder: 'asc' | 'desc' } {
  // The nearest first: a distance has one direction.
  if (sort === 'distance') return { sortBy: 'distance', sortOrder: 'asc' };
  const [sortBy = 'createdAt', sortOrder] = sort.split('-');
  return { sortBy, sortOrder: sortOrder === 'asc' ? 'asc' : 'desc' };
}
