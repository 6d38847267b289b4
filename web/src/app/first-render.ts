import { matchRoutes, type RouteObject } from 'react-router';
import type { Cache, State } from 'swr';
import { INFINITE_PREFIX } from '../lib/listing-caches';

/** The API answers the server's first render of a page showed, by SWR key, for the browser to hydrate with. */
export type FirstRenderData = Record<string, unknown>;

const ELEMENT_ID = 'first-render-data';

/**
 * The answers as a JSON data block after the app's markup: not a script that runs (the CSP allows none inline), read
 * by `readFirstRenderData`. Every `<` is escaped, so no text in a listing (`</script>`, `<!--`) can end the block.
 */
export const firstRenderDataScript = (data: FirstRenderData) =>
  `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The answers the server rendered the page with; null when it sent the app without a first render. */
export function readFirstRenderData(): FirstRenderData | null {
  const element = document.getElementById(ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as FirstRenderData) : null;
}

/**
 * Puts the answers into SWR's cache (as an SWRConfig `provider`, which receives the cache it extends and here returns
 * it), so the first render in the browser reads exactly what the server's did, and nothing is asked for again. Into
 * the one global cache, not a `fallback`: the panel's `mutate` calls, which forget cached lists after a change, work
 * on that cache, and a fallback would keep showing the old answer after they did. An infinite list's first page is
 * sent once, under the list's key, and also goes in as that page's own answer: the next page reuses it.
 */
export const withFirstRenderData =
  (data: FirstRenderData) =>
  (cache: Readonly<Cache>): Cache => {
    const writable = cache as Cache;
    const put = (key: string, answer: unknown) => {
      if (writable.get(key) === undefined) writable.set(key, { data: answer } as State);
    };
    for (const [key, answer] of Object.entries(data)) {
      put(key, answer);
      if (key.startsWith(INFINITE_PREFIX) && Array.isArray(answer)) put(key.slice(INFINITE_PREFIX.length), answer[0]);
    }
    return writable;
  };

/**
 * Loads the code of the lazily loaded pages that `location` opens before the router is made: hydrating with a page
 * whose code is still on its way would draw its loader over the server's markup. The routes take the loaded page
 * in place of their `lazy` (React Router's documented way to hydrate lazy routes).
 */
export async function loadLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
