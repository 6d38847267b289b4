/** Issue 11 §1: the two sub-tabs of Búsquedas, in order. */
export const SEARCH_SUB_TABS = [
  { value: 'filters', label: 'Filtros de Búsqueda' },
  { value: 'ai-examples', label: 'Ejemplos de AI' },
] as const;

export type SearchSubTab = (typeof SEARCH_SUB_TABS)[number]['value'];

const DEFAULT_SUB_TAB: SearchSubTab = 'filters';
const SUB_TAB_PARAM = 'sub';

const isSubTab = (value: string | null): value is SearchSubTab => SEARCH_SUB_TABS.some((tab) => tab.value === value);

/** The sub-tab the address names (so a reload keeps it); an unknown or missing one is the first. */
export function subTabFromSearchParams(params: URLSearchParams): SearchSubTab {
  const value = params.get(SUB_TAB_PARAM);
  return isSubTab(value) ? value : DEFAULT_SUB_TAB;
}

/** The address for a sub-tab, keeping the other parameters (`tab`); the first sub-tab needs no parameter. */
export function searchParamsForSubTab(params: URLSearchParams, sub: SearchSubTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sub === DEFAULT_SUB_TAB) next.delete(SUB_TAB_PARAM);
  else next.set(SUB_TAB_PARAM, sub);
  return next;
}
