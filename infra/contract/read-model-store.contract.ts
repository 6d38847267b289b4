import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Document, ReadModelStore } from '../ports/read-model-store.js';

export interface ReadModelStoreUnderTest {
  store: ReadModelStore;
  cleanup(): Promise<void>;
}

interface Listing extends Document {
  title: string;
  status: 'sale' | 'rent';
  price?: number | null;
  bedrooms: number;
  characteristicIds: string[];
  propertyType: { id: string };
  createdAt: string;
  location?: { lat: number; lng: number };
}

const listings: Listing[] = [
  {
    id: 'p1',
    title: 'Apartamento en Chapinero',
    status: 'sale',
    price: 450_000_000,
    bedrooms: 3,
    characteristicIds: ['piscina', 'gimnasio'],
    propertyType: { id: 'apartamento' },
    createdAt: '2024-03-01',
    location: { lat: 4.6486, lng: -74.0628 },
  },
  {
    id: 'p2',
    title: 'Casa campestre',
    status: 'sale',
    price: 900_000_000,
    bedrooms: 4,
    characteristicIds: ['piscina', 'chimenea'],
    propertyType: { id: 'casa' },
    createdAt: '2024-01-15',
    location: { lat: 4.8617, lng: -73.9894 },
  },
  {
    id: 'p3',
    title: 'Apartaestudio en El Poblado',
    status: 'rent',
    price: 2_500_000,
    bedrooms: 1,
    characteristicIds: [],
    propertyType: { id: 'apartamento' },
    createdAt: '2024-02-10',
    location: { lat: 6.2086, lng: -75.5696 },
  },
  {
    id: 'p4',
    title: 'Local comercial',
    status: 'rent',
    price: null,
    bedrooms: 0,
    characteristicIds: ['parqueadero'],
    propertyType: { id: 'local' },
    createdAt: '2024-02-10',
  },
  {
    id: 'p5',
    title: 'Lote sin precio',
    status: 'sale',
    bedrooms: 0,
    characteristicIds: [],
    propertyType: { id: 'lote' },
    createdAt: '2024-04-20',
  },
];

/**
 * The ReadModelStore port's contract. Each test gets a fresh store from the factory and works on collections
 * and checkpoint keys with a random suffix, so the suite also runs against a shared production server.
 */
