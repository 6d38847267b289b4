import {
  DEFAULT_FILTERS,
  FILTER_KEYS,
  type CatalogueAddress,
  type CatalogueFilters,
  type FilterKey,
} from './filter-state';
import type { SortKey } from './sort-options';

/*
 * The catalogue's state transitions (SPEC §4 "Search filters"), pure so they can be tested without React or a
 * router; hooks/use-catalogue-params.ts writes what they return to the address bar.
 * Paging needs no transition of its own: the list is keyed by the query, so any filter change starts again at page 1.
 */

/** SPEC §4: rent uses the rental price list, sale the sale list, anything else the general one. */
export function priceOptionType(status: string): 'price_rent' | 'price_sale' | 'price' {
  if (status === 'rent') return 'price_rent';
  if (status === 'sale') return 'price_sale';
  return 'price';
}

/** Choosing a status clears the price (its list changes); choosing the active status again clears it. */
export function toggleStatus(filters: CatalogueFilters, status: string): CatalogueFilters {
  const next = filters.status === status ? '' : status;
  return { ...filters, status: next, price: '' };
}

export function setFilter(
  filters: CatalogueFilters,
  key: Exclude<FilterKey, 'status'>,
  value: string,
): CatalogueFilters {
  return filters[key] === value ? filters : { ...filters, [key]: value };
}

export function setSort(filters: CatalogueFilters, sort: SortKey): CatalogueFilters {
  return { ...filters, sort };
}

/** How many filters are set, for the mobile "Filtros" button. */
export function activeFilterCount(filters: CatalogueFilters): number {
  return FILTER_KEYS.filter((key) => filters[key] !== DEFAULT_FILTERS[key]).length;
}

/** Switching AI on drops the text-search filter; switching it off forgets the AI search. */
export function setAiMode(address: CatalogueAddress, on: boolean): CatalogueAddress {
  return on ? { ...address, filters: setFilter(address.filters, 'search', '') } : { ...address, aiQuery: '' };
}

/** SPEC §5: nothing to send when the trimmed text is empty or a search is already running. */
export function canRunAiSearch(text: string, pending: boolean): boolean {
  return text.trim() !== '' && !pending;
}

/** The AI search is sent trimmed, and in place of the text-search filter. */
export function startAiSearch(address: CatalogueAddress, text: string): CatalogueAddress {
  return { filters: setFilter(address.filters, 'search', ''), aiQuery: text.trim() };
}

/** The text-search filter's own limit (services/api/schemas/property.ts). */
const SEARCH_MAX = 200;

/**
 * A link to an AI search while AI search is switched off: the same words as a text search in the normal catalogue,
 * cut at a word boundary when longer than the text search allows.
 */
export function aiSearchAsTextSearch(address: CatalogueAddress): CatalogueAddress {
  const words = address.aiQuery.length <= SEARCH_MAX ? address.aiQuery : cutAtWord(address.aiQuery, SEARCH_MAX);
  return { filters: setFilter(address.filters, 'search', words), aiQuery: '' };
}

function cutAtWord(text: string, max: number): string {
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, max)).trim();
}
