import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueAddress, CatalogueFilters } from '../utils/filter-state';
import {
  addressFromSearchParams,
  catalogueSearchParams,
  viewFromSearchParams,
  type CatalogueView,
} from '../utils/filters-url';

/**
 * The catalogue's filters and AI search, read from the address bar and written back to it: the address is their
 * only home, so a reload, a shared link, Back or the logo's link to "/" shows exactly what it says. Changes replace
 * the history entry, so Back leaves the catalogue instead of stepping through every filter tried.
 */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const address = useMemo(() => addressFromSearchParams(params), [params]);
  const view = viewFromSearchParams(params);

  const write = useCallback(
    (next: CatalogueAddress, nextView: CatalogueView) => {
      const search = catalogueSearchParams(next.filters, next.aiQuery, nextView);
      // A change that leaves the address as it was navigates nowhere, so nothing refetches.
      if (search.toString() === catalogueSearchParams(address.filters, address.aiQuery, view).toString()) return;
      // Rendered at once, not as a transition: a select would otherwise show its old value again for a few
      // frames, and what the device keeps (the favourites view, the AI box) would be painted ahead of the address.
      setParams(search, { replace: true, flushSync: true });
    },
    [address, view, setParams],
  );

  /** New filters or AI search; the view stays (Limpiar clears what is looked for, not how it is looked at). */
  const setAddress = useCallback((next: CatalogueAddress) => write(next, view), [write, view]);
  const setView = useCallback((next: CatalogueView) => write(address, next), [write, address]);

  const updateFilters = useCallback(
    (change: (filters: CatalogueFilters) => CatalogueFilters) =>
      setAddress({ ...address, filters: change(address.filters) }),
    [address, setAddress],
  );

  return { address, filters: address.filters, aiQuery: address.aiQuery, view, setAddress, setView, updateFilters };
}
