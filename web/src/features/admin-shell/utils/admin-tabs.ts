/** SPEC §2 administration panel: the six tabs, in order, with their labels. */
export const ADMIN_TABS = [
  { value: 'properties', label: 'Propiedades' },
  { value: 'search-management', label: 'Búsquedas' },
  { value: 'contact-config', label: 'Contacto' },
  { value: 'auth-settings', label: 'Tokens API' },
  { value: 'ai-search-config', label: 'IA' },
  { value: 'footer-config', label: 'Footer' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

const DEFAULT_TAB: AdminTab = 'properties';
const TAB_PARAM = 'tab';

const isAdminTab = (value: string | null): value is AdminTab => ADMIN_TABS.some((tab) => tab.value === value);

/** The tab the address names; an unknown or missing one is the first tab. */
export function tabFromSearchParams(params: URLSearchParams): AdminTab {
  const value = params.get(TAB_PARAM);
  return isAdminTab(value) ? value : DEFAULT_TAB;
}

/** The address for a tab, keeping the other parameters (e.g. `edit`); the first tab needs no parameter. */
export function searchParamsForTab(params: URLSearchParams, tab: AdminTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === DEFAULT_TAB) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, tab);
  return next;
}
