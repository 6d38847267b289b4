import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IndexSort } from '../ports/filter.js';
import { compareSort, sortedPlaces } from './compare-sort.js';

interface Row {
  id: string;
  [field: string]: unknown;
}

const rows: Row[] = [
  { id: 'c', price: 300, area: 80 },
  { id: 'a', price: 100, area: 80 },
  { id: 'e', area: 60 },
  { id: 'b', price: 300, area: 120 },
  { id: 'd', price: null, area: 60 },
  { id: 'f', price: [1, 2], area: 60 },
];

const order = (sort: IndexSort) => [...rows].sort(compareSort<Row>(sort)).map((row) => row.id);

describe('compareSort', () => {
  it('orders by the keys in priority order, breaking ties by id', () => {
    expect(order([['price', 1]])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(order([['price', -1]])).toEqual(['b', 'c', 'a', 'd', 'e', 'f']);
    expect(
      order([
        ['area', -1],
        ['price', 1],
      ]),
    ).toEqual(['b', 'a', 'c', 'd', 'e', 'f']);
  });

  it('puts missing, null and unorderable values last in both directions', () => {
    expect(order([['price', 1]]).slice(-3)).toEqual(['d', 'e', 'f']);
    expect(order([['price', -1]]).slice(-3)).toEqual(['d', 'e', 'f']);
  });

  it('orders by id alone without a sort, and follows dotted paths', () => {
    expect(order([])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    const nested: Row[] = [
      { id: '1', type: { name: 'Casa' } },
      { id: '2', type: { name: 'Apartamento' } },
      { id: '3', type: 'sin tipo' },
    ];
    expect([...nested].sort(compareSort<Row>([['type.name', 1]])).map((row) => row.id)).toEqual(['2', '1', '3']);
  });

  it('orders mixed types as MongoDB does: numbers, strings, booleans', () => {
    const mixed: Row[] = [
      { id: '1', v: true },
      { id: '2', v: 'b' },
      { id: '3', v: 10 },
      { id: '4', v: 'a' },
      { id: '5', v: false },
      { id: '6', v: 2 },
    ];
    const sorted = (direction: 1 | -1) => [...mixed].sort(compareSort<Row>([['v', direction]])).map((row) => row.v);
    expect(sorted(1)).toEqual([2, 10, 'a', 'b', false, true]);
    expect(sorted(-1)).toEqual([true, false, 'b', 'a', 10, 2]);
  });

  it('orders by distance to a point, nearest first, those without a point last, ties by the next key then id', () => {
    const bogota = { lat: 4.6097, lng: -74.0817 };
    const places: Row[] = [
      { id: 'far', _geo: { lat: 6.2476, lng: -75.5658 }, price: 1 },
      { id: 'none', price: 1 },
      { id: 'near-b', _geo: { lat: 4.6486, lng: -74.0628 }, price: 2 },
      { id: 'near-a', _geo: { lat: 4.6486, lng: -74.0628 }, price: 3 },
      { id: 'broken', _geo: { lat: 'x', lng: -74 }, price: 0 },
    ];
    const sorted = (sort: IndexSort) => [...places].sort(compareSort<Row>(sort)).map((row) => row.id);
    expect(sorted([['_geo', { near: bogota }]])).toEqual(['near-a', 'near-b', 'far', 'broken', 'none']);
    expect(
      sorted([
        ['_geo', { near: bogota }],
        ['price', 1],
      ]),
    ).toEqual(['near-b', 'near-a', 'far', 'broken', 'none']);
  });
});

describe('sortedPlaces', () => {
  const value = fc.oneof(
    fc.integer({ min: -3, max: 3 }),
    fc.constantFrom('a', 'b', 'B', ''),
    fc.boolean(),
    fc.constant(null),
    fc.constant(Number.NaN),
    fc.constant(undefined),
  );
  const doc = fc.record({ id: fc.string({ maxLength: 2 }), price: value, area: value }, { requiredKeys: ['id'] });

  it('puts documents in the order compareSort gives, whatever their values', () => {
    fc.assert(
      fc.property(
        fc.array(doc, { maxLength: 30 }),
        fc.constantFrom(1 as const, -1 as const),
        fc.constantFrom(1 as const, -1 as const),
        (docs, priceDirection, areaDirection) => {
          const sort = [
            ['price', priceDirection],
            ['area', areaDirection],
          ] as const;
          const places = sortedPlaces(docs, sort);
          const expected = [...docs].sort(compareSort(sort));
          // Documents equal on every key and id are interchangeable: compare what each place holds.
          expect(places.map((place) => docs[place])).toEqual(expected);
        },
      ),
    );
  });
});
