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
      filterable: ['status', 'municipalityId', 'price', 'characteristicIds', 'featured'],
      sortable: ['createdAt', 'price', 'featured'],
    });
    let docs = Array.from({ length: 2_000 }, (_, i) => listing(i));
    await index.upsert('catalogue', docs);

    const filters: (Filter | undefined)[] = [
      undefined,
      { status: 'sale' },
      { $and: [{ status: 'sale' }, { municipalityId: 'm3' }] },
      { status: 'rent', municipalityId: { $in: ['m1', 'm2'] }, price: { $gte: 100_000_000 } },
      { $or: [{ municipalityId: 'm5' }, { characteristicIds: 'piscina' }] },
      { $or: [{ municipalityId: 'm5' }, { price: { $lt: 10_000_000 } }] },
      { featured: null },
      { characteristicIds: { $in: ['c1', 'c2'] }, status: { $ne: 'sold' } },
      { municipalityId: 'nowhere' },
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
    docs = [...changed, ...docs.slice(400)];
    await check();
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
