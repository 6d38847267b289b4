import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The store persists to localStorage; tests run in Node, so a Map stands in for the browser's storage. */
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
});

const { MAX_RECENTLY_VIEWED, useRecentlyViewed } = await import('./recently-viewed');

const ids = () => useRecentlyViewed.getState().ids;

describe('recently viewed listings', () => {
  beforeEach(() => {
    useRecentlyViewed.setState({ ids: [] });
    storage.clear();
  });

  it('keeps the newest first, moving a listing seen again to the front without a duplicate', () => {
    for (const id of ['p1', 'p2', 'p3', 'p1']) useRecentlyViewed.getState().record(id);
    expect(ids()).toEqual(['p1', 'p3', 'p2']);
  });

  it(`keeps at most ${MAX_RECENTLY_VIEWED}, forgetting the oldest`, () => {
    for (let n = 1; n <= MAX_RECENTLY_VIEWED + 3; n += 1) useRecentlyViewed.getState().record(`p${n}`);
    expect(ids()).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(ids()[0]).toBe(`p${MAX_RECENTLY_VIEWED + 3}`);
    expect(ids()).not.toContain('p3');
  });

  it('drops listings that no longer exist, keeping the order of the rest', () => {
    for (const id of ['p1', 'p2', 'p3']) useRecentlyViewed.getState().record(id);
    useRecentlyViewed.getState().keepOnly(['p1', 'p3']);
    expect(ids()).toEqual(['p3', 'p1']);
  });

  it('is kept on the device under "vistos-recientemente" and restored on the next visit', async () => {
    useRecentlyViewed.getState().record('p9');
    expect(JSON.parse(storage.get('vistos-recientemente') ?? 'null')).toMatchObject({ state: { ids: ['p9'] } });
    storage.set('vistos-recientemente', JSON.stringify({ state: { ids: ['p7', 'p8'] }, version: 0 }));
    await useRecentlyViewed.persist.rehydrate();
    expect(ids()).toEqual(['p7', 'p8']);
  });
});
