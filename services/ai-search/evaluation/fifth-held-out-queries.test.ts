import { describe, expect, it } from 'vitest';
import { foldText } from './compare.js';
import { FIFTH_HELD_OUT_QUERIES } from './fifth-held-out-queries.js';
import { expectNamesInVocabulary } from './testing.js';

const CATEGORIES = [
  'basic',
  'price',
  'rooms',
  'features',
  'negation',
  'unknown-places',
  'english',
  'typos',
  'chatty',
  'adversarial',
];

// Only the set itself is checked here: the parser's score on it is reported by the evaluation, never asserted.
describe('the fifth held-out test set', () => {
  it('has at least 160 unique queries, at least 14 in each of the 10 categories', () => {
    expect(FIFTH_HELD_OUT_QUERIES.length).toBeGreaterThanOrEqual(160);
    const folded = FIFTH_HELD_OUT_QUERIES.map((c) => foldText(c.query));
    expect(folded.filter((q, i) => folded.indexOf(q) !== i)).toEqual([]);
    const perCategory = new Map<string, number>();
    for (const { category } of FIFTH_HELD_OUT_QUERIES) perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
    expect([...perCategory.keys()].sort()).toEqual([...CATEGORIES].sort());
    for (const count of perCategory.values()) expect(count).toBeGreaterThanOrEqual(14);
  });

  it.each(FIFTH_HELD_OUT_QUERIES.map((c) => [c.query.slice(0, 80), c] as const))(
    '%s: expected values exist',
    (_query, { expected }) => expectNamesInVocabulary(expected),
  );

  it('sets statuses only through the operation, and ranges with their bounds in order', () => {
    for (const { query, expected } of FIFTH_HELD_OUT_QUERIES) {
      expect(expected.statuses, query).toBeUndefined();
      for (const range of [
        expected.price,
        expected.bedrooms,
        expected.bathrooms,
        expected.parkingSpaces,
        expected.area,
        expected.stratum,
        expected.floor,
      ]) {
        if (range?.min !== undefined && range.max !== undefined)
          expect(range.min, query).toBeLessThanOrEqual(range.max);
      }
    }
  });
});
