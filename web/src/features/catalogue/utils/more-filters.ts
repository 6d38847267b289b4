import { joinRange, splitRange, type RangeEnds } from '../../../lib/ranges';
import { DEFAULT_FILTERS, type CatalogueFilters } from './filter-state';
import { toggleStatus } from './filter-transitions';

/*
 * Transitions of issue 12's filters: hiding sold and rented listings, the barrio, multi-choice lists (estratos,
 * characteristics), typed price bounds and clearing every filter from an empty list. Pure, like filter-transitions.ts.
 */

const CLOSED_STATUSES: ReadonlySet<string> = new Set(['sold', 'rented']);

/** The filters behind "Más filtros": counted on its button, and the section opens by itself when one is set. */
const MORE_FILTER_KEYS = ['neighbourhood', 'stratum', 'bathrooms', 'parkingSpaces', 'characteristics'] as const;

export const moreFilterCount = (filters: CatalogueFilters) =>
  MORE_FILTER_KEYS.filter((key) => filters[key] !== DEFAULT_FILTERS[key]).length;

/** A status button (SPEC §4's toggle, which clears the price); asking for sold or rented ones shows them again. */
export function chooseStatus(filters: CatalogueFilters, status: string): CatalogueFilters {
  const next = toggleStatus(filters, status);
  return CLOSED_STATUSES.has(next.status) ? { ...next, availableOnly: '' } : next;
}

/** The switch that hides sold and rented listings; a sold or rented status would then show nothing, so it goes. */
export function setAvailableOnly(filters: CatalogueFilters, on: boolean): CatalogueFilters {
  if (!on) return { ...filters, availableOnly: '' };
  const shown = CLOSED_STATUSES.has(filters.status) ? toggleStatus(filters, filters.status) : filters;
  return { ...shown, availableOnly: 'true' };
}

/** A barrio belongs to one municipality: choosing another municipality lets it go. */
export function chooseMunicipality(filters: CatalogueFilters, municipality: string): CatalogueFilters {
  if (filters.municipality === municipality) return filters;
  return { ...filters, municipality, neighbourhood: '' };
}

/** "3,4" → ['3', '4']. */
export const listValues = (value: string): string[] => (value === '' ? [] : value.split(','));

/** The chosen values in a fixed order (numbers as numbers), so equal choices give equal addresses. */
export const joinValues = (values: readonly string[]): string =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'es', { numeric: true })).join(',');

/** The typed price bounds are the price filter's two ends, so a chosen range shows in them and the other way round. */
export const priceEnds = (filters: CatalogueFilters): RangeEnds => splitRange(filters.price);

/** Null when the minimum passes the maximum: such a range matches nothing (and the API refuses it). */
export function setPriceEnds(filters: CatalogueFilters, ends: RangeEnds): CatalogueFilters | null {
  if (ends.min !== '' && ends.max !== '' && Number(ends.min) > Number(ends.max)) return null;
  return { ...filters, price: joinRange(ends) };
}

/** An empty list's way out: every filter and the text search cleared; the chosen order (and its point) stays. */
export const clearFilters = (filters: CatalogueFilters): CatalogueFilters => ({
  ...DEFAULT_FILTERS,
  sort: filters.sort,
  near: filters.near,
});
