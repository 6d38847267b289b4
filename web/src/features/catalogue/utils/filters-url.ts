import { PropertySchema, readBbox } from '../../../lib/api-contract';
import { DEFAULT_FILTERS, type CatalogueAddress, type CatalogueFilters } from './filter-state';
import { isNearPoint } from './near-point';
import { isSortKey } from './sort-options';

/*
 * The filters live in the address bar too (/properties?status=rent&sort=price-asc), and so does the last AI
 * search (?ia=…), so a filtered catalogue or an AI answer can be reloaded, shared and navigated back to.
 * A value the catalogue could not use is ignored.
 */

const AI_QUERY = 'ia';
const VIEW = 'vista';

/**
 * How the catalogue is looked at. Only the map is said in the address (`vista=mapa`): it shows other things than the
 * cards (every match at once, the zone to search), so a shared link must open it. Grid or list stays a taste of this
 * device (stores/catalogue-view.ts): the same cards either way, and phones have only the grid, so a link saying
 * "list" would mean nothing to half of those who open it.
 */
export type CatalogueView = 'lista' | 'mapa';
/** The distance sort's point, kept in the address so that a shared link lists in the same order. */
const NEAR = 'cerca';
/** As long as the API reads (POST /api/properties/search): a WhatsApp message pasted whole. */
export const AI_QUERY_MAX = 1000;

const STATUSES: readonly string[] = PropertySchema.shape.status.options;
const RANGE = /^\d{0,15}-\d{0,15}$/;
const COUNT = /^\d{1,2}$/;
const AT_LEAST = /^[1-9]\d?$/;
const ID = /^[a-z0-9][a-z0-9-]{0,119}$/;
const STRATA = /^[1-6](,[1-6]){0,5}$/;
const IDS = /^[a-z0-9][a-z0-9-]{0,119}(,[a-z0-9][a-z0-9-]{0,119}){0,29}$/;

/** The API refuses a range whose minimum passes its maximum: such an address would show an error, not listings. */
function isRange(value: string): boolean {
  if (!RANGE.test(value) || value === '-') return false;
  const [min = '', max = ''] = value.split('-');
  return min === '' || max === '' || Number(min) <= Number(max);
}

/** Checked as GET /api/properties checks them (services/api/schemas/property.ts), so a link never asks for a 400. */
const VALID: Record<Exclude<keyof CatalogueFilters, 'sort' | 'near'>, (value: string) => boolean> = {
  status: (value) => STATUSES.includes(value),
  propertyType: (value) => ID.test(value),
  municipality: (value) => ID.test(value),
  price: isRange,
  area: isRange,
  bedrooms: (value) => COUNT.test(value),
  neighbourhood: (value) => value.trim() !== '' && value.length <= 120,
  stratum: (value) => STRATA.test(value),
  bathrooms: (value) => AT_LEAST.test(value),
  parkingSpaces: (value) => AT_LEAST.test(value),
  characteristics: (value) => IDS.test(value),
  availableOnly: (value) => value === 'true',
  search: (value) => value.trim() !== '' && value.length <= 200,
  // Read here as the API reads it (not through lib/map-area, which only the map's own chunk needs whole).
  bbox: (value) => typeof readBbox(value) !== 'string',
};

export function filtersFromSearchParams(params: URLSearchParams): CatalogueFilters {
  const filters: CatalogueFilters = { ...DEFAULT_FILTERS };
  for (const [key, isValid] of Object.entries(VALID) as Array<[keyof typeof VALID, (value: string) => boolean]>) {
    const value = params.get(key);
    if (value !== null && isValid(value)) filters[key] = value;
  }
  const sort = params.get('sort');
  if (sort !== null && isSortKey(sort)) filters.sort = sort;
  const near = params.get(NEAR);
  if (filters.sort === 'distance' && near !== null && isNearPoint(near)) filters.near = near;
  return filters;
}

/** Only what differs from the defaults, in a fixed order so equal filters give equal addresses. */
export function searchParamsFromFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(VALID) as Array<keyof typeof VALID>) {
    if (filters[key] !== DEFAULT_FILTERS[key]) params.set(key, filters[key]);
  }
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.sort === 'distance' && filters.near !== '') params.set(NEAR, filters.near);
  return params;
}

/** The AI search in the address, trimmed; '' when there is none or it could not be sent. */
export function aiQueryFromSearchParams(params: URLSearchParams): string {
  const query = params.get(AI_QUERY)?.trim() ?? '';
  return query.length <= AI_QUERY_MAX ? query : '';
}

/** The catalogue's state in the address. An AI search replaces the text-search filter, so that filter is left out next to one. */
export function addressFromSearchParams(params: URLSearchParams): CatalogueAddress {
  const filters = filtersFromSearchParams(params);
  const aiQuery = aiQueryFromSearchParams(params);
  return { filters: aiQuery ? { ...filters, search: '' } : filters, aiQuery };
}

/** The view in the address: the map only when it says so. */
export const viewFromSearchParams = (params: URLSearchParams): CatalogueView =>
  params.get(VIEW) === 'mapa' ? 'mapa' : 'lista';

/** The whole catalogue address: the filters, then the AI search when there is one, then the map view when chosen. */
export function catalogueSearchParams(
  filters: CatalogueFilters,
  aiQuery: string,
  view: CatalogueView = 'lista',
): URLSearchParams {
  const params = searchParamsFromFilters(filters);
  if (aiQuery) params.set(AI_QUERY, aiQuery);
  if (view === 'mapa') params.set(VIEW, view);
  return params;
}
