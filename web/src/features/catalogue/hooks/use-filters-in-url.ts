import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCatalogueStore } from '../stores/catalogue-store';
import { aiQueryFromSearchParams, catalogueSearchParams, filtersFromSearchParams, searchParamsFromFilters } from '../utils/filters-url';

/**
 * Keeps the filters, the AI search and the address bar's query string in step: the address wins when it
 * changes (load, reload, back/forward, the logo's link to "/"), the store wins when a filter or an AI search
 * changes. Those changes replace the history entry, so Back leaves the catalogue instead of stepping through
 * every filter tried.
 */
export function useFiltersInUrl() {
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const fromAddress = filtersFromSearchParams(params);
    const aiQuery = aiQueryFromSearchParams(params);
    const state = useCatalogueStore.getState();
    if (searchParamsFromFilters(state.filters).toString() !== searchParamsFromFilters(fromAddress).toString()) state.loadFilters(fromAddress);
    if (aiQuery && aiQuery !== state.ai.query) void state.runAiSearch(aiQuery);
    else if (!aiQuery && state.ai.query) state.setAiMode(false);
  }, [search]);

  useEffect(
    () =>
      useCatalogueStore.subscribe((state, previous) => {
        if (state.filters === previous.filters && state.ai.query === previous.ai.query) return;
        const next = catalogueSearchParams(state.filters, state.ai.query).toString();
        if (next !== window.location.search.replace(/^\?/, '')) navigate({ search: next ? `?${next}` : '' }, { replace: true });
      }),
    [navigate],
  );
}
