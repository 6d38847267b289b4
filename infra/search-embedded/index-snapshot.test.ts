import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { Filter, Sort } from '../ports/filter.js';
import type { IndexDocument, IndexSettings, SearchQuery } from '../ports/search-index.js';
import { EmbeddedSearchIndex, type IndexSnapshot } from './embedded-search-index.js';

const SETTINGS: IndexSettings = {
  searchable: ['title', 'neighbourhood', 'characteristicNames', 'description'],
  filterable: ['status', 'municipalityId', 'price', 'area', 'characteristicIds', 'featured', 'neighbourhood'],
  sortable: ['createdAt', 'price', 'area', 'featured'],
  synonyms: [
    ['apartamento', 'apto'],
    ['parqueadero', 'garaje'],
  ],
  vectorDimensions: 4,
};

const TITLES = ['Apartamento moderno', 'Casa campestre', 'Apto con balcón', 'Lote esquinero', 'Oficina amoblada'];
const PLACES = ['Chapinero', 'Usaquén', 'El Poblado', 'Laureles', 'Cabecera'];

function listing(i: number): IndexDocument {
  return {
    id: `p${String(i).padStart(5, '0')}`,
    title: `${TITLES[i % TITLES.length]} ${i}`,
    neighbourhood: PLACES[(i * 3) % PLACES.length],
    characteristicNames: i % 4 === 0 ? ['Piscina', 'Parqueadero'] : ['Gimnasio'],
    characteristicIds: i % 4 === 0 ? ['piscina', 'parqueadero'] : ['gimnasio'],
    description: i % 3 === 0 ? 'Cerca al parque, con garaje cubierto' : 'Iluminado y tranquilo',
    status: ['sale', 'rent', 'sold'][i % 3],
    municipalityId: `m${(i * 7) % 5}`,
    price: ((i * 7919) % 400) * 1_000_000,
    ...(i % 6 === 0 ? {} : { area: 40 + ((i * 13) % 160) }),
    ...(i % 10 === 0 ? {} : { featured: i % 3 === 0 }),
    createdAt: `2025-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`,
    // Some without a vector, one with an infinity (read in full, not by column).
    ...(i % 11 === 0
      ? {}
      : { _vector: i === 7 ? [1, Number.POSITIVE_INFINITY, 0, 0] : [Math.sin(i), i % 3 ? 0 : Math.cos(i), i % 5, 1] }),
  };
}

const filters: (Filter | undefined)[] = [
  undefined,
  { status: 'sale' },
  { status: 'rent', municipalityId: { $in: ['m1', 'm2'] }, price: { $gte: 100_000_000 } },
  { $or: [{ neighbourhood: 'Chapinero' }, { characteristicIds: 'piscina' }] },
  { featured: null },
  { area: { $exists: false } },
  // The relaxed AI search's range: a window around a price, and its two halves.
  { price: { $gt: 150_000_000, $lte: 250_000_000 }, status: { $ne: 'sold' } },
  { area: { $gte: 80 }, characteristicIds: { $nin: ['gimnasio'] } },
];
const sorts: (Sort | undefined)[] = [
  undefined,
  [['createdAt', -1]],
  [
    ['price', 1],
    ['area', -1],
  ],
  [['featured', -1]],
];
const texts = [undefined, 'apartamento', 'apto chapinero', 'garaje', 'campestr', 'ofcina amoblada', 'poblado piscina'];
const vectors = [undefined, [0.3, 0, -0.9, 1], [1, 0, 0, 0]];

function queries(): SearchQuery[] {
  const all: SearchQuery[] = [];
  for (const text of texts)
    for (const filter of filters)
      for (const vector of vectors)
        all.push(
          { text, filter, vector, limit: 15 },
          { text, filter, vector, semanticRatio: 0.8, sort: [['featured', -1]], relevanceWithinSort: true, limit: 10 },
        );
  for (const sort of sorts)
    for (const filter of filters)
      all.push({ filter, sort, offset: 5, limit: 30 }, { filter, sort, attributes: ['price'] });
  return all;
}

