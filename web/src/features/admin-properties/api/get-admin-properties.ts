import useSWR from 'swr';
import type { z } from 'zod';
import { StaffPropertyListSchema } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';
import type { AdminListQuery } from '../utils/admin-list-params';

/** An agency has hundreds of listings: the admin table pages through them 50 at a time, never cutting silently. */
export const ADMIN_PAGE_SIZE = 50;

export type StaffListing = z.infer<typeof StaffPropertyListSchema>['properties'][number];

/**
 * The staff list's filters as its query string names them (also what a bulk action on "all matching" sends):
 * every publication unless one is chosen, and only what is set.
 */
export function staffFilters(query: AdminListQuery): Record<string, string> {
  const filters: Record<string, string> = { publication: query.publication || 'all' };
  for (const key of ['search', 'status', 'propertyType', 'municipality', 'agent'] as const)
    if (query[key] !== '') filters[key] = query[key];
  return filters;
}

export function adminPropertiesUrl(query: AdminListQuery): string {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(ADMIN_PAGE_SIZE),
    ...staffFilters(query),
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
  });
  return `/api/properties?${params}`;
}

/**
 * The staff's view of the listings, with their 30-day figures; the previous page stays on screen while the next
 * loads, and a failure waits for the admin's Reintentar. Null asks for nothing (the deleted listings are shown).
 */
export function useAdminProperties(query: AdminListQuery | null) {
  return useSWR(query && adminPropertiesUrl(query), (url: string) => fetchJson(url, StaffPropertyListSchema), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
}
