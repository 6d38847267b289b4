import { DEFAULT_SORT, type SortKey } from './sort-options';

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

/** What the address bar holds: the filters and the last AI search sent ('' when there is none). */
export interface CatalogueAddress {
  filters: CatalogueFilters;
  aiQuery: string;
}

export const DEFAULT_FILTERS: CatalogueFilters = {
  status: '',
  propertyType: '',
  municipality: '',
  price: '',
  area: '',
  bedrooms: '',
  search: '',
  sort: DEFAULT_SORT,
};

export const EMPTY_ADDRESS: CatalogueAddress = { filters: DEFAULT_FILTERS, aiQuery: '' };

/** The filters a visitor can pick in the filter set; `sort` is an ordering, not a filter. */
export const FILTER_KEYS = ['status', 'propertyType', 'municipality', 'price', 'area', 'bedrooms', 'search'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
