import type { z } from 'zod';
import type { AiSearchAnswer } from '../../../lib/api-contract';
import { DEFAULT_SORT, type SortKey } from '../utils/sort-options';

/** The catalogue's filter selections; an empty string means "not filtered" (SPEC §3 search filter state). */
export interface CatalogueFilters {
  status: string;
  propertyType: string;
  municipality: string;
  price: string;
  area: string;
  bedrooms: string;
  search: string;
  sort: SortKey;
}

export type AiSearchResult = z.infer<typeof AiSearchAnswer>;

export interface AiState {
  /** What is typed in the AI box. */
  text: string;
  /** The last query sent. */
  query: string;
  answer: AiSearchResult | null;
  pending: boolean;
}

export type ViewLayout = 'grid' | 'list';

export interface CatalogueState {
  filters: CatalogueFilters;
  aiMode: boolean;
  ai: AiState;
  layout: ViewLayout;
  /** Only the listings marked as favourite on this device. */
  favouritesOnly: boolean;
}

export const DEFAULT_FILTERS: CatalogueFilters = {
  status: '', propertyType: '', municipality: '', price: '', area: '', bedrooms: '', search: '', sort: DEFAULT_SORT,
};

export const EMPTY_AI: AiState = { text: '', query: '', answer: null, pending: false };

export const INITIAL_STATE: CatalogueState = { filters: DEFAULT_FILTERS, aiMode: false, ai: EMPTY_AI, layout: 'grid', favouritesOnly: false };

/** The filters a visitor can pick in the filter set; `sort` is an ordering, not a filter. */
export const FILTER_KEYS = ['status', 'propertyType', 'municipality', 'price', 'area', 'bedrooms', 'search'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
