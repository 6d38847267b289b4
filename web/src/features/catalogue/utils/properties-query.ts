import type { CatalogueFilters } from '../stores/filter-state';
import { sortParams } from './sort-options';

/** GET /api/properties query for the chosen filters; SPEC §5: empty values are left out. */
export function propertiesQuery(filters: CatalogueFilters): Record<string, string> {
  const { sort, ...chosen } = filters;
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(chosen)) {
    const trimmed = value.trim();
    if (trimmed !== '') query[key] = trimmed;
  }
  return { ...query, ...sortParams(sort) };
}
