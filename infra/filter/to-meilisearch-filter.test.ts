import { describe, expect, it } from 'vitest';
import type { Filter } from '../ports/filter.js';
import { FilterError } from './filter-operands.js';
import { toMeilisearchFilter } from './to-meilisearch-filter.js';

describe('toMeilisearchFilter', () => {
  it('writes equality, comparison and existence', () => {
    expect(toMeilisearchFilter({ status: 'sale' })).toBe('status = "sale"');
    expect(toMeilisearchFilter({ bedrooms: 3, featured: true })).toBe('(bedrooms = 3 AND featured = true)');
    expect(toMeilisearchFilter({ price: { $gte: 100, $lt: 200.5 } })).toBe('(price >= 100 AND price < 200.5)');
    expect(toMeilisearchFilter({ createdAt: { $gt: '2024-01-01' } })).toBe('createdAt > "2024-01-01"');
    expect(toMeilisearchFilter({ 'propertyType.id': { $ne: 'casa' } })).toBe('propertyType.id != "casa"');
    expect(toMeilisearchFilter({ photo: { $exists: true } })).toBe('photo EXISTS');
    expect(toMeilisearchFilter({ photo: { $exists: false } })).toBe('photo NOT EXISTS');
  });

  it('gives null MongoDB’s meaning: missing or null', () => {
    expect(toMeilisearchFilter({ notes: null })).toBe('(notes IS NULL OR notes NOT EXISTS)');
    expect(toMeilisearchFilter({ notes: { $eq: null } })).toBe('(notes IS NULL OR notes NOT EXISTS)');
    expect(toMeilisearchFilter({ notes: { $ne: null } })).toBe('(notes EXISTS AND NOT notes IS NULL)');
  });

  it('writes $in / $nin as IN lists, with null and empty lists handled', () => {
    expect(toMeilisearchFilter({ municipalityId: { $in: ['bogota', 'medellin'] } })).toBe(
      'municipalityId IN ["bogota", "medellin"]',
    );
    expect(toMeilisearchFilter({ bedrooms: { $nin: [1, 2] } })).toBe('bedrooms NOT IN [1, 2]');
    expect(toMeilisearchFilter({ tag: { $in: ['a', null] } })).toBe(
      '(tag IN ["a"] OR (tag IS NULL OR tag NOT EXISTS))',
    );
    expect(toMeilisearchFilter({ tag: { $nin: [null] } })).toBe('(tag EXISTS AND NOT tag IS NULL)');
    expect(toMeilisearchFilter({ tag: { $in: [] } })).toBe('(tag EXISTS AND tag NOT EXISTS)');
    expect(toMeilisearchFilter({ tag: { $nin: [] } })).toBe('(tag EXISTS OR tag NOT EXISTS)');
  });

  it('quotes and escapes strings so a value cannot change the expression', () => {
    expect(toMeilisearchFilter({ title: 'Casa "La 40" \\ norte' })).toBe('title = "Casa \\"La 40\\" \\\\ norte"');
    expect(toMeilisearchFilter({ title: '" OR id EXISTS OR x = "' })).toBe('title = "\\" OR id EXISTS OR x = \\""');
    expect(toMeilisearchFilter({ code: '42' })).toBe('code = "42"');
  });

  it('nests $and / $or in parentheses; an empty filter means "no filter"', () => {
    const filter: Filter = { $and: [{ status: 'sale' }, { $or: [{ bedrooms: { $gte: 3 } }, { featured: true }] }] };
    expect(toMeilisearchFilter(filter)).toBe('(status = "sale" AND (bedrooms >= 3 OR featured = true))');
    expect(toMeilisearchFilter({})).toBeUndefined();
    expect(toMeilisearchFilter({ $and: [{}, { status: 'rent' }] })).toBe('status = "rent"');
    expect(toMeilisearchFilter({ $or: [{}, { status: 'rent' }] })).toBeUndefined();
  });

  it("says a box as Meilisearch's _geoBoundingBox: north-east corner, then south-west", () => {
    expect(toMeilisearchFilter({ _geo: { $within: [-74.2, 4.5, -73.9, 4.8] } })).toBe(
      '_geoBoundingBox([4.8, -73.9], [4.5, -74.2])',
    );
    expect(toMeilisearchFilter({ status: 'sale', _geo: { $within: [-76, 6, -75, 7] } })).toBe(
      '(status = "sale" AND _geoBoundingBox([7, -75], [6, -76]))',
    );
    expect(() => toMeilisearchFilter({ location: { $within: [-76, 6, -75, 7] } })).toThrow(/only applies to _geo/);
    expect(() => toMeilisearchFilter({ _geo: { $within: [-76, 6, -75, Number.NaN] } })).toThrow(FilterError);
  });

  it("says a circle as Meilisearch's _geoRadius in whole metres, and a point's presence as a box of the whole Earth", () => {
    expect(toMeilisearchFilter({ _geo: { $around: { lat: 4.6097, lng: -74.0817, km: 2.5 } } })).toBe(
      '_geoRadius(4.6097, -74.0817, 2500)',
    );
    expect(() => toMeilisearchFilter({ location: { $around: { lat: 4, lng: -74, km: 1 } } })).toThrow(
      /only applies to _geo/,
    );
    expect(() => toMeilisearchFilter({ _geo: { $around: { lat: 4, lng: -74, km: -1 } } })).toThrow(FilterError);
    expect(toMeilisearchFilter({ _geo: { $exists: true } })).toBe('_geoBoundingBox([90, 180], [-90, -180])');
    expect(toMeilisearchFilter({ _geo: { $exists: false } })).toBe('NOT _geoBoundingBox([90, 180], [-90, -180])');
    expect(toMeilisearchFilter({ price: { $exists: false } })).toBe('price NOT EXISTS');
  });

  it('rejects operators and field names it cannot express', () => {
    expect(() => toMeilisearchFilter({ price: { $regex: 'x' } } as unknown as Filter)).toThrow(FilterError);
    expect(() => toMeilisearchFilter({ 'precio total': 1 })).toThrow(/Field name/);
    expect(() => toMeilisearchFilter({ $or: [] })).toThrow(/non-empty/);
    expect(() => toMeilisearchFilter({ price: Number.NaN })).toThrow(FilterError);
  });
});
