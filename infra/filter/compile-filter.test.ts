import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import type { Filter, Scalar } from '../ports/filter.js';
import { compileFilter } from './compile-filter.js';
import { FilterError } from './filter-operands.js';

describe('compileFilter', () => {
  const property = {
    id: 'p1',
    status: 'sale',
    price: 450_000_000,
    featured: true,
    notes: null,
    characteristicIds: ['piscina', 'gimnasio'],
    propertyType: { id: 'apartamento', name: 'Apartamento' },
    photos: [
      { url: 'a.jpg', order: 0 },
      { url: 'b.jpg', order: 1 },
    ],
  };
  const matches = (filter: Filter) => compileFilter(filter)(property);

  it('reads equality on an array as "contains", and follows dotted paths into objects and arrays', () => {
    expect(matches({ characteristicIds: 'piscina' })).toBe(true);
    expect(matches({ characteristicIds: 'chimenea' })).toBe(false);
    expect(matches({ 'propertyType.id': 'apartamento' })).toBe(true);
    expect(matches({ 'photos.url': 'b.jpg' })).toBe(true);
    expect(matches({ 'photos.1.order': 1 })).toBe(true);
    expect(matches({ 'characteristicIds.0': 'piscina' })).toBe(true);
  });

  it('treats null as "missing or null", and $ne null as "present and not null"', () => {
    expect(matches({ notes: null })).toBe(true);
    expect(matches({ nowhere: null })).toBe(true);
    expect(matches({ status: null })).toBe(false);
    expect(matches({ notes: { $ne: null } })).toBe(false);
    expect(matches({ status: { $ne: null } })).toBe(true);
    expect(matches({ notes: { $exists: true } })).toBe(true);
    expect(matches({ nowhere: { $exists: false } })).toBe(true);
  });

  it('compares only values of the same type', () => {
    expect(matches({ price: { $gt: 1 } })).toBe(true);
    expect(matches({ price: { $gt: '1' } })).toBe(false);
    expect(matches({ status: { $gte: 'sold' } })).toBe(false);
    expect(matches({ status: { $lt: 'zzz', $gt: 'a' } })).toBe(true);
  });

  it('combines with $and / $or, and an empty filter matches everything', () => {
    expect(matches({})).toBe(true);
    expect(matches({ $or: [{ status: 'rent' }, { featured: true }] })).toBe(true);
    expect(matches({ $and: [{ status: 'sale' }, { characteristicIds: { $in: ['chimenea'] } }] })).toBe(false);
    expect(matches({ characteristicIds: { $nin: ['chimenea', 'sauna'] } })).toBe(true);
  });

  it('finds a { lat, lng } point inside a box [minLng, minLat, maxLng, maxLat], edges included', () => {
    const at = (point: unknown) => (box: readonly [number, number, number, number]) =>
      compileFilter({ _geo: { $within: box } })({ id: 'p', _geo: point });
    const chapinero = at({ lat: 4.6486, lng: -74.0628 });
    expect(chapinero([-74.1, 4.6, -74, 4.7])).toBe(true);
    expect(chapinero([-74.0628, 4.6486, -74.0628, 4.6486])).toBe(true);
    expect(chapinero([-74.06, 4.6, -74, 4.7])).toBe(false);
    expect(chapinero([-74.1, 4.65, -74, 4.7])).toBe(false);
    expect(at(null)([-180, -90, 180, 90])).toBe(false);
    expect(at(undefined)([-180, -90, 180, 90])).toBe(false);
    expect(at({ lat: '4.6', lng: -74 })([-180, -90, 180, 90])).toBe(false);
    expect(() => compileFilter({ _geo: { $within: [-74, 4.7, -74.1, 4.6] } })).toThrow(/minLng, minLat/);
    expect(() => compileFilter({ _geo: { $within: [1, 2, 3] } } as unknown as Filter)).toThrow(FilterError);
  });

  it('finds a { lat, lng } point within km of a point (great circle), the edge included', () => {
    const at = (point: unknown) => (km: number) =>
      compileFilter({ _geo: { $around: { lat: 4.6097, lng: -74.0817, km } } })({ id: 'p', _geo: point });
    // Chapinero is about 4.8 km from Bogotá's seat.
    const chapinero = at({ lat: 4.6486, lng: -74.0628 });
    expect(chapinero(5)).toBe(true);
    expect(chapinero(4.7)).toBe(false);
    expect(at({ lat: 4.6097, lng: -74.0817 })(0)).toBe(true);
    expect(at(null)(20_000)).toBe(false);
    expect(at({ lat: '4.6', lng: -74 })(20_000)).toBe(false);
    expect(() => compileFilter({ _geo: { $around: { lat: 4, lng: -74 } } } as unknown as Filter)).toThrow(
      /\{ lat, lng, km \}/,
    );
  });

  it('rejects what is outside the filter language before reading any document', () => {
    expect(() => compileFilter({ $nor: [] } as unknown as Filter)).toThrow(FilterError);
    expect(() => compileFilter({ price: { $regex: 'x' } } as unknown as Filter)).toThrow(
      /unsupported filter operator \$regex/,
    );
    expect(() => compileFilter({ $or: [] })).toThrow(/non-empty/);
    expect(() => compileFilter({ price: { $in: 'x' } } as unknown as Filter)).toThrow(FilterError);
  });

  it('answers like mingo (MongoDB semantics) on thousands of generated documents and filters', () => {
    const random = seededRandom(20240601);
    const docs = Array.from({ length: 300 }, (_, index) => generateDocument(random, index));
    let compared = 0;
    for (let round = 0; round < 400; round++) {
      const filter = generateFilter(random, 0);
      const compiled = compileFilter(filter);
      const oracle = new Query(filter as Record<string, unknown>, {});
      for (const doc of docs) {
        const expected = oracle.test(doc);
        if (compiled(doc) !== expected) {
          throw new Error(
            `Differs from mingo (expected ${expected}) for\n  filter ${JSON.stringify(filter)}\n  doc ${JSON.stringify(doc)}`,
          );
        }
        compared++;
      }
    }
    expect(compared).toBe(120_000);
  });
});

