import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldText } from './compare.js';
import type { HeldOutCase, HeldOutExpectation } from './held-out-queries.js';
import { vocabularyFromSeed } from './vocabulary-from-seed.js';

const vocabulary = vocabularyFromSeed();
const typeIds = new Set(vocabulary.propertyTypes.map((t) => t.id));
const municipalityIds = new Set(vocabulary.municipalities.map((m) => m.id));
const characteristicIds = new Set(vocabulary.characteristics.map((c) => c.id));
const neighbourhoodNames = new Set(vocabulary.neighbourhoods.map((n) => n.name));
const catalogueNames = new Set(vocabulary.municipalities.map((m) => foldText(m.name)));
/** The national list of municipalities: [DANE code, name, department]. */
const nationalNames = new Set(
  (
    JSON.parse(
      readFileSync(new URL('../understanding/colombia/municipalities.json', import.meta.url), 'utf8'),
    ) as string[][]
  ).map((row) => row[1]),
);

/**
 * A test set's case names only what the demo vocabulary has (ids, neighbourhoods spelled exactly), and its unknown
 * places are Colombian municipalities, spelled as the national list spells them, with no listings in the catalogue.
 */
export function expectNamesInVocabulary(expected: HeldOutExpectation): void {
  const excluded = expected.excluded ?? {};
  for (const id of [...(expected.propertyTypeIds ?? []), ...(excluded.propertyTypeIds ?? [])])
    expect(typeIds, `type ${id}`).toContain(id);
  for (const id of [...(expected.municipalityIds ?? []), ...(excluded.municipalityIds ?? [])])
    expect(municipalityIds, `municipality ${id}`).toContain(id);
  const { include = [], exclude = [] } = expected.characteristics ?? {};
  for (const id of [...include, ...exclude]) expect(characteristicIds, `characteristic ${id}`).toContain(id);
  for (const name of [...(expected.neighbourhoods ?? []), ...(excluded.neighbourhoods ?? [])])
    expect(neighbourhoodNames, `neighbourhood ${name} (exact spelling)`).toContain(name);
  for (const name of expected.unknownPlaces ?? []) {
    expect(nationalNames, `unknown place ${name} (national spelling)`).toContain(name);
    expect(catalogueNames).not.toContain(foldText(name));
  }
}

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

/**
 * The checks every frozen test set passes: enough unique queries in each of the ten categories, expected names that
 * exist, statuses only through the operation, ranges in order. Only the set itself is checked: the parser's score on
 * it is reported by the evaluation, never asserted.
 */
export function describeFrozenTestSet(
  name: string,
  cases: readonly HeldOutCase[],
  least: { queries: number; perCategory: number },
): void {
  describe(name, () => {
    it(`has at least ${least.queries} unique queries, at least ${least.perCategory} in each of the 10 categories`, () => {
      expect(cases.length).toBeGreaterThanOrEqual(least.queries);
      const folded = cases.map((c) => foldText(c.query));
      expect(folded.filter((q, i) => folded.indexOf(q) !== i)).toEqual([]);
      const perCategory = new Map<string, number>();
      for (const { category } of cases) perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
      expect([...perCategory.keys()].sort()).toEqual([...CATEGORIES].sort());
      for (const count of perCategory.values()) expect(count).toBeGreaterThanOrEqual(least.perCategory);
    });

    it.each(cases.map((c) => [c.query.slice(0, 80), c] as const))('%s: expected values exist', (_query, { expected }) =>
      expectNamesInVocabulary(expected),
    );

    it('sets statuses only through the operation, and ranges with their bounds in order', () => {
      for (const { query, expected } of cases) {
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
}
