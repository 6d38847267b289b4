import useSWR from 'swr';
import { PropertyListSchema } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';

/** An agency has hundreds of listings: the admin list pages through them 50 at a time, never cutting silently. */
export const ADMIN_PAGE_SIZE = 50;

export interface AdminListQuery {
  search: string;
  status: string;
  page: number;
}

export function adminPropertiesUrl({ search, status, page }: AdminListQuery): string {
  // The staff's view: drafts, paused and scheduled listings too, never cached for visitors.
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_PAGE_SIZE), publication: 'all' });
  if (search.trim() !== '') params.set('search', search.trim());
  if (status !== '') params.set('status', status);
  return `/api/properties?${params}`;
}

/**
 * Every listing, whatever its status, newest first; the previous page stays on screen while the next loads.
 * Null asks for nothing (the deleted listings are shown instead).
 */
export function useAdminProperties(query: AdminListQuery | null) {
  return useSWR(query && adminPropertiesUrl(query), (url: string) => fetchJson(url, PropertyListSchema), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
}
