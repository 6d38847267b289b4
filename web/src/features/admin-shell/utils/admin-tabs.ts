import type { Role } from '../../../lib/roles';

/**
 * SPEC §2 administration panel: the six tabs, in order, with their labels. An asesor (issue 25) sees only those
 * marked `asesor`: the listings, and Contacto for its leads; the API refuses them the rest.
 */
export const ADMIN_TABS = [
  { value: 'properties', label: 'Propiedades', asesor: true },
  { value: 'search-management', label: 'Búsquedas', asesor: false },
  { value: 'contact-config', label: 'Contacto', asesor: true },
  { value: 'auth-settings', label: 'Tokens API', asesor: false },
  { value: 'ai-search-config', label: 'IA', asesor: false },
  { value: 'footer-config', label: 'Footer', asesor: false },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** The tabs a panel role sees. */
export const tabsFor = (role: Exclude<Role, 'user'>) => ADMIN_TABS.filter((tab) => role === 'admin' || tab.asesor);

const DEFAULT_TAB: AdminTab = 'properties';
const TAB_PARAM = 'tab';

/** The tab the address names; an unknown or missing one, or one the role does not see, is the first tab. */
export function tabFromSearchParams(params: URLSearchParams, role: Exclude<Role, 'user'> = 'admin'): AdminTab {
  const value = params.get(TAB_PARAM);
  return tabsFor(role).find((tab) => tab.value === value)?.value ?? DEFAULT_TAB;
}

/** The address for a tab, keeping the other parameters (e.g. `edit`); the first tab needs no parameter. */
export function searchParamsForTab(params: URLSearchParams, tab: AdminTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === DEFAULT_TAB) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, tab);
  return next;
}
