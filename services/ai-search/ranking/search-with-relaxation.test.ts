import { describe, expect, it } from 'vitest';
import { EmbeddedSearchIndex } from '../../../infra/search-embedded/embedded-search-index.js';
import type { IndexDocument } from '../../../infra/ports/search-index.js';
import type { Constraint } from './constraints.js';
import { searchWithRelaxation } from './search-with-relaxation.js';

const INDEX = 'listings';

/** Listings with an area (or none) and a type; ids say which. */
async function indexOf(listings: ReadonlyArray<{ id: string; area: number | null; type: string }>) {
  const index = new EmbeddedSearchIndex();
  await index.ensure(INDEX, { searchable: ['id'], filterable: ['area', 'type', 'id'], sortable: ['area'] });
  await index.upsert(INDEX, listings as readonly IndexDocument[]);
  return index;
}

const areaBetween = (min: number, max: number): Constraint => ({
  filter: { area: { $gte: min, $lte: max } },
  label: `el área entre ${min} y ${max} m²`,
  nearest: { field: 'area', range: { min, max } },
});
const ofType = (type: string): Constraint => ({ filter: { type }, label: `el tipo ${type}` });

describe('searchWithRelaxation around a dropped range', () => {
  it('reads every match, closest to the range first, those without the value last, page after page', async () => {
    const listings = [
      ...Array.from({ length: 1_500 }, (_, i) => ({ id: `far-${i}`, area: 1_000 + i, type: 'casa' })),
      { id: 'above-5', area: 105, type: 'casa' },
      { id: 'below-3', area: 57, type: 'casa' },
      { id: 'above-20', area: 120, type: 'casa' },
      { id: 'below-10', area: 50, type: 'casa' },
      { id: 'none', area: null, type: 'casa' },
      { id: 'other-type', area: 80, type: 'lote' },
    ];
    const index = await indexOf(listings);
    // Nothing has the area and the type together: the area goes (most important first, so it was pushed last).
    const search = (offset: number, limit: number) =>
      searchWithRelaxation(index, INDEX, {
        text: '',
        vector: null,
        fixed: [{ type: 'casa' }],
        relaxable: [areaBetween(60, 100)],
        offset,
        limit,
      });
    const first = await search(0, 4);
    expect(first.dropped).toEqual(['el área entre 60 y 100 m²']);
    expect(first.result.total).toBe(1_505);
    expect(first.result.hits.map((hit) => hit.document.id)).toEqual(['below-3', 'above-5', 'below-10', 'above-20']);
    const next = await search(4, 2);
    expect(next.result.hits.map((hit) => hit.document.id)).toEqual(['far-0', 'far-1']);
    const last = await search(1_503, 4);
    expect(last.result.hits.map((hit) => hit.document.id)).toEqual(['far-1499', 'none']);
    // Whole listings, or the fields asked for.
    expect(first.result.hits[0]!.document).toEqual({ id: 'below-3', area: 57, type: 'casa' });
  });

  it('puts listings inside the range first when a later constraint had to go too', async () => {
    const index = await indexOf([
      { id: 'inside-lote', area: 80, type: 'lote' },
      { id: 'inside-lote-small', area: 70, type: 'lote' },
      { id: 'near-lote', area: 101, type: 'lote' },
      { id: 'far-lote', area: 59, type: 'lote' },
    ]);
    const { result, dropped } = await searchWithRelaxation(index, INDEX, {
      text: '',
      vector: null,
      fixed: [],
      // No casa at all: the area goes first, then the type, and lotes inside the range now match.
      relaxable: [ofType('casa'), areaBetween(60, 100)],
      limit: 10,
      attributes: ['area'],
    });
    expect(dropped).toEqual(['el área entre 60 y 100 m²', 'el tipo casa']);
    expect(result.hits.map((hit) => hit.document)).toEqual([
      { id: 'inside-lote-small', area: 70 },
      { id: 'inside-lote', area: 80 },
      { id: 'near-lote', area: 101 },
      { id: 'far-lote', area: 59 },
    ]);
  });
});
