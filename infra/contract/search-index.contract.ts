import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Filter } from '../ports/filter.js';
import type { IndexDocument, IndexSettings, SearchIndex, SearchQuery } from '../ports/search-index.js';

export interface SearchIndexUnderTest {
  index: SearchIndex;
  cleanup(): Promise<void>;
}

interface Listing extends IndexDocument {
  title: string;
  address: string;
  description?: string;
  code: string;
  status: string;
  municipalityId: string;
  price: number;
  bedrooms: number;
  characteristicIds: string[];
  featured?: boolean | null;
  location: { zone: string };
  /** A point, under the name Meilisearch filters points by. */
  _geo?: { lat: number; lng: number };
  createdAt: string;
}

const settings: IndexSettings = {
  searchable: ['title', 'address', 'description'],
  filterable: [
    'code',
    'status',
    'municipalityId',
    'price',
    'bedrooms',
    'characteristicIds',
    'featured',
    'location.zone',
    '_geo',
  ],
  sortable: ['price', 'createdAt', 'bedrooms', '_geo'],
  synonyms: [
    ['apto', 'apartamento'],
    ['arriendo', 'alquiler'],
  ],
  vectorDimensions: 3,
};

const listings: Listing[] = [
  {
    id: 'a1',
    title: 'Apartamento moderno',
    address: 'Calle 60, Chapinero, Bogotá',
    code: 'AP-001',
    status: 'sale',
    municipalityId: 'bogota',
    price: 450_000_000,
    bedrooms: 3,
    characteristicIds: ['piscina', 'gimnasio'],
    featured: true,
    location: { zone: 'norte' },
    _geo: { lat: 4.6486, lng: -74.0628 },
    createdAt: '2024-03-01',
    _vector: [1, 0, 0],
  },
  {
    id: 'a2',
    title: 'Casa campestre con piscina',
    address: 'Vereda El Salitre, La Calera',
    code: 'CA-002',
    status: 'sale',
    municipalityId: 'la-calera',
    price: 900_000_000,
    bedrooms: 4,
    characteristicIds: ['piscina', 'chimenea'],
    featured: false,
    location: { zone: 'rural' },
    _geo: { lat: 4.7208, lng: -73.9689 },
    createdAt: '2024-01-15',
    _vector: [0, 1, 0],
  },
  {
    id: 'a3',
    title: 'Apartaestudio amoblado',
    address: 'Carrera 7, Centro, Medellín',
    code: 'AE-003',
    status: 'rent',
    municipalityId: 'medellin',
    price: 2_500_000,
    bedrooms: 1,
    characteristicIds: [],
    featured: null,
    location: { zone: 'centro' },
    _geo: { lat: 6.2476, lng: -75.5658 },
    createdAt: '2024-02-10',
    _vector: [0, 0, 1],
  },
  {
    id: 'a4',
    title: 'Local comercial en alquiler',
    address: 'Avenida 30, Barranquilla',
    code: 'LC "4"',
    status: 'rent',
    municipalityId: 'barranquilla',
    price: 8_000_000,
    bedrooms: 0,
    characteristicIds: ['parqueadero'],
    location: { zone: 'centro' },
    _geo: { lat: 10.9878, lng: -74.7889 },
    createdAt: '2024-02-10',
    _vector: [1, 1, 0],
  },
  {
    id: 'a5',
    title: 'Apto para estrenar',
    address: 'Carrera 15, Usaquén, Bogotá',
    description: 'Dos habitaciones con baño y vista a la piscina del conjunto',
    code: 'AP-005',
    status: 'sale',
    municipalityId: 'bogota',
    price: 620_000_000,
    bedrooms: 2,
    characteristicIds: ['chimenea'],
    featured: false,
    location: { zone: 'norte' },
    createdAt: '2024-04-20',
    _vector: [0.9, 0.1, 0],
  },
];

/**
 * The SearchIndex port's contract. Each test gets a fresh adapter from the factory and works on indexes with
 * a random suffix, so the suite also runs against a shared production server. The behaviours asked here
 * are the ones both adapters (Orama in process, Meilisearch) must agree on.
 */
