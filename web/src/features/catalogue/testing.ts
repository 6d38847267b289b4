import { render } from '@testing-library/react';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { vi, type Mock } from 'vitest';
import { bareListing } from '../../lib/testing';
import type { AiSearchResult } from './api/search-properties';

/* Test support for the catalogue: an AI answer that understood nothing, a stubbed AI search and a router to run hooks in. */

export const aiAnswer = (query: string): AiSearchResult => ({
  results: [],
  query,
  total: 0,
  offset: 0,
  notices: [],
  relaxed: null,
  priceLevelChip: null,
  interpretation: {
    operation: null,
    statuses: ['sale', 'rent'],
    propertyTypeIds: [],
    relatedTypeIds: [],
    municipalityIds: [],
    neighbourhoods: [],
    unknownPlaces: [],
    near: { municipalityIds: [], neighbourhoods: [] },
    nearbyMunicipalityIds: [],
    nearAreas: [],
    priceLevel: null,
    excluded: { propertyTypeIds: [], municipalityIds: [], neighbourhoods: [] },
    price: null,
    bedrooms: null,
    bathrooms: null,
    parkingSpaces: null,
    area: null,
    floor: null,
    stratum: null,
    antiquity: null,
    isRemodeled: null,
    acceptsExchange: null,
    featured: null,
    characteristics: { include: [], exclude: [] },
    notes: [],
    text: '',
  },
});

/** A listing with nothing but what the schema requires, told apart by its id. */
export const listing = (id: string) => bareListing({ id, slug: `casa-${id}` });

export const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
export const unavailable = () => new Response('', { status: 503, statusText: 'Service Unavailable' });
export const sentQueries = (fetch: Mock) =>
  fetch.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string).query as string);

/**
 * Stubs fetch: AI search is on (unless `enabled` is false), and each AI search is answered as `answer` says; by default, with no listings, for
 * its own text. The mock returned records the searches only.
 */
export function stubSearch(
  answer: (query: string, offset: number) => Promise<Response> | Response = (query) => ok(aiAnswer(query)),
  enabled = true,
) {
  const search = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as { query: string; offset?: number };
    return answer(body.query, body.offset ?? 0);
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) =>
    url === '/api/ai-search-config'
      ? ok({ enabled, description: 'Búsqueda con IA', updatedAt: null })
      : search(url, init),
  );
  return search;
}

/**
 * Runs `hook` in a page of a memory data router opened at `url`, wired as main.tsx wires the app's
 * (flushSync included), with an SWR cache of its own. `result.current` is the hook's latest return value;
 * `router.state` tells where the address is and how it got there.
 */
export function renderInRouter<T>(hook: () => T, url = '/') {
  const result = { current: undefined as T };
  function Page() {
    result.current = hook();
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/', element: createElement(Page) },
      { path: '/properties', element: createElement(Page) },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    createElement(
      SWRConfig,
      { value: { provider: () => new Map() } },
      createElement(RouterProvider, { router, flushSync: (update: () => unknown) => void flushSync(update) }),
    ),
  );
  return { result, router, unmount: view.unmount };
}
