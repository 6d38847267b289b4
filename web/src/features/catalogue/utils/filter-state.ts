import { DEFAULT_SORT, type SortKey } from './sort-options';

/** The catalogue's filter selections; an empty string means "not filtered" (SPEC §3 search filter state). */
export interface CatalogueFilters {
  status: string;
  propertyType: string;
  municipality: string;
  price: string;
  area: string;
  bedrooms: string;
  /** Issue 12's richer filters, named as GET /api/properties names them. A barrio, as the catalogue lists it. */
  neighbourhood: string;
  /** Estratos, any of them: "3,4". */
  stratum: string;
  /** At least this many baños / parqueaderos. */
  bathrooms: string;
  parkingSpaces: string;
  /** Characteristic ids, all of them required: "ascensor,piscina". */
  characteristics: string;
  /** 'true' hides sold and rented listings. */
  availableOnly: string;
  search: string;
  /** «Buscar en esta zona»: the map's visible area, `minLng,minLat,maxLng,maxLat` (5 decimals); the list obeys it too. */
  bbox: string;
  sort: SortKey;
  /** The point the distance sort measures from, "lat,lng" to 4 decimals (~11 m); '' when none is chosen. */
  near: string;
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
  neighbourhood: '',
  stratum: '',
  bathrooms: '',
  parkingSpaces: '',
  characteristics: '',
  availableOnly: '',
  search: '',
  bbox: '',
  sort: DEFAULT_SORT,
  near: '',
};

export const EMPTY_ADDRESS: CatalogueAddress = { filters: DEFAULT_FILTERS, aiQuery: '' };

/** The filters a visitor can pick in the filter set; `sort` is an ordering, not a filter. */
export const FILTER_KEYS = [
  'status',
  'propertyType',
  'municipality',
  'price',
  'area',
  'bedrooms',
  'neighbourhood',
  'stratum',
  'bathrooms',
  'parkingSpaces',
  'characteristics',
  'availableOnly',
  'search',
  'bbox',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
