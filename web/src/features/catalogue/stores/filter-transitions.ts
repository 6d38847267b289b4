import type { SortKey } from '../utils/sort-options';
import { DEFAULT_FILTERS, EMPTY_AI, FILTER_KEYS, type AiSearchResult, type CatalogueFilters, type CatalogueState, type FilterKey, type ViewLayout } from './filter-state';

/*
 * The catalogue's state transitions (SPEC §4 "Search filters"), pure so they can be tested without React.
 * Paging needs no transition of its own: the list is keyed by the query, so any filter change starts again at page 1.
 */

/** SPEC §4: rent uses the rental price list, sale the sale list, anything else the general one. */
export function priceOptionType(status: string): 'price_rent' | 'price_sale' | 'price' {
  if (status === 'rent') return 'price_rent';
  if (status === 'sale') return 'price_sale';
  return 'price';
}

/** Choosing a status clears the price (its list changes); choosing the active status again clears it. */
export function toggleStatus(state: CatalogueState, status: string): CatalogueState {
  const next = state.filters.status === status ? '' : status;
  return { ...state, filters: { ...state.filters, status: next, price: '' } };
}

export function setFilter(state: CatalogueState, key: Exclude<FilterKey, 'status'>, value: string): CatalogueState {
  return state.filters[key] === value ? state : { ...state, filters: { ...state.filters, [key]: value } };
}

export function setSort(state: CatalogueState, sort: SortKey): CatalogueState {
  return { ...state, filters: { ...state.filters, sort } };
}

/** Limpiar: every filter back to its default, back from the favourites to the whole catalogue and, in AI mode, the AI search forgotten too (which ends AI mode). */
export function clearAll(state: CatalogueState): CatalogueState {
  return { ...state, filters: DEFAULT_FILTERS, favouritesOnly: false, ...(state.aiMode ? { aiMode: false, ai: EMPTY_AI } : {}) };
}

export function setFavouritesOnly(state: CatalogueState, on: boolean): CatalogueState {
  return { ...state, favouritesOnly: on };
}

/** Switching AI on drops the text-search filter; switching it off forgets the AI text, query and results. */
export function setAiMode(state: CatalogueState, on: boolean): CatalogueState {
  if (on) return { ...state, aiMode: true, filters: { ...state.filters, search: '' } };
  return { ...state, aiMode: false, ai: EMPTY_AI };
}

export function setAiText(state: CatalogueState, text: string): CatalogueState {
  return { ...state, ai: { ...state.ai, text } };
}

/** SPEC §5: nothing to send when the trimmed text is empty or a search is already running. */
export function canRunAiSearch(state: CatalogueState, text: string): boolean {
  return text.trim() !== '' && !state.ai.pending;
}

export function startAiSearch(state: CatalogueState, text: string): CatalogueState {
  return { ...state, aiMode: true, filters: { ...state.filters, search: '' }, ai: { ...state.ai, text, query: text.trim(), pending: true } };
}

/** An answer that arrives after AI mode was left (or another search began) is dropped. */
export function finishAiSearch(state: CatalogueState, answer: AiSearchResult): CatalogueState {
  if (!state.ai.pending || state.ai.query !== answer.query) return state;
  return { ...state, ai: { ...state.ai, answer, pending: false } };
}

/** SPEC §8: a failed search only ends the pending state; the visitor sees no message. */
export function failAiSearch(state: CatalogueState): CatalogueState {
  return state.ai.pending ? { ...state, ai: { ...state.ai, pending: false } } : state;
}

/** Filters read from the address bar replace the current ones (the AI search in it is run separately). */
export function loadFilters(state: CatalogueState, filters: CatalogueFilters): CatalogueState {
  return { ...state, filters };
}

export function setLayout(state: CatalogueState, layout: ViewLayout): CatalogueState {
  return { ...state, layout };
}

/** How many filters are set, for the mobile "Filtros" button. */
export function activeFilterCount(filters: CatalogueFilters): number {
  return FILTER_KEYS.filter((key) => filters[key] !== DEFAULT_FILTERS[key]).length;
}
