import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CollectionReader, Document, ReadModelStore } from '../../infra/ports/read-model-store.js';
import { openDatabase } from '../../infra/sqlite/open-database.js';
import { SqliteReadModelStore } from '../../infra/sqlite/sqlite-read-model-store.js';
import { ReadModels } from './read-models.js';

const items = [
  { id: 'a', name: 'Pasto' },
  { id: 'b', name: 'Tunja' },
];
let inner: SqliteReadModelStore;
beforeEach(() => {
  inner = new SqliteReadModelStore(openDatabase(':memory:'));
});
afterEach(() => inner.close());

const fill = (version: number) =>
  inner.withTransaction(async (tx) => {
    for (const item of items) tx.collection('items', version).put(item);
  });

/** What a rebuild does to the serving copy: fills the next version, promotes it, drops the one before. */
async function rebuildTo(version: number): Promise<void> {
  await fill(version);
  await inner.active.set('items', version);
  if (version > 2) await inner.drop('items', version - 2);
}

/** The store, with version 1's reads replaced (as an adapter could answer them while that version is dropped). */
function withVersionOneReads(reader: (real: CollectionReader) => CollectionReader): ReadModelStore {
  return {
    collection: <T extends Document>(name: string, version: number) =>
      (version === 1
        ? reader(inner.collection(name, version))
        : inner.collection(name, version)) as CollectionReader<T>,
    withTransaction: (fn) => inner.withTransaction(fn),
    checkpoints: inner.checkpoints,
    active: inner.active,
    checkWritable: () => inner.checkWritable(),
    drop: (name, version) => inner.drop(name, version),
    close: () => inner.close(),
  };
}

describe('ReadModels.collection', () => {
  it('answers a reader kept across two swaps from the active version, the one it started with being dropped', async () => {
    await fill(1);
    await inner.active.set('items', 1);
    const reader = await new ReadModels(inner).collection('items');
    await rebuildTo(2);
    await rebuildTo(3);

    expect(await reader.get('a')).toEqual(items[0]);
    expect(await reader.find({}, { sort: [['id', 1]] })).toEqual(items);
    expect(await reader.count()).toBe(2);
  });

  it('reads again when its version was dropped during the read, even if that read answered with part of it', async () => {
    await fill(1);
    await inner.active.set('items', 1);
    // MongoDB can end a query its collection's drop interrupted with the documents found so far (SERVER-2454).
    const store = withVersionOneReads((real) => ({
      ...real,
      find: async (filter, options) => {
        const [first] = await real.find(filter, options);
        await rebuildTo(2);
        await rebuildTo(3);
        return [first as Document];
      },
    }));
    const reader = await new ReadModels(store).collection('items');

    expect(await reader.find({}, { sort: [['id', 1]] })).toEqual(items);
  });

  it('reads again when the read failed because its version was dropped, and gives other failures to the caller', async () => {
    await fill(1);
    await inner.active.set('items', 1);
    const killed = new Error('QueryPlanKilled: collection dropped');
    const store = withVersionOneReads((real) => ({ ...real, get: () => Promise.reject(killed) }));
    const reader = await new ReadModels(store).collection('items');

    await expect(reader.get('a')).rejects.toBe(killed);
    await rebuildTo(2);
    await rebuildTo(3);
    expect(await reader.get('a')).toEqual(items[0]);
  });
});
