// @vitest-environment happy-dom
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { aiAnswer, listing, ok, sentQueries, stubSearch, unavailable } from '../testing';
import { useAiResultPages, useAiSearch } from './search-properties';

// A wait's time-out only stops a hung test: testing-library's 1 s default can run out on a loaded machine.
configure({ asyncUtilTimeout: 30_000 });

/** Far past any retry, refetch or dedupe interval SWR could time by itself. */
const A_LONG_WHILE_MS = 10 * 60_000;

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { provider: () => new Map() } }, children);

let logged: Mock;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined) as unknown as Mock;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useAiSearch', () => {
  it('asks for nothing without an AI search', async () => {
    const fetch = stubSearch();
    const { result } = renderHook(() => useAiSearch(''), { wrapper });
    await act(async () => undefined);
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ answer: undefined, pending: false });
  });

  it('posts the search to /api/properties/search and returns its answer', async () => {
    const fetch = stubSearch();
    const { result } = renderHook(() => useAiSearch('casa en Chía'), { wrapper });
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current.answer).toEqual(aiAnswer('casa en Chía')));
    expect(result.current.pending).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/properties/search');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' });
    expect(sentQueries(fetch)).toEqual(['casa en Chía']);
  });

  it('a failed search is only logged, once, and never asked again by itself', async () => {
    // Faked before the search starts, so that every timer SWR sets runs on a clock the test moves.
    vi.useFakeTimers();
    const fetch = stubSearch(unavailable);
    const { result } = renderHook(() => useAiSearch('casa'), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(A_LONG_WHILE_MS));
    expect(result.current.pending).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.answer).toBeUndefined();
    expect(logged.mock.calls).toEqual([['Search failed: Service Unavailable']]);
  });

  it('sending the same search again asks anew', async () => {
    const fetch = stubSearch();
    const { result } = renderHook(() => useAiSearch('casa'), { wrapper });
    await waitFor(() => expect(result.current.answer).toBeDefined());
    act(() => result.current.searchAgain());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.pending).toBe(false));
  });

  it('keeps the answer on screen while the next search runs and when it fails, and forgets it once AI mode is left', async () => {
    const held: Array<() => void> = [];
    stubSearch((query) =>
      query === 'casa' ? ok(aiAnswer(query)) : new Promise((resolve) => held.push(() => resolve(unavailable()))),
    );
    const { result, rerender } = renderHook(({ query }) => useAiSearch(query), {
      wrapper,
      initialProps: { query: 'casa' },
    });
    await waitFor(() => expect(result.current.answer?.query).toBe('casa'));

    rerender({ query: 'lote' });
    expect(result.current).toMatchObject({ pending: true, answer: { query: 'casa' } });
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held[0]?.());
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.answer?.query).toBe('casa');

    rerender({ query: '' });
    expect(result.current.answer).toBeUndefined();
    rerender({ query: 'finca' });
    expect(result.current).toMatchObject({ pending: true, answer: undefined });
  });

  it('drops an answer that arrives after AI mode was left', async () => {
    const held: Array<() => void> = [];
    stubSearch((query) => new Promise((resolve) => held.push(() => resolve(ok(aiAnswer(query))))));
    const { result, rerender } = renderHook(({ query }) => useAiSearch(query), {
      wrapper,
      initialProps: { query: 'casa' },
    });
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ query: '' });
    await act(async () => held[0]?.());
    expect(result.current).toMatchObject({ answer: undefined, pending: false });
  });
});

describe('useAiResultPages', () => {
  const page = (offset: number, count: number, total: number) => ({
    ...aiAnswer('apartamento'),
    total,
    offset,
    results: Array.from({ length: count }, (_, index) => listing(`p${offset + index}`)),
  });

  it('reaches every result 24 at a time, only when asked, and a failure waits to be asked again', async () => {
    const first = page(0, 24, 30);
    let fail = true;
    const fetch = stubSearch((_query, offset) => (fail ? unavailable() : ok(page(offset, 6, 30))));
    const { result } = renderHook(() => useAiResultPages(first), { wrapper });
    expect(result.current).toMatchObject({ hasMore: true, loading: false, failed: false });
    expect(result.current.results).toHaveLength(24);
    expect(fetch).not.toHaveBeenCalled();

    vi.useFakeTimers();
    await act(async () => result.current.loadMore());
    expect(result.current).toMatchObject({ hasMore: true, failed: true });
    await act(() => vi.advanceTimersByTimeAsync(A_LONG_WHILE_MS));
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.useRealTimers();

    fail = false;
    await act(async () => result.current.loadMore());
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ body: JSON.stringify({ query: 'apartamento', offset: 24 }) });
    expect(result.current).toMatchObject({ hasMore: false, failed: false, loading: false });
    expect(result.current.results.map((listing) => listing.id)).toEqual(
      Array.from({ length: 30 }, (_, index) => `p${index}`),
    );
  });

  it('starts again from the first page of a new answer', async () => {
    stubSearch((_query, offset) => ok(page(offset, 24, 60)));
    const { result, rerender } = renderHook(({ answer }) => useAiResultPages(answer), {
      wrapper,
      initialProps: { answer: page(0, 24, 60) },
    });
    await act(async () => result.current.loadMore());
    expect(result.current.results).toHaveLength(48);
    rerender({ answer: page(0, 24, 60) });
    expect(result.current.results).toHaveLength(24);
  });
});
