import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldText } from './compare.js';
import { SECOND_HELD_OUT_QUERIES } from './second-held-out-queries.js';
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
describe('the second held-out test set', () => {
  it('has at least 150 unique queries, at least 12 in each of the 10 categories', () => {
    expect(SECOND_HELD_OUT_QUERIES.length).toBeGreaterThanOrEqual(150);
    const folded = SECOND_HELD_OUT_QUERIES.map((c) => foldText(c.query));
    expect(folded.filter((q, i) => folded.indexOf(q) !== i)).toEqual([]);
    const perCategory = new Map<string, number>();
    for (const { category } of SECOND_HELD_OUT_QUERIES) perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
    expect([...perCategory.keys()].sort()).toEqual([...CATEGORIES].sort());
    for (const count of perCategory.values()) expect(count).toBeGreaterThanOrEqual(12);
  });

  it.each(SECOND_HELD_OUT_QUERIES.map((c) => [c.query.slice(0, 80), c] as const))(
    '%s: expected values exist',
    (_query, { expected }) => {
      const excluded = expected.excluded ?? {};
      for (const id of [...(expected.propertyTypeIds ?? []), ...(excluded.propertyTypeIds ?? [])])
        expect(typeIds, `type ${id}`).toContain(id);
      for (const id of [...(expected.municipalityIds ?? []), ...(excluded.municipalityIds ?? [])])
        expect(municipalityIds, `municipality ${id}`).toContain(id);
      const { include = [], exclude = [] } = expected.characteristics ?? {};
      for (const id of [...include, ...exclude]) expect(characteristicIds, `characteristic ${id}`).toContain(id);
      for (const name of [...(expected.neighbourhoods ?? []), ...(excluded.neighbourhoods ?? [])])
        expect(neighbourhoodNames, `neighbourhood ${name} (exact spelling)`).toContain(name);
      // An unknown place is a Colombian municipality, spelled as the national list spells it, with no listings.
      for (const name of expected.unknownPlaces ?? []) {
        expect(nationalNames, `unknown place ${name} (national spelling)`).toContain(name);
        expect(catalogueNames).not.toContain(foldText(name));
      }
    },
  );

  it('sets statuses only through the operation, and ranges with their bounds in order', () => {
    for (const { query, expected } of SECOND_HELD_OUT_QUERIES) {
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