export function searchIndexContract(name: string, factory: () => Promise<SearchIndexUnderTest>): void {
  describe(name, () => {
    let subject: SearchIndexUnderTest;
    let index: SearchIndex;
    let catalogue: string;
    const created: string[] = [];
    const newIndex = async (prefix: string, docs: readonly IndexDocument[] = []) => {
      const uid = `${prefix}-${randomUUID().slice(0, 8)}`;
      created.push(uid);
      await index.ensure(uid, settings);
      if (docs.length > 0) await index.upsert(uid, docs);
      return uid;
    };
    beforeEach(async () => {
      subject = await factory();
      index = subject.index;
      catalogue = await newIndex('catalogue', listings);
    });
    afterEach(async () => {
      for (const uid of created.splice(0)) await index.drop(uid);
      await subject.cleanup();
    });

    const ids = async (query: SearchQuery) => (await index.search(catalogue, query)).hits.map((hit) => hit.document.id);
    const filtered = (filter: Filter) => ids({ filter, sort: [['createdAt', 1]], limit: 100 });

    describe('text', () => {
      it('finds words regardless of accents and case', async () => {
        expect(await ids({ text: 'bogota' })).toEqual(expect.arrayContaining(['a1', 'a5']));
        expect(await ids({ text: 'BOGOTÁ' })).toHaveLength(2);
        expect(await ids({ text: 'medellin' })).toEqual(['a3']);
        expect(await ids({ text: 'Usaquen' })).toEqual(['a5']);
      });

      it('forgives a typo in each word, and needs every word to match', async () => {
        expect(await ids({ text: 'apartameto chapinero' })).toEqual(['a1']);
        expect(await ids({ text: 'campestr calera' })).toEqual(['a2']);
        expect(await ids({ text: 'casa chapinero' })).toEqual([]);
      });

      it('matches singular and plural', async () => {
        expect(await ids({ text: 'apartamentos' })).toContain('a1');
        expect(await ids({ text: 'habitacion' })).toEqual(['a5']);
        expect(await ids({ text: 'casas' })).toEqual(['a2']);
      });

      it('applies synonyms both ways', async () => {
        expect(await ids({ text: 'apto' })).toEqual(expect.arrayContaining(['a1', 'a5']));
        expect(await ids({ text: 'apartamento' })).toEqual(expect.arrayContaining(['a1', 'a5']));
        expect(await ids({ text: 'arriendo' })).toEqual(['a4']);
      });

      it('ranks by relevance with a score, best first, when there is no sort', async () => {
        const { hits, total } = await index.search(catalogue, { text: 'piscina' });
        expect(total).toBe(2);
        expect(hits.map((hit) => hit.document.id)).toEqual(['a2', 'a5']);
        expect(hits[0]?.score).toBeGreaterThanOrEqual(hits[1]?.score ?? Number.POSITIVE_INFINITY);
        for (const hit of hits) expect(typeof hit.score).toBe('number');
      });

      it('combines text with filter, sort and paging; total counts text and filter matches', async () => {
        const result = await index.search(catalogue, {
          text: 'bogota',
          filter: { bedrooms: { $gte: 2 } },
          sort: [['price', -1]],
          limit: 1,
        });
        expect(result.total).toBe(2);
        expect(result.hits.map((hit) => hit.document.id)).toEqual(['a5']);
      });

      it('treats missing or blank text as "everything"', async () => {
        expect((await index.search(catalogue, {})).total).toBe(5);
        expect((await index.search(catalogue, { text: '   ' })).total).toBe(5);
      });
    });

    describe('filters', () => {
      it('filters by equality, array membership and dotted paths', async () => {
        expect(await filtered({ status: 'rent' })).toEqual(['a3', 'a4']);
        expect(await filtered({ characteristicIds: 'piscina' })).toEqual(['a2', 'a1']);
        expect(await filtered({ 'location.zone': 'norte' })).toEqual(['a1', 'a5']);
        expect(await filtered({ featured: true })).toEqual(['a1']);
        expect(await filtered({ bedrooms: { $eq: 0 } })).toEqual(['a4']);
        expect(await filtered({ code: 'LC "4"' })).toEqual(['a4']);
      });

      it('filters by ranges, $in, $nin and $ne', async () => {
        expect(await filtered({ price: { $gte: 2_500_000, $lt: 620_000_000 } })).toEqual(['a3', 'a4', 'a1']);
        expect(await filtered({ price: { $gt: 620_000_000 } })).toEqual(['a2']);
        expect(await filtered({ bedrooms: { $lte: 1 } })).toEqual(['a3', 'a4']);
        expect(await filtered({ municipalityId: { $in: ['medellin', 'barranquilla'] } })).toEqual(['a3', 'a4']);
        expect(await filtered({ characteristicIds: { $in: ['chimenea', 'parqueadero'] } })).toEqual(['a2', 'a4', 'a5']);
        expect(await filtered({ municipalityId: { $nin: ['bogota', 'medellin'] } })).toEqual(['a2', 'a4']);
        expect(await filtered({ status: { $ne: 'sale' } })).toEqual(['a3', 'a4']);
      });

      it('gives null MongoDB’s meaning and supports $exists', async () => {
        expect(await filtered({ featured: null })).toEqual(['a3', 'a4']);
        expect(await filtered({ featured: { $ne: null } })).toEqual(['a2', 'a1', 'a5']);
        expect(await filtered({ featured: { $exists: false } })).toEqual(['a4']);
        expect(await filtered({ featured: { $exists: true } })).toEqual(['a2', 'a3', 'a1', 'a5']);
      });

      it('combines with $and and $or', async () => {
        expect(await filtered({ $and: [{ status: 'sale' }, { municipalityId: 'bogota' }] })).toEqual(['a1', 'a5']);
        expect(await filtered({ $or: [{ bedrooms: { $gte: 4 } }, { status: 'rent', bedrooms: 0 }] })).toEqual([
          'a2',
          'a4',
        ]);
        expect(
          await filtered({
            $and: [{ status: 'sale' }, { $or: [{ featured: true }, { characteristicIds: 'chimenea' }] }],
          }),
        ).toEqual(['a2', 'a1', 'a5']);
      });

      it('finds the points inside a box [minLng, minLat, maxLng, maxLat], edges included, never a document without one', async () => {
        // Bogotá and La Calera; a5 (in Bogotá, but with no point) is never inside a box.
        expect(await filtered({ _geo: { $within: [-74.2, 4.5, -73.9, 4.8] } })).toEqual(['a2', 'a1']);
        expect(await filtered({ _geo: { $within: [-74.07, 4.64, -74.06, 4.65] } })).toEqual(['a1']);
        expect(await filtered({ _geo: { $within: [-74.0628, 4.6486, -74.0628, 4.6486] } })).toEqual(['a1']);
        // The whole country, with other filters and text.
        const colombia = { _geo: { $within: [-82, -4.3, -66.8, 13.6] } } as const;
        expect(await filtered(colombia)).toEqual(['a2', 'a3', 'a4', 'a1']);
        expect(await filtered({ $and: [colombia, { status: 'rent' }] })).toEqual(['a3', 'a4']);
        expect(await ids({ text: 'piscina', filter: colombia })).toEqual(['a2']);
        expect(await filtered({ $or: [{ _geo: { $within: [-76, 6, -75, 7] } }, { code: 'AP-005' }] })).toEqual([
          'a3',
          'a5',
        ]);
        // The sea off Cartagena.
        expect(await filtered({ _geo: { $within: [-76, 10, -75.6, 10.5] } })).toEqual([]);
      });

      it('finds the points within km of a point ($around), the edge included, never a document without one', async () => {
        // From Bogotá's seat: a1 (Chapinero) is about 4.8 km away, a2 (La Calera) about 17.6 km, a3 (Medellín) 240 km.
        const bogota = { lat: 4.6097, lng: -74.0817 };
        expect(await filtered({ _geo: { $around: { ...bogota, km: 10 } } })).toEqual(['a1']);
        expect(await filtered({ _geo: { $around: { ...bogota, km: 20 } } })).toEqual(['a2', 'a1']);
        expect(await filtered({ _geo: { $around: { ...bogota, km: 300 } } })).toEqual(['a2', 'a3', 'a1']);
        expect(await filtered({ _geo: { $around: { ...bogota, km: 4 } } })).toEqual([]);
        // A metre around a1's own point.
        expect(await filtered({ _geo: { $around: { lat: 4.6486, lng: -74.0628, km: 0.001 } } })).toEqual(['a1']);
        const nearBogota = { _geo: { $around: { ...bogota, km: 20 } } };
        expect(await filtered({ $and: [nearBogota, { status: 'sale' }] })).toEqual(['a2', 'a1']);
        expect(await ids({ text: 'piscina', filter: nearBogota })).toEqual(['a2']);
        // Near the point, or without a point in Bogotá: how the AI search keeps listings that have none.
        expect(
          await filtered({
            $or: [nearBogota, { $and: [{ _geo: { $exists: false } }, { municipalityId: 'bogota' }] }],
          }),
        ).toEqual(['a2', 'a1', 'a5']);
      });

      it('tells documents with a point from those without ($exists on _geo)', async () => {
        expect(await filtered({ _geo: { $exists: false } })).toEqual(['a5']);
        expect(await filtered({ _geo: { $exists: true } })).toEqual(['a2', 'a3', 'a4', 'a1']);
      });
    });

    describe('sort and paging', () => {
      it('sorts ascending and descending, breaking ties by id', async () => {
        expect(await ids({ sort: [['price', 1]] })).toEqual(['a3', 'a4', 'a1', 'a5', 'a2']);
        expect(await ids({ sort: [['price', -1]] })).toEqual(['a2', 'a5', 'a1', 'a4', 'a3']);
        expect(await ids({ sort: [['createdAt', -1]] })).toEqual(['a5', 'a1', 'a3', 'a4', 'a2']);
        expect(await ids({ sort: [['createdAt', 1]] })).toEqual(['a2', 'a3', 'a4', 'a1', 'a5']);
        expect(
          await ids({
            sort: [
              ['bedrooms', 1],
              ['price', -1],
            ],
          }),
        ).toEqual(['a4', 'a3', 'a5', 'a1', 'a2']);
      });

      it('sorts by distance to a point, nearest first, documents without a point last', async () => {
        const from = (lat: number, lng: number) => [['_geo', { near: { lat, lng } }]] as const;
        // From Bogotá's seat: Chapinero, La Calera, Medellín, Barranquilla; a5 has no point.
        expect(await ids({ sort: from(4.6097, -74.0817) })).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
        // From Barranquilla: Medellín, then La Calera (about 703 km) before Chapinero (about 709 km).
        expect(await ids({ sort: from(10.9878, -74.7889) })).toEqual(['a4', 'a3', 'a2', 'a1', 'a5']);
        expect(await ids({ sort: from(4.6097, -74.0817), filter: { status: 'rent' } })).toEqual(['a3', 'a4']);
        expect(await ids({ sort: from(4.6097, -74.0817), offset: 1, limit: 2 })).toEqual(['a2', 'a3']);
        const page = await index.search(catalogue, { sort: from(4.6097, -74.0817), limit: 2 });
        expect(page.total).toBe(5);
        // Hits are our documents: nothing the engine adds (a distance field) comes back.
        expect(page.hits.map((hit) => Object.keys(hit.document).filter((key) => key.startsWith('_geo')))).toEqual([
          ['_geo'],
          ['_geo'],
        ]);
      });

      it('breaks distance ties by the next key, then by id', async () => {
        const here = { lat: 6.2476, lng: -75.5658 };
        const twins = await newIndex('geo-ties', [
          { id: 'g1', price: 3, _geo: here },
          { id: 'g2', price: 1, _geo: here },
          { id: 'g3', price: 2 },
          { id: 'g4', price: 9, _geo: { lat: 6.3, lng: -75.6 } },
        ]);
        const order = async (sort: SearchQuery['sort']) =>
          (await index.search(twins, { sort })).hits.map((hit) => hit.document.id);
        expect(await order([['_geo', { near: here }]])).toEqual(['g1', 'g2', 'g4', 'g3']);
        expect(
          await order([
            ['_geo', { near: here }],
            ['price', 1],
          ]),
        ).toEqual(['g2', 'g1', 'g4', 'g3']);
      });

      it('puts documents with no value for a sort key (null or missing) last, in both directions', async () => {
        const sparse = await newIndex('sparse', [
          { id: 'n1', price: 5 },
          { id: 'n2', price: null },
          { id: 'n3', price: 1 },
          { id: 'n4' },
        ]);
        const order = async (direction: 1 | -1) =>
          (await index.search(sparse, { sort: [['price', direction]] })).hits.map((hit) => hit.document.id);
        expect(await order(1)).toEqual(['n3', 'n1', 'n2', 'n4']);
        expect(await order(-1)).toEqual(['n1', 'n3', 'n2', 'n4']);
      });

      it('ranks text matches by relevance within each group of a sort when asked, and by id otherwise', async () => {
        const grouped = await newIndex('grouped', [
          { id: 'r1', title: 'Casa con piscina', address: 'Calle 1', bedrooms: 2 },
          { id: 'r2', title: 'Casa', address: 'Calle 2', description: 'Con piscina y jardín', bedrooms: 1 },
          { id: 'r3', title: 'Casa con piscina', address: 'Calle 3', bedrooms: 1 },
          { id: 'r4', title: 'Local comercial', address: 'Calle 4', bedrooms: 1 },
        ]);
        const order = async (relevanceWithinSort: boolean) =>
          (
            await index.search(grouped, { text: 'casa piscina', sort: [['bedrooms', 1]], relevanceWithinSort })
          ).hits.map((hit) => hit.document.id);
        expect(await order(true)).toEqual(['r3', 'r2', 'r1']);
        expect(await order(false)).toEqual(['r2', 'r3', 'r1']);
      });

      it('orders by id without text or sort', async () => {
        expect(await ids({})).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
      });

      it('pages with offset and limit, with the total of all matches', async () => {
        const page = (offset: number, limit: number) =>
          index.search(catalogue, { sort: [['price', 1]], offset, limit });
        const first = await page(0, 2);
        expect(first.hits.map((hit) => hit.document.id)).toEqual(['a3', 'a4']);
        expect(first.total).toBe(5);
        expect((await page(2, 2)).hits.map((hit) => hit.document.id)).toEqual(['a1', 'a5']);
        expect((await page(1, 3)).hits.map((hit) => hit.document.id)).toEqual(['a4', 'a1', 'a5']);
        expect((await page(4, 2)).hits.map((hit) => hit.document.id)).toEqual(['a2']);
        const beyond = await page(10, 2);
        expect(beyond.hits).toEqual([]);
        expect(beyond.total).toBe(5);
        const filteredPage = await index.search(catalogue, {
          filter: { status: 'sale' },
          sort: [['price', 1]],
          offset: 1,
          limit: 1,
        });
        expect(filteredPage.hits.map((hit) => hit.document.id)).toEqual(['a5']);
        expect(filteredPage.total).toBe(3);
      });
    });

    describe('documents', () => {
      it('gets a document by id, vector included, and null for an unknown id', async () => {
        expect(await index.get(catalogue, 'a1')).toEqual(listings[0]);
        expect(await index.get(catalogue, 'nope')).toBeNull();
      });

      it('answers searches without the vectors', async () => {
        const [hit] = (await index.search(catalogue, { text: 'moderno' })).hits;
        const { _vector, ...withoutVector } = listings[0] as Listing;
        expect(hit?.document).toEqual(withoutVector);
      });

      it('answers only the fields asked for, with the id', async () => {
        const { hits } = await index.search(catalogue, {
          filter: { code: { $in: ['AP-001', 'CA-002'] } },
          attributes: ['price', 'location'],
        });
        expect(hits.map((hit) => hit.document)).toEqual(
          listings
            .filter((listing) => listing.id === 'a1' || listing.id === 'a2')
            .map(({ id, price, location }) => ({ id, price, location })),
        );
      });

      it('replaces a whole document on upsert', async () => {
        await index.upsert(catalogue, [{ id: 'a1', title: 'Oficina remodelada', status: 'rent', price: 1 }]);
        expect(await index.get(catalogue, 'a1')).toEqual({
          id: 'a1',
          title: 'Oficina remodelada',
          status: 'rent',
          price: 1,
        });
        expect(await ids({ text: 'chapinero' })).toEqual([]);
        expect(await ids({ text: 'oficina' })).toEqual(['a1']);
        expect(await filtered({ status: 'rent' })).toEqual(['a3', 'a4', 'a1']);
        expect(await filtered({ characteristicIds: 'piscina' })).toEqual(['a2']);
      });

      it('removes documents by id, ignoring unknown ids', async () => {
        await index.remove(catalogue, ['a2', 'a4', 'nope']);
        expect(await index.get(catalogue, 'a2')).toBeNull();
        expect(await ids({})).toEqual(['a1', 'a3', 'a5']);
        expect(await ids({ text: 'campestre' })).toEqual([]);
        expect((await index.search(catalogue, { filter: { status: 'rent' } })).total).toBe(1);
      });

      it('keeps documents when ensure runs again', async () => {
        await index.ensure(catalogue, settings);
        expect((await index.search(catalogue, {})).total).toBe(5);
      });
    });

    describe('hybrid ranking', () => {
      it('puts the nearest vector first when the text matches equally', async () => {
        const twins = await newIndex('twins', [
          { id: 't1', title: 'Casa campestre', address: 'Vereda', _vector: [1, 0, 0] },
          { id: 't2', title: 'Casa campestre', address: 'Vereda', _vector: [0, 1, 0] },
          { id: 't3', title: 'Casa campestre', address: 'Vereda', _vector: [0.7, 0.7, 0] },
        ]);
        const rank = async (vector: number[]) =>
          (await index.search(twins, { text: 'casa campestre', vector })).hits.map((hit) => hit.document.id);
        expect((await rank([0, 1, 0]))[0]).toBe('t2');
        expect((await rank([1, 0, 0]))[0]).toBe('t1');
        expect((await rank([0.6, 0.8, 0]))[0]).toBe('t3');
      });

      it('ranks by vector alone when semanticRatio is 1', async () => {
        const result = await index.search(catalogue, {
          vector: [0, 0, 1],
          semanticRatio: 1,
          filter: { status: 'rent' },
        });
        expect(result.hits[0]?.document.id).toBe('a3');
        expect(result.hits.map((hit) => hit.document.id)).not.toContain('a1');
      });
    });

    describe('indexes', () => {
      it('keeps a checkpoint per index, null until set, exact beyond 2^53', async () => {
        const other = await newIndex('other');
        expect(await index.getCheckpoint(catalogue)).toBeNull();
        await index.setCheckpoint(catalogue, 2n ** 62n + 1n);
        await index.setCheckpoint(other, 5n);
        expect(await index.getCheckpoint(catalogue)).toBe(2n ** 62n + 1n);
        expect(await index.getCheckpoint(other)).toBe(5n);
      });

      it('swaps the contents and checkpoints of two indexes', async () => {
        const next = await newIndex('next', [{ id: 'n1', title: 'Finca cafetera', status: 'sale', price: 1 }]);
        await index.setCheckpoint(catalogue, 10n);
        await index.setCheckpoint(next, 20n);
        await index.swap(catalogue, next);
        expect(await ids({})).toEqual(['n1']);
        expect((await index.search(next, {})).total).toBe(5);
        expect(await index.getCheckpoint(catalogue)).toBe(20n);
        expect(await index.getCheckpoint(next)).toBe(10n);
        expect(await ids({ text: 'cafetera' })).toEqual(['n1']);
      });

      it('drops an index with its checkpoint; a missing index answers nothing', async () => {
        await index.setCheckpoint(catalogue, 3n);
        await index.drop(catalogue);
        expect(await index.search(catalogue, { text: 'casa' })).toEqual({ hits: [], total: 0 });
        expect(await index.get(catalogue, 'a1')).toBeNull();
        expect(await index.getCheckpoint(catalogue)).toBeNull();
        await index.ensure(catalogue, settings);
        expect((await index.search(catalogue, {})).total).toBe(0);
      });
    });
  });
}
