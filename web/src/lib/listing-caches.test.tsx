// @vitest-environment happy-dom
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, type Cache } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { afterEach, describe, expect, it } from 'vitest';
import { useForgetListings } from './listing-caches';

// A wait's time-out only stops a hung test: testing-library's 1 s default can run out on a loaded machine.
configure({ asyncUtilTimeout: 30_000 });

afterEach(cleanup);

/** Answers `url#n`, n counting the requests for that address: a new n is a new request. */
function countingServer() {
  const requests = new Map<string, number>();
  const fetcher = async (key: string | readonly unknown[]) => {
    const url = typeof key === 'string' ? key : String(key[0]);
    const n = (requests.get(url) ?? 0) + 1;
    requests.set(url, n);
    return `${url}#${n}`;
  };
  return { fetcher, requests: (url: string) => requests.get(url) ?? 0 };
}

/** The app's views of listings and of something else, over one cache that outlives them (SPEC §9 defaults). */
function views(cache: Cache, fetcher: (key: string | readonly unknown[]) => Promise<string>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, revalidateIfStale: false, revalidateOnFocus: false }}>
      {children}
    </SWRConfig>
  );
  return renderHook(
    () => ({
      catalogue: useSWRInfinite((index) => `/api/properties?page=${index + 1}&limit=12`, fetcher).data,
      listing: useSWR('/api/properties/prop-001', fetcher).data,
      similar: useSWR('/api/properties/prop-002/similar?limit=6', fetcher).data,
      aiSearch: useSWR(['/api/properties/search', 'casa en Cali', ''], fetcher).data,
      user: useSWR('/api/auth/user', fetcher).data,
      forget: useForgetListings(),
    }),
    { wrapper },
  );
}

describe('useForgetListings', () => {
  it('empties every cached answer that shows listings, so views shown again ask anew; others stay', async () => {
    const firstPage = '/api/properties?page=1&limit=12';
    // The catalogue as the server's first render put it in the cache (first-render.ts): the list and its first page.
    const cache: Cache = new Map([
      [`$inf$${firstPage}`, { data: ['drawn by the server'] }],
      [firstPage, { data: 'drawn by the server' }],
    ]);
    const server = countingServer();
    const first = views(cache, server.fetcher);
    await waitFor(() => expect(first.result.current.user).toBeDefined());
    await waitFor(() => expect(first.result.current.similar).toBeDefined());
    expect(first.result.current.catalogue).toEqual(['drawn by the server']);
    first.unmount();

    // Without it the cache answers for ever: the catalogue seen before a change is shown as it was.
    const again = views(cache, server.fetcher);
    expect(again.result.current.catalogue).toEqual(['drawn by the server']);
    await act(() => again.result.current.forget('/api/properties/prop-001'));
    again.unmount();

    const afterChange = views(cache, server.fetcher);
    await waitFor(() => expect(afterChange.result.current.catalogue).toEqual([`${firstPage}#1`]));
    await waitFor(() => expect(afterChange.result.current.similar).toBe('/api/properties/prop-002/similar?limit=6#2'));
    await waitFor(() => expect(afterChange.result.current.aiSearch).toBe('/api/properties/search#2'));
    // The key the write filled with the saved listing, and what shows no listing, are not asked again.
    expect(afterChange.result.current.listing).toBe('/api/properties/prop-001#1');
    expect(server.requests('/api/auth/user')).toBe(1);
  });

  it('makes a view on screen ask again at once', async () => {
    const server = countingServer();
    const { result } = views(new Map(), server.fetcher);
    await waitFor(() => expect(result.current.catalogue).toEqual(['/api/properties?page=1&limit=12#1']));
    await act(() => result.current.forget());
    await waitFor(() => expect(result.current.catalogue).toEqual(['/api/properties?page=1&limit=12#2']));
    await waitFor(() => expect(result.current.listing).toBe('/api/properties/prop-001#2'));
  });
});
