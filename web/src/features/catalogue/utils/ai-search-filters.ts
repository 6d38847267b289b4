import type { CatalogueFilters } from './filter-state';
import { propertiesQuery } from './properties-query';

/** The list's parameters an AI search leaves out: it has its own words and its own order (a distance's point too). */
const NOT_FILTERS = new Set(['search', 'sortBy', 'sortOrder', 'near', 'availableFirst']);

/** The filters chosen in the catalogue, as the AI search carries them (GET /api/properties parameters). */
export function aiSearchFilters(filters: CatalogueFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(propertiesQuery(filters)).filter(([key]) => !NOT_FILTERS.has(key)));
}
