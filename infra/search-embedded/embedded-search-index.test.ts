import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchIndexContract } from '../contract/search-index.contract.js';
import { compareSort } from '../filter/compare-sort.js';
import { compileFilter } from '../filter/compile-filter.js';
import type { Filter, Sort } from '../ports/filter.js';
import type { IndexDocument } from '../ports/search-index.js';
import { EmbeddedSearchIndex } from './embedded-search-index.js';

searchIndexContract('EmbeddedSearchIndex', async () => {
  const index = new EmbeddedSearchIndex();
  return { index, cleanup: () => index.close() };
});

describe('EmbeddedSearchIndex fast paths', () => {
  const statuses = ['sale', 'rent', 'sold'];
  const municipalities = Array.from({ length: 12 }, (_, i) => `m${i}`);

  function listing(i: number): IndexDocument {
    return {
      id: `p${String(i).padStart(5, '0')}`,
      title: `Propiedad ${i}`,
      status: statuses[i % 3],
      municipalityId: municipalities[(i * 7) % 12],
      price: ((i * 7919) % 500) * 1_000_000,
      characteristicIds: i % 4 === 0 ? ['piscina'] : ['parqueadero', `c${i % 5}`],
      createdAt: `2024-01-${String(1 + (i % 28)).padStart(2, '0')}`,
      ...(i % 10 === 0 ? {} : { featured: i % 3 === 0 }),
      // Numbers, null, a missing value, a string and arrays of numbers: what ranges must tell apart.
      ...(i % 7 === 0
        ? {}
        : { floors: i % 11 === 0 ? null : i % 13 === 0 ? 'alto' : i % 5 === 0 ? [i % 4, 9] : i % 6 }),
      // One number at most, or null, or none: a long range is then made from the rest of the column.
      ...(i % 9 === 0 ? {} : { rooms: i % 17 === 0 ? null : i % 6 }),
    };
  }

  /** What any correct index answers: every document through the filter, sorted, sliced. */
  function naive(
    docs: readonly IndexDocument[],
    filter: Filter | undefined,
    sort: Sort,
    offset: number,
    limit: number,
  ) {
    const matching = docs.filter(compileFilter(filter)).sort(compareSort(sort));
    return { ids: matching.slice(offset, offset + limit).map((doc) => doc.id), total: matching.length };
  }

  it('answers posting-list, cached-order and rank-sorted queries exactly like a full scan, across writes', async () => {
    const index = new EmbeddedSearchIndex();
    await index.ensure('catalogue', {
      searchable: ['title'],
      filterable: ['status', 'municipalityId', 'price', 'characteristicIds', 'featured', 'floors', 'rooms'],
      sortable: ['createdAt', 'price', 'featured'],
    });
    let docs = Array.from({ length: 2_000 }, (_, i) => listing(i));
    await index.upsert('catalogue', docs);

    const filters: (Filter | undefined)[] = [
      undefined,
      // Before any asks for one status alone: the union of large lists, from bits made on the way and then kept.
      { status: { $in: ['rent', 'sold'] }, price: { $lt: 250_000_000 } },
      { status: 'sale' },
      { $and: [{ status: 'sale' }, { municipalityId: 'm3' }] },
      { status: 'rent', municipalityId: { $in: ['m1', 'm2'] }, price: { $gte: 100_000_000 } },
      { $or: [{ municipalityId: 'm5' }, { characteristicIds: 'piscina' }] },
      { $or: [{ municipalityId: 'm5' }, { price: { $lt: 10_000_000 } }] },
      { featured: null },
      { price: { $gt: 100_000_000, $lte: 300_000_000 } },
      { floors: { $gte: 3 } },
      { rooms: { $gte: 1 } },
      { rooms: { $lt: 5 }, price: { $gte: 5_000_000 } },
      { rooms: { $gt: 0, $lte: 4 } },
      { floors: { $gt: 2, $lt: 4 } },
      { floors: { $lte: 'b' } },
      { floors: { $ne: 9 } },
      { floors: { $exists: false } },
      { status: { $nin: ['sale', 'rent'] }, characteristicIds: { $nin: ['piscina', 'c1'] } },
      { characteristicIds: { $ne: 'parqueadero' }, price: { $lt: 50_000_000 } },
      { $or: [{ price: { $gte: 490_000_000 } }, { characteristicIds: { $in: [] } }, { featured: { $ne: false } }] },
      { status: 'sale', municipalityId: { $nin: [] }, floors: { $in: [0, 'alto'] } },
      { characteristicIds: { $in: ['c1', 'c2'] }, status: { $ne: 'sold' } },
      { municipalityId: 'nowhere' },
      // Nested conjunctions are one intersection; an empty filter among them narrows nothing.
      { $and: [{ status: 'rent' }, { $and: [{ municipalityId: 'm3' }, { price: { $gte: 0 } }] }] },
      { $and: [{}, { status: 'sale' }, { price: {} }] },
      // A floor below every number: the whole column.
      { price: { $gte: -1, $lt: 600_000_000 } },
    ];
    const sorts: Sort[] = [
      [],
      [['createdAt', -1]],
      [
        ['price', 1],
        ['createdAt', -1],
      ],
      [['featured', -1]],
    ];
    const check = async () => {
      for (const filter of filters) {
        for (const sort of sorts) {
          for (const [offset, limit] of [
            [0, 12],
            [24, 12],
            [0, 5_000],
            [1_990, 20],
          ] as const) {
            const result = await index.search('catalogue', { filter, sort, offset, limit });
            expect({ ids: result.hits.map((hit) => hit.document.id), total: result.total }).toEqual(
              naive(docs, filter, sort, offset, limit),
            );
          }
        }
      }
    };
    await check();

    // Writes must reach the posting lists and drop the cached orders.
    const changed = docs.slice(0, 300).map((doc, i) => ({
      ...doc,
      status: 'sale',
      municipalityId: 'm3',
      createdAt: `2025-02-${String(1 + (i % 28)).padStart(2, '0')}`,
    }));
    await index.upsert('catalogue', changed);
    const removed = docs.slice(300, 400).map((doc) => doc.id);
    await index.remove('catalogue', removed);
    // New documents take the slots the removed ones left.
    const added = Array.from({ length: 150 }, (_, i) => listing(2_000 + i));
    await index.upsert('catalogue', added);
    docs = [...changed, ...docs.slice(400), ...added];
    await check();
  });

  it('ranks by vector exactly as scoring every match by cosine and sorting would, for any page', async () => {
    const index = new EmbeddedSearchIndex();
    await index.ensure('ranked', {
      searchable: ['title'],
      filterable: ['status', 'price'],
      sortable: [],
      vectorDimensions: 4,
    });
    // Some without a vector, some with a zero one, many with zeros where the query has weight.
    const vectorOf = (i: number) =>
      i % 9 === 0
        ? undefined
        : i % 17 === 0
          ? [0, 0, 0, 0]
          : [Math.sin(i), i % 3 === 0 ? 0 : Math.cos(i), (i % 5) / 5, i % 2];
    const docs = Array.from({ length: 1_500 }, (_, i) => {
      const vector = vectorOf(i);
      return {
        id: `r${String(i).padStart(5, '0')}`,
        title: i % 2 === 0 ? 'Casa con vista' : 'Apartamento',
        status: i % 3 === 0 ? 'rent' : 'sale',
        price: (i * 37) % 100,
        ...(vector ? { _vector: vector } : {}),
      };
    });
    await index.upsert('ranked', docs);
    const cosine = (a: readonly number[], b: readonly number[]) => {
      let [dot, normA, normB] = [0, 0, 0];
      for (let i = 0; i < a.length; i++) {
        dot += a[i]! * b[i]!;
        normA += a[i]! * a[i]!;
        normB += b[i]! * b[i]!;
      }
      return normA === 0 || normB === 0 ? 0 : (dot / Math.sqrt(normA * normB) + 1) / 2;
    };
    for (const vector of [
      [0.3, 0, -0.9, 1],
      [0, 0, 0, 0],
      [1, Number.POSITIVE_INFINITY, 0, 0],
    ]) {
      const filters: (Filter | undefined)[] = [undefined, { status: 'sale' }, { price: { $lt: 7 } }];
      for (const filter of filters) {
        const expected = docs
          .filter(compileFilter(filter))
          .map((doc) => ({ id: doc.id, score: doc._vector ? cosine(vector, doc._vector) : 0 }))
          .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
        for (const [offset, limit] of [
          [0, 24],
          [24, 24],
          [1_490, 20],
          [0, 5_000],
        ] as const) {
          const result = await index.search('ranked', { vector, semanticRatio: 1, filter, offset, limit });
          expect(result.total).toBe(expected.length);
          expect(result.hits.map((hit) => ({ id: hit.document.id, score: hit.score }))).toEqual(
            expected.slice(offset, offset + limit),
          );
        }
      }
    }
  });

  it('ranks a one-word search read in score order exactly as scoring every match does, across writes', async () => {
    const index = new EmbeddedSearchIndex();
    await index.ensure('catalogue', {
      searchable: ['title', 'description'],
      filterable: ['status', 'price'],
      sortable: [],
      synonyms: [
        ['apto', 'apartamento'],
        ['garaje', 'parqueadero', 'sitio de parqueo'],
      ],
    });
    const vocabulary = [
      'apartamento',
      'apartamentos',
      'casa',
      'piscina',
      'chimenea',
      'terraza',
      'parqueadero',
      'vista',
    ];
    // Few distinct texts, many documents: whole groups of equal scores, whose ties go by id.
    const listing = (i: number): IndexDocument => ({
      id: `p${String((i * 7919) % 1_000).padStart(4, '0')}-${i}`,
      title: `${vocabulary[i % 8]} ${vocabulary[(i * 3) % 8]}`,
      description: i % 5 === 0 ? `${vocabulary[(i * 5) % 8]} amplia` : 'amplia y luminosa',
      status: i % 3 === 0 ? 'rent' : 'sale',
      price: (i % 40) * 10_000_000,
      code: `c${i}`,
    });
    await index.upsert(
      'catalogue',
      Array.from({ length: 600 }, (_, i) => listing(i)),
    );
    // Two words in as many documents alike: their scores tie across terms, and the merge must take them by id.
    await index.upsert(
      'catalogue',
      Array.from({ length: 40 }, (_, i) => ({
        id: `b${String(39 - i).padStart(3, '0')}`,
        title: i % 2 === 0 ? 'balcon' : 'balcones',
        description: 'amplia',
        status: 'sale',
        price: i * 1_000_000,
      })),
    );
    // `code` has no posting list: a filter on it is tested document by document, so the search scores every match.
    const scoringEverything = (filter: Filter | undefined): Filter => ({
      $and: [...(filter ? [filter] : []), { code: { $ne: 'none' } }],
    });
    const word = fc.constantFrom(
      'apartamento',
      'apartameto',
      'apar',
      'apto',
      'casas',
      'piscna',
      'garaje',
      'vsta',
      'balc',
      'x',
    );
    const filter = fc.constantFrom<Filter | undefined>(
      undefined,
      { status: 'sale' },
      { $and: [{ status: 'rent' }, { price: { $gte: 100_000_000 } }] },
      { price: { $lt: 20_000_000 } },
    );
    const check = () =>
      fc.assert(
        fc.asyncProperty(word, filter, fc.nat(300), fc.integer({ min: 1, max: 40 }), async (text, f, offset, limit) => {
          const read = await index.search('catalogue', { text, filter: f, offset, limit });
          const scored = await index.search('catalogue', { text, filter: scoringEverything(f), offset, limit });
          expect(read.total).toBe(scored.total);
          expect(read.hits.map((hit) => [hit.document.id, hit.score])).toEqual(
            scored.hits.map((hit) => [hit.document.id, hit.score]),
          );
        }),
        { numRuns: 150 },
      );
    await check();
    // A write changes every score (the documents' count and lengths are in them).
    await index.upsert(
      'catalogue',
      Array.from({ length: 100 }, (_, i) => ({ ...listing(i), title: 'casa' })),
    );
    await index.remove('catalogue', [listing(7).id, listing(8).id]);
    await check();
  });

  it('hands out copies: changing what a search or get returned changes nothing inside', async () => {
    const index = new EmbeddedSearchIndex();
    await index.ensure('c', { searchable: ['title'], filterable: ['tags'], sortable: [], vectorDimensions: 2 });
    const odd = '{"id":"b","title":"Lote","__proto__":{"tags":["z"]},"1":[{"a":null}]}';
    await index.upsert('c', [
      { id: 'a', title: 'Casa', tags: ['x'], location: { zone: 'norte' }, _vector: [1, 0] },
      JSON.parse(odd) as IndexDocument,
    ]);
    const [hit] = (await index.search('c', { filter: { tags: 'x' } })).hits;
    (hit!.document.tags as string[]).push('y');
    (hit!.document.location as { zone: string }).zone = 'sur';
    const [picked] = (await index.search('c', { text: 'casa', attributes: ['location'] })).hits;
    expect(picked!.document).toEqual({ id: 'a', location: { zone: 'norte' } });
    (picked!.document.location as { zone: string }).zone = 'este';
    const got = await index.get('c', 'a');
    got!._vector![0] = 5;
    expect(await index.get('c', 'a')).toEqual({
      id: 'a',
      title: 'Casa',
      tags: ['x'],
      location: { zone: 'norte' },
      _vector: [1, 0],
    });
    expect((await index.search('c', { filter: { tags: 'y' } })).total).toBe(0);
    // A field named like the prototype stays a field.
    expect(JSON.stringify((await index.search('c', { text: 'lote' })).hits[0]!.document)).toBe(
      JSON.stringify(JSON.parse(odd)),
    );
  });

  it('keeps the attributes a search asks for per document, and a write to a document replaces them', async () => {
    const index = new EmbeddedSearchIndex();
    await index.ensure('c', { searchable: [], filterable: ['kind'], sortable: ['n'] });
    await index.upsert('c', [
      { id: 'a', kind: 'x', n: 1, json: '{"a":1}' },
      { id: 'b', kind: 'x', n: 2, json: '{"b":1}' },
    ]);
    const picked = async () =>
      (
        await index.search('c', {
          filter: { kind: 'x' },
          sort: [['n', 1]],
          attributes: ['json', 'kind'],
        })
      ).hits.map((hit) => hit.document);
    const [first] = await picked();
    first!.json = 'changed';
    expect(await picked()).toEqual([
      { id: 'a', json: '{"a":1}', kind: 'x' },
      { id: 'b', json: '{"b":1}', kind: 'x' },
    ]);
    // The second time they come from what was kept: still copies.
    const [kept] = await picked();
    kept!.json = 'changed';
    expect((await picked())[0]).toEqual({ id: 'a', json: '{"a":1}', kind: 'x' });
    await index.upsert('c', [{ id: 'a', kind: 'x', n: 1, json: '{"a":2}' }]);
    await index.remove('c', ['b']);
    // The freed slot goes to the next new document, which must not show b's fields.
    await index.upsert('c', [{ id: 'c', kind: 'x', n: 3 }]);
    expect(await picked()).toEqual([
      { id: 'a', json: '{"a":2}', kind: 'x' },
      { id: 'c', kind: 'x' },
    ]);
  });

  it('rebuilds its structures when ensure brings new settings, keeping documents and checkpoint', async () => {
    const index = new EmbeddedSearchIndex();
    await index.ensure('catalogue', { searchable: ['title'], filterable: ['status'], sortable: [] });
    await index.upsert('catalogue', [{ id: 'a', title: 'Casa', status: 'sale', zone: 'norte' }]);
    await index.setCheckpoint('catalogue', 4n);
    await index.ensure('catalogue', { searchable: ['title', 'zone'], filterable: ['status', 'zone'], sortable: [] });
    expect((await index.search('catalogue', { text: 'norte', filter: { zone: 'norte' } })).total).toBe(1);
    expect(await index.getCheckpoint('catalogue')).toBe(4n);
  });

  it('refuses writes to an index that was never ensured, and vectors of the wrong size', async () => {
    const index = new EmbeddedSearchIndex();
    await expect(index.upsert('nowhere', [{ id: 'a' }])).rejects.toThrow(/ensure/);
    await index.ensure('v', { searchable: [], filterable: [], sortable: [], vectorDimensions: 2 });
    await expect(index.upsert('v', [{ id: 'a', _vector: [1, 2, 3] }])).rejects.toThrow(/dimensions/);
  });
});
