// @vitest-environment happy-dom
import { act, cleanup, configure, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCatalogueView, INITIAL_VIEW } from '../stores/catalogue-view';
import { renderInRouter, sentQueries, stubSearch } from '../testing';
import { useAiMode, useAiSearchBox, useAiSearchOffFallback, useAiSearchTakesOver, useClearAll } from './use-ai-mode';
import { useCatalogueParams } from './use-catalogue-params';

// A wait's time-out only stops a hung test: testing-library's 1 s default can run out on a loaded machine.
configure({ asyncUtilTimeout: 30_000 });

/** What the catalogue page puts together: the address, AI mode, the AI box and Limpiar. */
function useCatalogue() {
  const params = useCatalogueParams();
  useAiSearchTakesOver(params.aiQuery);
  useAiSearchOffFallback();
  return { ...params, ...useAiMode(), box: useAiSearchBox(), clearAll: useClearAll() };
}

beforeEach(() => {
  useCatalogueView.setState(INITIAL_VIEW);
  // No test may reach the network; a test that needs other answers stubs fetch again.
  stubSearch();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AI mode', () => {
  it('is on while the address holds an AI search, as a shared link opens it, with the search in the box', async () => {
    stubSearch();
    const { result } = renderInRouter(useCatalogue, '/?ia=casa%20en%20Ch%C3%ADa');
    expect(result.current.aiMode).toBe(true);
    expect(result.current.box.text).toBe('casa en Chía');
    await waitFor(() => expect(result.current.box.pending).toBe(false));
  });

  it('while AI search is off, a link to an AI search opens the normal catalogue with its words as a text search', async () => {
    const fetch = stubSearch(undefined, false);
    const { result, router } = renderInRouter(useCatalogue, '/?status=rent&ia=casa%20con%20patio');
    await waitFor(() => expect(router.state.location.search).toBe('?status=rent&search=casa+con+patio'));
    expect(result.current).toMatchObject({ aiMode: false, filters: { search: 'casa con patio' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('switching it on clears the text-search filter and keeps the others, in the address', async () => {
    const { result, router } = renderInRouter(useCatalogue, '/?status=rent&search=chimenea');
    await act(async () => result.current.setAiMode(true));
    expect(result.current.aiMode).toBe(true);
    expect(router.state.location.search).toBe('?status=rent');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends the trimmed text to the address; the box then shows the search sent', async () => {
    const fetch = stubSearch();
    const { result, router } = renderInRouter(useCatalogue, '/?status=rent');
    await act(async () => result.current.setAiMode(true));
    act(() => result.current.box.setText('  casa en Chía  '));
    expect(result.current.box.text).toBe('  casa en Chía  ');
    await act(async () => result.current.box.runAiSearch(result.current.box.text));
    expect(router.state.location.search).toBe('?status=rent&ia=casa+en+Ch%C3%ADa');
    expect(result.current).toMatchObject({ aiMode: true, box: { text: 'casa en Chía' } });
    await waitFor(() => expect(sentQueries(fetch)).toEqual(['casa en Chía']));
  });

  it('refuses to send blank text, or while a search is pending', async () => {
    const fetch = stubSearch(() => new Promise(() => undefined));
    const { result, router } = renderInRouter(useCatalogue, '/');
    await act(async () => result.current.setAiMode(true));
    await act(async () => result.current.box.runAiSearch('   '));
    expect(router.state.location.search).toBe('');
    await act(async () => result.current.box.runAiSearch('casa'));
    await waitFor(() => expect(result.current.box.pending).toBe(true));
    await act(async () => result.current.box.runAiSearch('lote'));
    expect(result.current.aiQuery).toBe('casa');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sending the same search again asks anew and shows it in the box', async () => {
    const fetch = stubSearch();
    const { result } = renderInRouter(useCatalogue, '/?ia=casa');
    await waitFor(() => expect(result.current.box.pending).toBe(false));
    act(() => result.current.box.setText('casa '));
    await act(async () => result.current.box.runAiSearch('casa '));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(result.current.box.text).toBe('casa');
  });

  it('switching it off (Búsqueda Normal, Volver al catálogo) forgets the AI search and the text typed', async () => {
    stubSearch();
    const { result, router } = renderInRouter(useCatalogue, '/?status=rent&ia=casa');
    act(() => result.current.box.setText('casa con patio'));
    await act(async () => result.current.setAiMode(false));
    expect(router.state.location.search).toBe('?status=rent');
    expect(result.current.aiMode).toBe(false);
    await act(async () => result.current.setAiMode(true));
    expect(result.current.box.text).toBe('');
  });

  it('a link back to the bare catalogue (the logo) leaves AI mode once a search was sent', async () => {
    stubSearch();
    const { result, router } = renderInRouter(useCatalogue, '/');
    await act(async () => result.current.setAiMode(true));
    await act(async () => result.current.box.runAiSearch('casa'));
    await act(async () => router.navigate('/'));
    expect(result.current.aiMode).toBe(false);
  });

  it('switched on with nothing sent, it stays on through other changes of the address', async () => {
    const { result, router } = renderInRouter(useCatalogue, '/');
    await act(async () => result.current.setAiMode(true));
    await act(async () => router.navigate('/?status=rent'));
    expect(result.current.aiMode).toBe(true);
  });
});

describe('Limpiar', () => {
  it('resets every filter, leaves the favourites view and keeps the layout', async () => {
    const { result, router } = renderInRouter(
      useCatalogue,
      '/properties?status=rent&propertyType=casa&municipality=cali&price=0-1500000&area=60-100&bedrooms=2&search=patio&sort=price-desc',
    );
    act(() => useCatalogueView.setState({ layout: 'list', favouritesOnly: true }));
    await act(async () => result.current.clearAll());
    expect(router.state.location).toMatchObject({ pathname: '/properties', search: '' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useCatalogueView.getState()).toMatchObject({ ...INITIAL_VIEW, layout: 'list' });
  });

  it('in AI mode also forgets the AI text and search, which ends AI mode', async () => {
    stubSearch();
    const { result, router } = renderInRouter(useCatalogue, '/?status=rent&ia=casa');
    act(() => result.current.box.setText('casa con patio'));
    await act(async () => result.current.clearAll());
    expect(router.state.location.search).toBe('');
    expect(result.current.aiMode).toBe(false);
    expect(useCatalogueView.getState().aiDraft).toBeNull();
  });
});
