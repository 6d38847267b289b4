import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCatalogueStore } from '../stores/catalogue-store';
import { filtersFromSearchParams, searchParamsFromFilters } from '../utils/filters-url';

/**
 * Keeps the filters and the address bar's query string in step: the address wins when it changes (load,
 * reload, back/forward, the logo's link to "/"), the store wins when a filter changes. Filter changes replace
 * the history entry, so Back leaves the catalogue instead of stepping through every filter tried.
 */
export function useFiltersInUrl() {
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const fromAddress = filtersFromSearchParams(new URLSearchParams(search));
    const { filters, loadFilters } = useCatalogueStore.getState();
    if (searchParamsFromFilters(filters).toString() !== searchParamsFromFilters(fromAddress).toString()) loadFilters(fromAddress);
  }, [search]);

  useEffect(
    () =>
      useCatalogueStore.subscribe((state, previous) => {
        if (state.filters === previous.filters) return;
        const next = searchParamsFromFilters(state.filters).toString();
        if (next !== window.location.search.replace(/^\?/, '')) navigate({ search: next ? `?${next}` : '' }, { replace: true });
      }),
    [navigate],
  );
}
