import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The store persists to localStorage; tests run in Node, so a Map stands in for the browser's storage. */
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
});

const { useFavourites } = await import('./favourites');

const saved = () => JSON.parse(storage.get('favoritos') ?? 'null') as { state: { ids: string[] } } | null;

describe('favourites store', () => {
  beforeEach(() => {
    useFavourites.setState({ ids: [] });
    storage.clear();
  });

  it('adds a property the first time and removes it the second', () => {
    useFavourites.getState().toggle('p1');
    useFavourites.getState().toggle('p2');
    expect(useFavourites.getState().ids).toEqual(['p1', 'p2']);
    useFavourites.getState().toggle('p1');
    expect(useFavourites.getState().ids).toEqual(['p2']);
  });

  it('keeps only the ids in localStorage under "favoritos"', () => {
    useFavourites.getState().toggle('p1');
    expect(saved()?.state).toEqual({ ids: ['p1'] });
  });

  it('restores what an earlier visit saved', async () => {
    storage.set('favoritos', JSON.stringify({ state: { ids: ['p7', 'p9'] }, version: 0 }));
    await useFavourites.persist.rehydrate();
    expect(useFavourites.getState().ids).toEqual(['p7', 'p9']);
    useFavourites.getState().toggle('p7');
    expect(useFavourites.getState().ids).toEqual(['p9']);
  });
});
