import type { CatalogueFilters } from './filter-state';
import { DEFAULT_SORT, sortParams } from './sort-options';

/**
 * GET /api/properties query for the chosen filters; SPEC §5: empty values are left out. Listings on the market
 * always come before sold and rented ones (issue 12), each group in the chosen order.
 */
export function propertiesQuery(filters: CatalogueFilters): Record<string, string> {
  const { sort, near, ...chosen } = filters;
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(chosen)) {
    const trimmed = value.trim();
    if (trimmed !== '') query[key] = trimmed;
  }
  // A distance needs its point (the API refuses one without it): until one is chosen, the default order.
  if (sort === 'distance')
    return near !== ''
      ? { ...query, ...sortParams(sort), near, availableFirst: 'true' }
      : { ...query, ...sortParams(DEFAULT_SORT), availableFirst: 'true' };
  return { ...query, ...sortParams(sort), availableFirst: 'true' };
}

/** The API lists at most this many ids at once. */
const MAX_IDS = 50;

/**
 * GET /api/properties query for the favourites under the chosen filters and sort (the latest marked are kept
 * when there are too many to ask for); null when there are none to ask for.
 */
export function favouritesQuery(ids: readonly string[], filters: CatalogueFilters): Record<string, string> | null {
  return ids.length === 0 ? null : { ...propertiesQuery(filters), ids: ids.slice(-MAX_IDS).join(',') };
}

/** The list's parameters that order or page it: the map shows every match, in no order. */
const ORDER_PARAMS = new Set(['sortBy', 'sortOrder', 'availableFirst', 'near']);

/** GET /api/properties/points query for a list's query (the same filters, so map and list show the same listings). */
export function pointsQuery(listQuery: Record<string, string> | null): Record<string, string> | null {
  return listQuery && Object.fromEntries(Object.entries(listQuery).filter(([key]) => !ORDER_PARAMS.has(key)));
}