async function answers(index: EmbeddedSearchIndex, name: string) {
  return Promise.all(queries().map((query) => index.search(name, query)));
}

/** Through v8's serialisation, as the snapshot file holds it. */
async function restored(from: EmbeddedSearchIndex): Promise<EmbeddedSearchIndex> {
  const copy = new EmbeddedSearchIndex();
  copy.importSnapshot(deserialize(serialize(from.exportSnapshot())) as IndexSnapshot[]);
  return copy;
}

describe('an embedded index restored from its snapshot', () => {
  it('answers, gets and resumes exactly like the index it was taken from, before and after more writes', async () => {
    const original = new EmbeddedSearchIndex();
    await original.ensure('catalogue', SETTINGS);
    await original.upsert(
      'catalogue',
      Array.from({ length: 600 }, (_, i) => listing(i)),
    );
    // Free slots and updated documents, so that the restored index must keep both as they are.
    await original.remove('catalogue', ['p00010', 'p00020', 'p00300', 'p00599']);
    await original.upsert('catalogue', [{ ...listing(5), title: 'Penthouse renovado', price: 999_000_000 }]);
    await original.setCheckpoint('catalogue', 1234n);

    const copy = await restored(original);
    expect(await copy.getCheckpoint('catalogue')).toBe(1234n);
    expect(await answers(copy, 'catalogue')).toEqual(await answers(original, 'catalogue'));
    for (const id of ['p00001', 'p00005', 'p00007', 'p00010', 'p00011', 'p00598'])
      expect(await copy.get('catalogue', id)).toEqual(await original.get('catalogue', id));

    // The same writes on both: new documents take the freed slots, removed words leave the text index.
    for (const index of [original, copy]) {
      await index.upsert('catalogue', [listing(700), listing(701), { ...listing(1), title: 'Bodega industrial' }]);
      await index.remove('catalogue', ['p00002', 'p00004']);
      await index.setCheckpoint('catalogue', 1300n);
    }
    expect(await answers(copy, 'catalogue')).toEqual(await answers(original, 'catalogue'));
    expect((await copy.search('catalogue', { text: 'bodega' })).hits.map((hit) => hit.document.id)).toEqual(['p00001']);
    expect((await copy.search('catalogue', { text: `${TITLES[1]} 1` })).total).toBe(
      (await original.search('catalogue', { text: `${TITLES[1]} 1` })).total,
    );
    // Slots, free slots, postings, vocabulary and vectors: all the same structures, in the same order.
    expect(copy.exportSnapshot()).toEqual(original.exportSnapshot());
  });

  it('is not changed by writes made after it was taken', async () => {
    const index = new EmbeddedSearchIndex();
    await index.ensure('catalogue', SETTINGS);
    await index.upsert('catalogue', [listing(1), listing(2)]);
    await index.setCheckpoint('catalogue', 2n);
    const snapshot = index.exportSnapshot();
    await index.upsert('catalogue', [listing(3), { ...listing(1), title: 'Otra cosa' }]);
    await index.remove('catalogue', ['p00002']);
    const copy = new EmbeddedSearchIndex();
    copy.importSnapshot(snapshot);
    expect((await copy.search('catalogue', {})).hits.map((hit) => hit.document.id)).toEqual(['p00001', 'p00002']);
    expect((await copy.get('catalogue', 'p00001'))?.title).toBe(listing(1).title);
  });

  it('replaces every index it held, or none when a state does not fit its settings', async () => {
    const index = new EmbeddedSearchIndex();
    await index.ensure('old', { searchable: ['title'], filterable: [], sortable: [] });
    const source = new EmbeddedSearchIndex();
    await source.ensure('catalogue', SETTINGS);
    await source.upsert('catalogue', [listing(1)]);
    const [good] = source.exportSnapshot();
    const unfit = { ...good!, settings: { ...SETTINGS, vectorDimensions: undefined } };
    expect(() => index.importSnapshot([good!, unfit])).toThrow(/vectors/);
    expect(index.names()).toEqual(['old']);
    index.importSnapshot([good!]);
    expect(index.names()).toEqual(['catalogue']);
  });
});
