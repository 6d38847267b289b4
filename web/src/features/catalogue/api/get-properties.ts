import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { z } from 'zod';
import { PropertyListSchema, type PropertyDto } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';

const PAGE_SIZE = 12;

/** `distanceKm`: how far from the distance sort's point, when the list is sorted by it and the listing has a point. */
export type Listing = PropertyDto & { distanceKm?: number };
type Page = z.infer<typeof PropertyListSchema>;

const fetchPage = (url: string) => fetchJson(url, PropertyListSchema);

/**
 * Infinite catalogue: page 1 replaces, later pages append, `hasMore` from the server (SPEC §4). `null` asks for nothing.
 * SPEC §9: reads are never retried. A failed page is left failed (`error`) until the visitor asks for it again
 * (`retry`); meanwhile `loadMore` does nothing, since asking SWR for one more page re-requests every page it is
 * missing, the failed one first, and a scroll sentinel that stays in view would do that without end.
 */
export function useProperties(filters: Record<string, string | undefined> | null) {
  const query = new URLSearchParams(
    Object.entries(filters ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const result = useSWRInfinite<Page>(
    (index, previous) =>
      filters === null || (previous && !previous.pagination.hasMore)
        ? null
        : `/api/properties?${new URLSearchParams({ ...Object.fromEntries(query), page: String(index + 1), limit: String(PAGE_SIZE) })}`,
    fetchPage,
    { revalidateFirstPage: false, revalidateOnFocus: false, dedupingInterval: 5 * 60_000 },
  );
  const { setSize } = result;
  const pages = result.data ?? [];
  const last = pages.at(-1);
  const failure = filters === null ? undefined : (result.error as Error | undefined);
  // A page asked for and not here yet is loading, unless its request failed and no retry is under way.
  const isLoading =
    filters !== null && (result.isLoading || (pages.length < result.size && (!failure || result.isValidating)));
  const error = isLoading ? undefined : failure;
  const hasMore = filters !== null && (last ? last.pagination.hasMore : true);
  const canLoadMore = hasMore && !isLoading && !error;
  // One page past those that arrived: after a failure SWR's own size is already one ahead.
  const nextSize = pages.length + 1;
  const loadMore = useCallback(() => {
    if (canLoadMore) void setSize(nextSize);
  }, [canLoadMore, nextSize, setSize]);
  // Asks again only for the missing pages; those already shown stay as they are.
  const retry = useCallback(() => void setSize(nextSize), [nextSize, setSize]);
  return {
    properties: pages.flatMap((page) => page.properties),
    total: last?.pagination.total ?? 0,
    hasMore,
    isLoading,
    error,
    loadMore,
    retry,
  };
}