export function readModelStoreContract(name: string, factory: () => Promise<ReadModelStoreUnderTest>): void {
  describe(name, () => {
    let subject: ReadModelStoreUnderTest;
    let store: ReadModelStore;
    let collection: string;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
      collection = uniqueName('listings');
    });
    afterEach(async () => {
      await store.drop(collection, 1);
      await store.drop(collection, 2);
      await subject.cleanup();
    });

    const seed = (docs: readonly Listing[] = listings) =>
      store.withTransaction(async (tx) => {
        const writer = tx.collection<Listing>(collection, 1);
        for (const doc of docs) writer.put(doc);
      });
    const ids = (docs: readonly Document[]) => docs.map((doc) => doc.id);

    describe('documents', () => {
      it('reads back what a transaction put, and null for an unknown id', async () => {
        await seed();
        const reader = store.collection<Listing>(collection, 1);
        expect(await reader.get('p1')).toEqual(listings[0]);
        expect(await reader.get('p5')).toEqual(listings[4]);
        expect(await reader.get('nope')).toBeNull();
      });

      it('replaces a whole document on put (no merge) and deletes by id', async () => {
        await seed();
        await store.withTransaction(async (tx) => {
          const writer = tx.collection<Document>(collection, 1);
          writer.put({ id: 'p1', title: 'Reemplazado' });
          writer.delete('p2');
          writer.delete('does-not-exist');
        });
        const reader = store.collection(collection, 1);
        expect(await reader.get('p1')).toEqual({ id: 'p1', title: 'Reemplazado' });
        expect(await reader.get('p2')).toBeNull();
        expect(await reader.count()).toBe(4);
      });

      it('hands out copies: changing a returned or a put document changes nothing stored', async () => {
        const doc: Listing = structuredClone(listings[0] as Listing);
        await store.withTransaction(async (tx) => {
          tx.collection<Listing>(collection, 1).put(doc);
          doc.title = 'cambiado después de put';
          doc.characteristicIds.push('sauna');
        });
        const reader = store.collection<Listing>(collection, 1);
        const read = (await reader.get('p1')) as Listing;
        read.title = 'cambiado por quien lee';
        read.characteristicIds.push('sauna');
        const [found] = await reader.find({ id: 'p1' });
        (found as Listing).propertyType.id = 'otro';
        expect(await reader.get('p1')).toEqual(listings[0]);
      });

      it('keeps ids and values with any characters', async () => {
        const odd: Document = {
          id: 'ñandú/ü 1?x=ó&"',
          text: 'línea 1\nlínea "2" \\ ☕',
          nested: { deep: [1, { x: null }] },
        };
        await store.withTransaction(async (tx) => tx.collection(collection, 1).put(odd));
        expect(await store.collection(collection, 1).get(odd.id)).toEqual(odd);
      });
    });

    describe('find and count', () => {
      beforeEach(() => seed());

      it('finds by equality, array membership, dotted path and ranges', async () => {
        const reader = store.collection<Listing>(collection, 1);
        expect(ids(await reader.find({ status: 'rent' }))).toEqual(['p3', 'p4']);
        expect(ids(await reader.find({ characteristicIds: 'piscina' }))).toEqual(['p1', 'p2']);
        expect(ids(await reader.find({ 'propertyType.id': 'apartamento' }))).toEqual(['p1', 'p3']);
        expect(ids(await reader.find({ price: { $gte: 2_500_000, $lt: 900_000_000 } }))).toEqual(['p1', 'p3']);
        expect(ids(await reader.find({ bedrooms: { $in: [0, 4] } }))).toEqual(['p2', 'p4', 'p5']);
        expect(ids(await reader.find({ characteristicIds: { $nin: ['piscina', 'parqueadero'] } }))).toEqual([
          'p3',
          'p5',
        ]);
        expect(ids(await reader.find({ status: { $ne: 'sale' } }))).toEqual(['p3', 'p4']);
      });

      it('gives null MongoDB’s meaning and supports $exists, $and and $or', async () => {
        const reader = store.collection<Listing>(collection, 1);
        expect(ids(await reader.find({ price: null }))).toEqual(['p4', 'p5']);
        expect(ids(await reader.find({ price: { $ne: null } }))).toEqual(['p1', 'p2', 'p3']);
        expect(ids(await reader.find({ price: { $exists: false } }))).toEqual(['p5']);
        expect(ids(await reader.find({ price: { $exists: true } }))).toEqual(['p1', 'p2', 'p3', 'p4']);
        expect(ids(await reader.find({ $or: [{ bedrooms: { $gte: 4 } }, { status: 'rent', bedrooms: 0 }] }))).toEqual([
          'p2',
          'p4',
        ]);
        expect(
          ids(await reader.find({ $and: [{ status: 'sale' }, { characteristicIds: 'piscina' }, { bedrooms: 3 }] })),
        ).toEqual(['p1']);
        expect(ids(await reader.find({ price: { $gt: '1' } }))).toEqual([]);
      });

      it('finds the points inside a box, edges included, beside other conditions; a document without one never', async () => {
        const reader = store.collection<Listing>(collection, 1);
        const bogotaSavannah = [-74.2, 4.5, -73.9, 4.9] as const;
        expect(ids(await reader.find({ location: { $within: bogotaSavannah } }))).toEqual(['p1', 'p2']);
        expect(ids(await reader.find({ location: { $within: [-74.0628, 4.6486, -74.0628, 4.6486] } }))).toEqual(['p1']);
        expect(ids(await reader.find({ 'propertyType.id': 'casa', location: { $within: bogotaSavannah } }))).toEqual([
          'p2',
        ]);
        expect(ids(await reader.find({ $or: [{ location: { $within: [-76, 6, -75, 7] } }, { bedrooms: 4 }] }))).toEqual(
          ['p2', 'p3'],
        );
        expect(await reader.count({ location: { $within: [-82, -4.3, -66.8, 13.6] } })).toBe(3);
      });

      it('orders by id without a sort, and by the sort keys with ties broken by id', async () => {
        const reader = store.collection<Listing>(collection, 1);
        expect(ids(await reader.find())).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
        expect(ids(await reader.find({}, { sort: [['createdAt', -1]] }))).toEqual(['p5', 'p1', 'p3', 'p4', 'p2']);
        expect(ids(await reader.find({}, { sort: [['createdAt', 1]] }))).toEqual(['p2', 'p3', 'p4', 'p1', 'p5']);
        expect(
          ids(
            await reader.find(
              {},
              {
                sort: [
                  ['bedrooms', 1],
                  ['createdAt', -1],
                ],
              },
            ),
          ),
        ).toEqual(['p5', 'p4', 'p3', 'p1', 'p2']);
        expect(
          ids(
            await reader.find(
              {},
              {
                sort: [
                  ['status', -1],
                  ['propertyType.id', 1],
                ],
              },
            ),
          ),
        ).toEqual(['p1', 'p2', 'p5', 'p3', 'p4']);
      });

      it('puts documents whose sort value is missing or null last, in both directions', async () => {
        const reader = store.collection<Listing>(collection, 1);
        expect(ids(await reader.find({}, { sort: [['price', 1]] }))).toEqual(['p3', 'p1', 'p2', 'p4', 'p5']);
        expect(ids(await reader.find({}, { sort: [['price', -1]] }))).toEqual(['p2', 'p1', 'p3', 'p4', 'p5']);
      });

      it('pages with skip and limit, and counts independently of paging', async () => {
        const reader = store.collection<Listing>(collection, 1);
        const sort = [['createdAt', -1]] as const;
        expect(ids(await reader.find({}, { sort, skip: 1, limit: 2 }))).toEqual(['p1', 'p3']);
        expect(ids(await reader.find({}, { sort, skip: 4, limit: 2 }))).toEqual(['p2']);
        expect(ids(await reader.find({}, { sort, skip: 9 }))).toEqual([]);
        expect(ids(await reader.find({ status: 'sale' }, { limit: 2 }))).toEqual(['p1', 'p2']);
        expect(await reader.count()).toBe(5);
        expect(await reader.count({ status: 'sale' })).toBe(3);
        expect(await reader.count({ status: 'sold' })).toBe(0);
      });
    });

    describe('transactions', () => {
      it('lets the transaction read its own writes, which nobody else sees before it commits', async () => {
        await seed([listings[0] as Listing]);
        const reader = store.collection<Listing>(collection, 1);
        const seen = await store.withTransaction(async (tx) => {
          const writer = tx.collection<Listing>(collection, 1);
          writer.put({ ...(listings[1] as Listing) });
          writer.put({ ...(listings[0] as Listing), title: 'Editado' });
          writer.delete('p1');
          writer.put({ ...(listings[0] as Listing), title: 'Editado otra vez' });
          writer.put({ ...(listings[2] as Listing) });
          writer.delete('p3');
          const inside = { p1: await writer.get('p1'), p2: await writer.get('p2'), p3: await writer.get('p3') };
          const outside = { p1: await reader.get('p1'), p2: await reader.get('p2'), count: await reader.count() };
          return { inside, outside };
        });
        expect(seen.inside.p1?.title).toBe('Editado otra vez');
        expect(seen.inside.p2?.id).toBe('p2');
        expect(seen.inside.p3).toBeNull();
        expect(seen.outside).toEqual({ p1: listings[0], p2: null, count: 1 });
        expect((await reader.get('p1'))?.title).toBe('Editado otra vez');
        expect(ids(await reader.find())).toEqual(['p1', 'p2']);
      });

      it('writes nothing, documents or checkpoint, when the function rejects, and passes the error on', async () => {
        await seed([listings[0] as Listing]);
        const checkpoint = uniqueName('projection');
        const failure = new Error('el proyector falló');
        await expect(
          store.withTransaction(async (tx) => {
            const writer = tx.collection<Listing>(collection, 1);
            writer.put({ ...(listings[0] as Listing), title: 'No debe quedar' });
            writer.put(listings[1] as Listing);
            writer.delete('p1');
            tx.collection(uniqueName('other'), 1).put({ id: 'x' });
            tx.setCheckpoint(checkpoint, 42n);
            throw failure;
          }),
        ).rejects.toBe(failure);
        const reader = store.collection<Listing>(collection, 1);
        expect(await reader.get('p1')).toEqual(listings[0]);
        expect(await reader.get('p2')).toBeNull();
        expect(await store.checkpoints.get(checkpoint)).toBeNull();
      });

      it('returns what the function returns, and commits several collections and the checkpoint together', async () => {
        const other = uniqueName('master-data');
        const checkpoint = uniqueName('projection');
        const result = await store.withTransaction(async (tx) => {
          tx.collection(collection, 1).put({ id: 'a' });
          tx.collection(other, 3).put({ id: 'b' });
          tx.setCheckpoint(checkpoint, 7n);
          tx.setCheckpoint(checkpoint, 9n);
          return 'hecho';
        });
        expect(result).toBe('hecho');
        expect(await store.collection(collection, 1).get('a')).toEqual({ id: 'a' });
        expect(await store.collection(other, 3).get('b')).toEqual({ id: 'b' });
        expect(await store.checkpoints.get(checkpoint)).toBe(9n);
        await store.drop(other, 3);
      });

      it('commits an empty transaction and a checkpoint-only one', async () => {
        const checkpoint = uniqueName('projection');
        await store.withTransaction(async () => undefined);
        await store.withTransaction(async (tx) => tx.setCheckpoint(checkpoint, 3n));
        expect(await store.checkpoints.get(checkpoint)).toBe(3n);
      });
    });

    describe('checkpoints', () => {
      it('is null before the first commit, keeps positions beyond 2^53 exactly, and can be deleted', async () => {
        const checkpoint = uniqueName('projection');
        expect(await store.checkpoints.get(checkpoint)).toBeNull();
        const big = 2n ** 63n - 1n;
        await store.withTransaction(async (tx) => tx.setCheckpoint(checkpoint, big));
        expect(await store.checkpoints.get(checkpoint)).toBe(big);
        await store.withTransaction(async (tx) => tx.setCheckpoint(checkpoint, 0n));
        expect(await store.checkpoints.get(checkpoint)).toBe(0n);
        await store.checkpoints.delete(checkpoint);
        expect(await store.checkpoints.get(checkpoint)).toBeNull();
        await store.checkpoints.delete(checkpoint);
      });
    });

    describe('versions', () => {
      it('keeps versions of a collection apart, and drop removes only the one named', async () => {
        await seed();
        await store.withTransaction(async (tx) => tx.collection(collection, 2).put({ id: 'p1', title: 'v2' }));
        expect(await store.collection(collection, 2).get('p1')).toEqual({ id: 'p1', title: 'v2' });
        expect(await store.collection(collection, 2).count()).toBe(1);
        expect(await store.collection(collection, 1).count()).toBe(5);

        await store.drop(collection, 1);
        expect(await store.collection(collection, 1).count()).toBe(0);
        expect(await store.collection(collection, 1).get('p1')).toBeNull();
        expect(await store.collection(collection, 2).count()).toBe(1);
        await store.drop(collection, 2);
        await store.drop(collection, 2);
      });

      it('can refill a dropped collection', async () => {
        await seed();
        await store.drop(collection, 1);
        await seed([listings[3] as Listing]);
        expect(ids(await store.collection(collection, 1).find())).toEqual(['p4']);
      });

      it('keeps an active version pointer per read model', async () => {
        const model = uniqueName('properties');
        const other = uniqueName('leads');
        expect(await store.active.get(model)).toBeNull();
        await store.active.set(model, 1);
        await store.active.set(other, 5);
        await store.active.set(model, 2);
        expect(await store.active.get(model)).toBe(2);
        expect(await store.active.get(other)).toBe(5);
      });
    });
  });
}

function uniqueName(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}
