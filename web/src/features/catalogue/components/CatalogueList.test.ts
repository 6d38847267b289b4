// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import type { Listing } from '../api/get-properties';
import { CatalogueList } from './CatalogueList';

/** What useProperties answers, set by each test. */
const listing = create(() => ({
  properties: [] as Listing[],
  total: 93,
  hasMore: true,
  isLoading: false,
  error: undefined,
  loadMore: vi.fn(),
  retry: vi.fn(),
}));
vi.mock('../api/get-properties', () => ({ useProperties: () => listing() }));
// The cards are not what these tests look at.
vi.mock('./ListingGrid', () => ({ ListingGrid: () => null }));

const listings = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `prop-${index}` }) as Listing);

/** Stands in for the browser's IntersectionObserver: each test says when the observed element is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  element: Element | null = null;
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.element = element;
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** The live observer reports the sentinel in view, or not. */
function sentinelInView(isIntersecting: boolean) {
  const observer = FakeObserver.all.filter((candidate) => !candidate.disconnected).at(-1)!;
  act(() =>
    observer.callback(
      [{ isIntersecting, target: observer.element } as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    ),
  );
}

function renderList() {
  const router = createMemoryRouter([{ path: '/', element: createElement(CatalogueList) }]);
  render(createElement(MantineProvider, null, createElement(RouterProvider, { router })));
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  listing.setState({ properties: listings(12), loadMore: vi.fn() });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the infinite-scroll sentinel', () => {
  it('asks for the next page when it comes into view, not before', () => {
    renderList();
    const { loadMore } = listing.getState();
    sentinelInView(false);
    expect(loadMore).not.toHaveBeenCalled();
    sentinelInView(true);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('asks again when the page has arrived and the sentinel is still in view', () => {
    renderList();
    sentinelInView(true);
    const loadMore = vi.fn();
    act(() => listing.setState({ properties: listings(24), loadMore }));
    sentinelInView(true);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('does not act on having been in view once the new listings have pushed it down', () => {
    renderList();
    sentinelInView(true);
    const loadMore = vi.fn();
    act(() => listing.setState({ properties: listings(24), loadMore }));
    expect(loadMore).not.toHaveBeenCalled();
    sentinelInView(false);
    expect(loadMore).not.toHaveBeenCalled();
  });
});
