import { create } from 'zustand';
import { searchProperties } from '../api/search-properties';
import type { SortKey } from '../utils/sort-options';
import { INITIAL_STATE, type CatalogueFilters, type CatalogueState, type FilterKey, type ViewLayout } from './filter-state';
import * as transitions from './filter-transitions';

interface CatalogueActions {
  toggleStatus: (status: string) => void;
  setFilter: (key: Exclude<FilterKey, 'status'>, value: string) => void;
  setSort: (sort: SortKey) => void;
  clearAll: () => void;
  setAiMode: (on: boolean) => void;
  setAiText: (text: string) => void;
  runAiSearch: (text: string) => Promise<void>;
  loadFilters: (filters: CatalogueFilters) => void;
  setLayout: (layout: ViewLayout) => void;
  setFavouritesOnly: (on: boolean) => void;
}

/** The catalogue's filters, AI search and view; every change goes through a pure transition. */
export const useCatalogueStore = create<CatalogueState & CatalogueActions>()((set, get) => ({
  ...INITIAL_STATE,
  toggleStatus: (status) => set((state) => transitions.toggleStatus(state, status)),
  setFilter: (key, value) => set((state) => transitions.setFilter(state, key, value)),
  setSort: (sort) => set((state) => transitions.setSort(state, sort)),
  clearAll: () => set(transitions.clearAll),
  setAiMode: (on) => set((state) => transitions.setAiMode(state, on)),
  setAiText: (text) => set((state) => transitions.setAiText(state, text)),
  runAiSearch: async (text) => {
    if (!transitions.canRunAiSearch(get(), text)) return;
    set((state) => transitions.startAiSearch(state, text));
    const answer = await searchProperties(text.trim());
    set((state) => (answer ? transitions.finishAiSearch(state, answer) : transitions.failAiSearch(state)));
  },
  loadFilters: (filters) => set((state) => transitions.loadFilters(state, filters)),
  setLayout: (layout) => set((state) => transitions.setLayout(state, layout)),
  setFavouritesOnly: (on) => set((state) => transitions.setFavouritesOnly(state, on)),
}));
