import { useCallback } from 'react';
import { useSWRConfig, type Cache } from 'swr';

/** SWR's cache key for a `useSWRInfinite` list: this prefix, then the key of its first page. */
export const INFINITE_PREFIX = '$inf$';

const LISTINGS = '/api/properties';
/** Where a listing's address makes a neighbourhood appear among the catalogue's options. */
const NEIGHBOURHOODS = '/api/neighbourhoods';

/**
 * Whether a cached answer shows listings: the catalogue's pages, a listing, its similar ones, the recently viewed,
 * the AI search's answers (keyed by `[url, …]`) and the neighbourhoods listings' addresses name.
 */
const showsListings = (key: unknown): boolean => {
  const url = Array.isArray(key) ? key[0] : key;
  return typeof url === 'string' && (url.startsWith(LISTINGS) || url.startsWith(NEIGHBOURHOODS));
};

/**
 * Empties every cached answer that shows listings, but `keep` (the key a write has just filled with the saved listing).
 * SPEC §9's cache never refetches by itself, so an answer left in place would show the listing as it was on every
 * page opened again until a reload. A mounted view asks again at once; any other asks when it is next shown.
 * Plain addresses are found by their cache key: SWR's key filter skips infinite lists, and it matches the key a hook
 * asked with, which the answers the server's first render put in the cache do not carry. Keys made of several parts
 * (an AI search's) are stored under a hash of them, so those are found by the filter.
 */
async function forgetListings(cache: Cache, mutate: ReturnType<typeof useSWRConfig>['mutate'], keep?: string) {
  const addresses = [...cache.keys()].filter(
    (key) => key !== keep && showsListings(key.startsWith(INFINITE_PREFIX) ? key.slice(INFINITE_PREFIX.length) : key),
  );
  const isList = (key: string) => key.startsWith(INFINITE_PREFIX);
  // In this order, each emptied before the next is started: an infinite list asked again reads its pages from the
  // cache, and would show them as they were if they were still there.
  await Promise.all([
    ...addresses.filter((key) => !isList(key)).map((key) => mutate(key, undefined)),
    mutate((key) => Array.isArray(key) && showsListings(key), undefined),
    ...addresses.filter(isList).map((key) => mutate(key, undefined)),
  ]);
}

/** `forgetListings` on the cache of the app: what every write to a listing calls once the server accepted it. */
export function useForgetListings(): (keep?: string) => Promise<void> {
  const { cache, mutate } = useSWRConfig();
  return useCallback((keep?: string) => forgetListings(cache, mutate, keep), [cache, mutate]);
}
