import { createContext, useContext } from 'react';

/**
 * The site's public origin as the server names it (PUBLIC_URL, written into every page's canonical link), the
 * browser's own only when the page came without one (the development server). Read once, when the page loads: later
 * navigations rewrite the canonical link on the same origin.
 */
const browserOrigin = (): string => {
  if (typeof document === 'undefined') return '';
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : window.location.origin;
};

/**
 * The origin absolute links are written with. The server's render has no document: entry-server.tsx provides the
 * origin of the address it renders (PUBLIC_URL too), so its markup and the browser's hydration agree.
 */
export const PublicOriginContext = createContext(browserOrigin());

export const usePublicOrigin = () => useContext(PublicOriginContext);
