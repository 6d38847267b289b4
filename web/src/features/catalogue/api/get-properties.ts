import useSWRInfinite from 'swr/infinite';
import type { z } from 'zod';
import { PropertyListSchema, type PropertyDto } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';

export const PAGE_SIZE = 12;

export type Listing = PropertyDto;
type Page = z.infer<typeof PropertyListSchema>;

const fetchPage = (url: string) => fetchJson(url, PropertyListSchema);

/** Infinite catalogue: page 1 replaces, later pages append, `hasMore` from the server (SPEC §4). `null` asks for nothing. */
export function useProperties(filters: Record<string, string | undefined> | null) {
  const query = new URLSearchParams(Object.entries(filters ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const result = useSWRInfinite<Page>(
    (index, previous) => (filters === null || (previous && !previous.pagination.hasMore) ? null : `/api/properties?${new URLSearchParams({ ...Object.fromEntries(query), page: String(index + 1), limit: String(PAGE_SIZE) })}`),
    fetchPage,
    { revalidateFirstPage: false, revalidateOnFocus: false, dedupingInterval: 5 * 60_000 },
  );
  const pages = result.data ?? [];
  const last = pages.at(-1);
  return {
    properties: pages.flatMap((page) => page.properties),
    total: last?.pagination.total ?? 0,
    hasMore: filters !== null && (last ? last.pagination.hasMore : true),
    isLoading: filters !== null && (result.isLoading || (result.size > 0 && pages.length < result.size && !result.error)),
    error: result.error as Error | undefined,
    loadMore: () => result.setSize(result.size + 1),
  };
}
