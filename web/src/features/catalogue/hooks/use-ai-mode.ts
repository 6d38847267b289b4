import { useEffect } from 'react';
import { useAiSearchAvailability } from '../api/get-ai-search-config';
import { useAiSearch } from '../api/search-properties';
import { useCatalogueView } from '../stores/catalogue-view';
import { aiSearchFilters } from '../utils/ai-search-filters';
import { DEFAULT_FILTERS, EMPTY_ADDRESS } from '../utils/filter-state';
import { aiSearchAsTextSearch, canRunAiSearch, setAiMode, startAiSearch } from '../utils/filter-transitions';
import { useCatalogueParams } from './use-catalogue-params';

/** AI mode is on while the address holds an AI search, or once switched on before any search is sent. */
export function useAiMode() {
  const { address, setAddress } = useCatalogueParams();
  const switchedOn = useCatalogueView((state) => state.aiMode);
  const aiMode = switchedOn || address.aiQuery !== '';
  const switchAiMode = (on: boolean) => {
    if (on === aiMode) return;
    useCatalogueView.getState().setAiMode(on);
    setAddress(setAiMode(address, on));
  };
  return { aiMode, setAiMode: switchAiMode };
}

/**
 * Once the address holds the AI search (sent from the box, or opened from a link), it alone says AI mode and the
 * box shows that search: the switch and the draft are spent. So a link back to the bare catalogue (the logo,
 * "Propiedades") leaves AI mode, as Volver al catálogo does. Spent only after the address has changed: spending
 * them as the search is sent would show normal mode for a moment, the address lagging one render behind.
 */
export function useAiSearchTakesOver(aiQuery: string) {
  useEffect(() => {
    if (aiQuery) useCatalogueView.getState().aiSearchInAddress();
  }, [aiQuery]);
}

/** The AI box: its text (the draft, or the search in the address), and sending it. */
export function useAiSearchBox() {
  const { address, setAddress } = useCatalogueParams();
  const draft = useCatalogueView((state) => state.aiDraft);
  const setAiDraft = useCatalogueView((state) => state.setAiDraft);
  const { pending, searchAgain } = useAiSearch(address.aiQuery, aiSearchFilters(address.filters));
  const runAiSearch = (text: string) => {
    if (!canRunAiSearch(text, pending)) return;
    const next = startAiSearch(address, text);
    // The same search again: the address stays as it is, so ask anew and show the search as sent.
    if (next.aiQuery === address.aiQuery) {
      setAiDraft(null);
      searchAgain();
    } else {
      setAddress(next);
    }
  };
  return { text: draft ?? address.aiQuery, setText: setAiDraft, pending, runAiSearch };
}

/** Drops the catalogue's filters from the AI search, which keeps its words (and the list its order). */
export function useClearAiFilters() {
  const { address, setAddress } = useCatalogueParams();
  const { sort, near } = address.filters;
  return () => setAddress({ ...address, filters: { ...DEFAULT_FILTERS, sort, near } });
}

/** Limpiar: every filter back to its default, back from the favourites to the whole catalogue, and out of AI mode. */
export function useClearAll() {
  const { setAddress } = useCatalogueParams();
  return () => {
    useCatalogueView.getState().clearAll();
    setAddress(EMPTY_ADDRESS);
  };
}

/**
 * With AI search switched off, a shared link to an AI search opens the normal catalogue with its words as a text
 * search, and AI mode switched on before it was turned off is left: the visitor would otherwise face a box whose
 * searches are refused, with no toggle to leave it.
 */
export function useAiSearchOffFallback() {
  const available = useAiSearchAvailability();
  const { address, setAddress } = useCatalogueParams();
  const switchedOn = useCatalogueView((state) => state.aiMode);
  useEffect(() => {
    if (available !== false) return;
    if (switchedOn) useCatalogueView.getState().setAiMode(false);
    if (address.aiQuery) setAddress(aiSearchAsTextSearch(address));
  }, [available, switchedOn, address, setAddress]);
}
