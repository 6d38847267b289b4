import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '../../infra/memory/in-memory-event-store.js';
import type { NewEvent, Position, ReadAllOptions, RecordedEvent } from '../../infra/ports/event-store.js';
import { EmbeddedSearchIndex } from '../../infra/search-embedded/embedded-search-index.js';
import { openDatabase } from '../../infra/sqlite/open-database.js';
import { SqliteReadModelStore } from '../../infra/sqlite/sqlite-read-model-store.js';
import type { DocumentProjection, ProjectedDocument, ProjectionTarget } from './projection.js';
import { CHECKPOINT_AFTER_UNHANDLED, ProjectionWorker } from './projection-worker.js';
import { readModelTarget } from './read-model-target.js';
import { searchIndexTarget } from './search-index-target.js';

const metadata = { actor: 'test', correlationId: 'test', occurredAt: '2026-11-22T12:00:00.000Z', schemaVersion: 1 };
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

interface MunicipalityDocument extends ProjectedDocument {
  name: string;
  agency: string;
}

/** Master data, as rare in the log as a municipality; its documents carry the agency's name from a lookup. */
const municipalities: DocumentProjection<MunicipalityDocument, string> = {
  name: 'municipalities',
  canHandle: ['MasterDataItemAdded'],
  lookup: { types: ['AgencyRenamed'], initial: () => '', fold: (_name, event) => String(event.data.name) },
  documentId: (event) => String(event.data.id),
  evolve: (_doc, event, agency) => ({ id: String(event.data.id), name: String(event.data.name), agency }),
};

const municipality = (id: string): NewEvent => ({ type: 'MasterDataItemAdded', data: { id, name: id }, metadata });
const renamed = (name: string): NewEvent => ({ type: 'AgencyRenamed', data: { name }, metadata });
/** The events the projection does not handle: page views, by far the most of the log. */
const views = (count: number): NewEvent[] =>
  Array.from({ length: count }, () => ({ type: 'PropertyViewed', data: { propertyId: 'p1' }, metadata }));

/** Remembers where each catch-up read began, to tell what a worker read again, and counts every read. */
class WatchedStore extends InMemoryEventStore {
  readonly readsAfter: Position[] = [];
  reads = 0;

  override readAll(options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    this.reads++;
    if (options.limit !== undefined) this.readsAfter.push(options.after ?? -1n);
    return super.readAll(options);
  }
}

/** The two kinds of target, each with a way to list the documents it holds. */
const targets = {
  'read model': () => {
    const store = new SqliteReadModelStore(openDatabase(':memory:'));
    closers.push(() => store.close());
    return {
      target: readModelTarget(store, municipalities.name, 1),
      documents: () => store.collection(municipalities.name, 1).find({}, { sort: [['id', 1]] }),
    };
  },
  'search index': () => {
    const index = new EmbeddedSearchIndex();
    closers.push(() => index.close());
    const settings = { searchable: ['name'], filterable: [], sortable: ['id'] };
    return {
      target: searchIndexTarget(index, municipalities.name, settings),
      documents: async () =>
        (await index.search(municipalities.name, { sort: [['id', 1]], limit: 100 })).hits.map((hit) => hit.document),
    };
  },
} satisfies Record<string, () => { target: ProjectionTarget; documents: () => Promise<unknown[]> }>;

/** A log holding the agency's name and one municipality, and a worker that has projected both. */
async function givenCaughtUp(target: ProjectionTarget) {
  const store = new WatchedStore();
  await store.append('agency', [renamed('Inmobiliaria Andina')], { expected: 'no_stream' });
  await store.append('municipality-pasto', [municipality('pasto')], { expected: 'no_stream' });
  const worker = new ProjectionWorker(municipalities, target, store);
  await worker.catchUp(await store.headPosition());
  return { store, worker, handled: await store.headPosition() };
}

async function whenViewed(store: InMemoryEventStore, worker: ProjectionWorker, count: number) {
  await store.append('views', views(count), { expected: 'any' });
  const head = await store.headPosition();
  await worker.catchUp(head);
  return head;
}

describe('a projection whose events are rare in the log', () => {
  it.each(Object.keys(targets) as Array<keyof typeof targets>)(
    'stores the head as its checkpoint once CHECKPOINT_AFTER_UNHANDLED events it does not handle follow its last one (%s)',
    async (kind) => {
      const { target, documents } = targets[kind]();
      const { store, worker, handled } = await givenCaughtUp(target);
      const before = await documents();
      expect(before).toMatchObject([{ id: 'pasto', agency: 'Inmobiliaria Andina' }]);

      const head = await whenViewed(store, worker, Number(CHECKPOINT_AFTER_UNHANDLED));

      expect(head - handled).toBe(CHECKPOINT_AFTER_UNHANDLED);
      expect(await target.checkpoint()).toBe(head);
      expect(await documents()).toEqual(before);
      expect(worker.isSynced(head)).toBe(true);
    },
  );

  it.each(Object.keys(targets) as Array<keyof typeof targets>)(
    'keeps the checkpoint at its last event while fewer than that follow it, writing nothing (%s)',
    async (kind) => {
      const { target: inner } = targets[kind]();
      const written: Position[] = [];
      const target: ProjectionTarget = {
        ...inner,
        applyBatch: (position, fold) => {
          written.push(position);
          return inner.applyBatch(position, fold);
        },
      };
      const { store, worker, handled } = await givenCaughtUp(target);
      written.length = 0;

      const head = await whenViewed(store, worker, Number(CHECKPOINT_AFTER_UNHANDLED) - 1);

      expect(worker.progress).toBe(head);
      expect(written).toEqual([]);
      expect(await target.checkpoint()).toBe(handled);
      expect(worker.isSynced(handled)).toBe(true);
    },
  );

  it('started again on the same target, reads nothing before the stored head and still knows its lookup', async () => {
    const { target, documents } = targets['read model']();
    const { store, worker } = await givenCaughtUp(target);
    const stored = await whenViewed(store, worker, Number(CHECKPOINT_AFTER_UNHANDLED));

    const restarted = new ProjectionWorker(municipalities, target, store);
    store.readsAfter.length = 0;
    await store.append('municipality-ipiales', [municipality('ipiales')], { expected: 'no_stream' });
    await restarted.catchUp(await store.headPosition());

    expect(store.readsAfter).toEqual([stored]);
    expect(await documents()).toMatchObject([
      { id: 'ipiales', agency: 'Inmobiliaria Andina' },
      { id: 'pasto', agency: 'Inmobiliaria Andina' },
    ]);
  });

  it('started again with nothing new to project, reads no event, its lookup’s neither, until a batch needs them', async () => {
    const { target, documents } = targets['read model']();
    const { store } = await givenCaughtUp(target);

    const restarted = new ProjectionWorker(municipalities, target, store);
    store.reads = 0;
    await restarted.catchUp(await store.headPosition());
    expect(store.reads).toBe(0);

    await store.append('municipality-ipiales', [municipality('ipiales')], { expected: 'no_stream' });
    await restarted.catchUp(await store.headPosition());
    expect(await documents()).toMatchObject([
      { id: 'ipiales', agency: 'Inmobiliaria Andina' },
      { id: 'pasto', agency: 'Inmobiliaria Andina' },
    ]);
  });
});
