import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueAddress, CatalogueFilters } from '../utils/filter-state';
import { addressFromSearchParams, catalogueSearchParams } from '../utils/filters-url';

/**
 * The catalogue's filters and AI search, read from the address bar and written back to it: the address is their
 * only home, so a reload, a shared link, Back or the logo's link to "/" shows exactly what it says. Changes replace
 * the history entry, so Back leaves the catalogue instead of stepping through every filter tried.
 */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const address = useMemo(() => addressFromSearchParams(params), [params]);

  const setAddress = useCallback(
    (next: CatalogueAddress) => {
      const search = catalogueSearchParams(next.filters, next.aiQuery);
      // A change that leaves the address as it was navigates nowhere, so nothing refetches.
      if (search.toString() === catalogueSearchParams(address.filters, address.aiQuery).toString()) return;
      // Rendered at once, not as a transition: a select would otherwise show its old value again for a few
      // frames, and what the device keeps (the favourites view, the AI box) would be painted ahead of the address.
      setParams(search, { replace: true, flushSync: true });
    },
    [address, setParams],
  );

  const updateFilters = useCallback(
    (change: (filters: CatalogueFilters) => CatalogueFilters) =>
      setAddress({ ...address, filters: change(address.filters) }),
    [address, setAddress],
  );

  return { address, filters: address.filters, aiQuery: address.aiQuery, setAddress, updateFilters };
}
