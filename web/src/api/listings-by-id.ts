import { useMemo } from 'react';
import useSWR from 'swr';
import { PropertyListSchema, type PropertyDto } from '../lib/api-contract';
import { fetchJson } from '../lib/fetch-json';

/**
 * The listings with these ids, in the order given (the catalogue's `ids` filter answers in its own order). A
 * listing the catalogue no longer has is simply not among them. `undefined` while loading or after a failure.
 */
export function useListingsById(ids: readonly string[]): PropertyDto[] | undefined {
  // Sorted: the same set asked in another order (a listing seen again moves to the front) is the same request.
  const sorted = [...ids].sort().join(',');
  const key =
    ids.length === 0 ? null : `/api/properties?${new URLSearchParams({ ids: sorted, limit: String(ids.length) })}`;
  const { data } = useSWR(key, (url: string) => fetchJson(url, PropertyListSchema), { revalidateOnFocus: false });
  return useMemo(() => {
    if (!data) return undefined;
    const byId = new Map(data.properties.map((listing) => [listing.id, listing]));
    return ids.map((id) => byId.get(id)).filter((listing) => listing !== undefined);
  }, [data, ids]);
}