type Random = () => number;

/** mulberry32: a reproducible sequence, so a failure can be replayed. */
function seededRandom(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

const scalars: readonly Scalar[] = [null, -1, 0, 1, 2, 5, 2.5, '', 'a', 'b', '10', 'bogotá', true, false];
const paths = ['a', 'b', 'n.x', 'n.y', 'a.0', 'items.k', 'items.1.k', 'nowhere'];

function generateValue(random: Random, depth: number): unknown {
  const kind = random();
  if (kind < 0.55) return pick(random, scalars);
  if (kind < 0.8) return Array.from({ length: Math.floor(random() * 4) }, () => pick(random, scalars));
  if (depth > 0) return pick(random, scalars);
  return { x: generateValue(random, depth + 1), y: generateValue(random, depth + 1) };
}

function generateDocument(random: Random, index: number): Record<string, unknown> {
  const doc: Record<string, unknown> = { id: `d${index}` };
  for (const field of ['a', 'b', 'n']) {
    if (random() < 0.8) doc[field] = field === 'n' ? generateValue(random, 0) : generateValue(random, 1);
  }
  if (random() < 0.6) {
    doc.items = Array.from({ length: Math.floor(random() * 3) }, () =>
      random() < 0.8 ? { k: pick(random, scalars) } : {},
    );
  }
  return doc;
}

function generateFilter(random: Random, depth: number): Filter {
  const kind = random();
  if (depth < 2 && kind < 0.15)
    return { $and: Array.from({ length: 1 + Math.floor(random() * 3) }, () => generateFilter(random, depth + 1)) };
  if (depth < 2 && kind < 0.3)
    return { $or: Array.from({ length: 1 + Math.floor(random() * 3) }, () => generateFilter(random, depth + 1)) };
  const filter: Record<string, unknown> = {};
  const fields = 1 + Math.floor(random() * 2);
  for (let i = 0; i < fields; i++) filter[pick(random, paths)] = generateCondition(random);
  return filter as Filter;
}

function generateCondition(random: Random): unknown {
  const list = () => Array.from({ length: Math.floor(random() * 4) }, () => pick(random, scalars));
  const bound = () => pick(random, [-1, 0, 1, 2, 3, 'a', 'b', '1', '']);
  switch (Math.floor(random() * 10)) {
    case 0:
      return pick(random, scalars);
    case 1:
      return { $eq: pick(random, scalars) };
    case 2:
      return { $ne: pick(random, scalars) };
    case 3:
      return { $in: list() };
    case 4:
      return { $nin: list() };
    case 5:
      return { $gt: bound() };
    case 6:
      return { $gte: bound(), $lt: bound() };
    case 7:
      return { $lte: bound() };
    case 8:
      return { $exists: random() < 0.5 };
    default:
      return { $gt: bound(), $ne: pick(random, scalars) };
  }
}
