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
 * The infinite catalogue's own entry is emptied by its key: SWR's key filter never matches infinite lists.
 */
async function forgetListings(cache: Cache, mutate: ReturnType<typeof useSWRConfig>['mutate'], keep?: string) {
  const infiniteLists = [...cache.keys()].filter(
    (key) => key.startsWith(INFINITE_PREFIX) && showsListings(key.slice(INFINITE_PREFIX.length)),
  );
  await Promise.all([
    mutate((key) => showsListings(key) && key !== keep, undefined),
    ...infiniteLists.map((key) => mutate(key, undefined)),
  ]);
}

/** `forgetListings` on the cache of the app: what every write to a listing calls once the server accepted it. */
export function useForgetListings(): (keep?: string) => Promise<void> {
  const { cache, mutate } = useSWRConfig();
  return useCallback((keep?: string) => forgetListings(cache, mutate, keep), [cache, mutate]);
}
