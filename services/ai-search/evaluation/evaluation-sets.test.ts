import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANTIQUITY_VALUES, PROPERTY_STATUSES } from '../../domain/property/events.js';
import type { Range } from '../interpretation.js';
import { foldText } from './compare.js';
import {
  BLIND_SET_CATEGORIES,
  CATEGORIES,
  COMPOSITION_CATEGORIES,
  DEVELOPMENT_SET,
  DEVELOPMENT_SET_FILE,
  SETS_DIRECTORY,
  TEST_SET_FILES,
  TEST_SETS,
  type DevelopmentCase,
  type Expectation,
} from './evaluation-sets.js';
import { vocabularyFromSeed } from './vocabulary-from-seed.js';

/*
 * Checks of the evaluation sets' data, one named `fixture <set>: …` per set and per query: every expectation names
 * what exists, and each set has the size and mix it was written with. They test the fixtures, not the parser (its
 * score on them is reported by `npm run eval:search`, never asserted), and make most of the tests Vitest counts.
 */

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
 * What each test set was written with: its categories, the least queries in all and in each category, and whether a
 * query may ask for sold or rented listings (the first set's may; from the second on, the headers leave them out, so
 * statuses come only from the operation).
 */
const WRITTEN_WITH: Record<
  (typeof TEST_SET_FILES)[number],
  { categories: readonly string[]; queries: number; perCategory: number; soldOrRented: boolean }
> = {
  'held-out-queries.json': { categories: BLIND_SET_CATEGORIES, queries: 150, perCategory: 10, soldOrRented: true },
  'second-held-out-queries.json': {
    categories: BLIND_SET_CATEGORIES,
    queries: 150,
    perCategory: 12,
    soldOrRented: false,
  },
  'third-held-out-queries.json': {
    categories: BLIND_SET_CATEGORIES,
    queries: 160,
    perCategory: 14,
    soldOrRented: false,
  },
  'fourth-held-out-queries.json': {
    categories: BLIND_SET_CATEGORIES,
    queries: 160,
    perCategory: 14,
    soldOrRented: false,
  },
  'fifth-held-out-queries.json': {
    categories: BLIND_SET_CATEGORIES,
    queries: 160,
    perCategory: 14,
    soldOrRented: false,
  },
  'sixth-held-out-queries.json': {
    categories: BLIND_SET_CATEGORIES,
    queries: 160,
    perCategory: 14,
    soldOrRented: false,
  },
  'composition-queries.json': {
    categories: COMPOSITION_CATEGORIES,
    queries: 160,
    perCategory: 10,
    soldOrRented: false,
  },
  'seventh-held-out-queries.json': { categories: CATEGORIES, queries: 200, perCategory: 8, soldOrRented: false },
  'eighth-held-out-queries.json': { categories: CATEGORIES, queries: 220, perCategory: 8, soldOrRented: false },
  'ninth-held-out-queries.json': { categories: CATEGORIES, queries: 220, perCategory: 8, soldOrRented: false },
  'tenth-held-out-queries.json': { categories: CATEGORIES, queries: 240, perCategory: 9, soldOrRented: false },
  'eleventh-held-out-queries.json': { categories: CATEGORIES, queries: 250, perCategory: 10, soldOrRented: false },
  'twelfth-held-out-queries.json': { categories: CATEGORIES, queries: 250, perCategory: 10, soldOrRented: false },
  'thirteenth-held-out-queries.json': { categories: CATEGORIES, queries: 250, perCategory: 10, soldOrRented: false },
  'fourteenth-held-out-queries.json': { categories: CATEGORIES, queries: 250, perCategory: 10, soldOrRented: false },
  'fifteenth-held-out-queries.json': { categories: CATEGORIES, queries: 250, perCategory: 10, soldOrRented: false },
  'sixteenth-held-out-queries.json': { categories: CATEGORIES, queries: 250, perCategory: 10, soldOrRented: false },
};

/** Queries as test names: short, and numbered so two alike stay two checks. */
const named = <T extends { query: string }>(cases: readonly T[]) =>
  cases.map((c, index) => [`#${index + 1} ${c.query.slice(0, 80)}`, c] as const);

const duplicatesOf = (cases: ReadonlyArray<{ query: string }>) => {
  const folded = cases.map((c) => foldText(c.query));
  return folded.filter((q, i) => folded.indexOf(q) !== i);
};

describe('fixture files', () => {
  it('are every JSON file in sets/: none is left unchecked and unscored', () => {
    const files = readdirSync(SETS_DIRECTORY).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual([DEVELOPMENT_SET_FILE, ...TEST_SET_FILES].sort());
  });
});

/**
 * A test set's case names only what the demo vocabulary has (ids, neighbourhoods spelled exactly), and its unknown
 * places are Colombian municipalities, spelled as the national list spells them, with no listings in the catalogue.
 */
function expectNamesInVocabulary(expected: Expectation): void {
  const excluded = expected.excluded ?? {};
  for (const id of [...(expected.propertyTypeIds ?? []), ...(excluded.propertyTypeIds ?? [])])
    expect(typeIds, `type ${id}`).toContain(id);
  for (const id of [...(expected.municipalityIds ?? []), ...(excluded.municipalityIds ?? [])])
    expect(municipalityIds, `municipality ${id}`).toContain(id);
  const { include = [], exclude = [] } = expected.characteristics ?? {};
  for (const id of [...include, ...exclude]) expect(characteristicIds, `characteristic ${id}`).toContain(id);
  for (const id of expected.near?.municipalityIds ?? []) expect(municipalityIds, `near ${id}`).toContain(id);
  for (const name of [
    ...(expected.neighbourhoods ?? []),
    ...(excluded.neighbourhoods ?? []),
    ...(expected.near?.neighbourhoods ?? []),
  ])
    expect(neighbourhoodNames, `neighbourhood ${name} (exact spelling)`).toContain(name);
  for (const name of expected.unknownPlaces ?? []) {
    expect(nationalNames, `unknown place ${name} (national spelling)`).toContain(name);
    expect(catalogueNames).not.toContain(foldText(name));
  }
}

describe.each(TEST_SETS.map((set) => [set.file.replace(/\.json$/, ''), set] as const))('fixture %s', (name, set) => {
  const least = WRITTEN_WITH[set.file as keyof typeof WRITTEN_WITH];

  it(`fixture ${name}: has at least ${least.queries} unique queries, at least ${least.perCategory} in each of its ${least.categories.length} categories`, () => {
    expect(set.cases.length).toBeGreaterThanOrEqual(least.queries);
    expect(duplicatesOf(set.cases)).toEqual([]);
    const perCategory = new Map<string, number>();
    for (const { category } of set.cases) perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
    expect([...perCategory.keys()].sort()).toEqual([...least.categories].sort());
    for (const count of perCategory.values()) expect(count).toBeGreaterThanOrEqual(least.perCategory);
  });

  it(`fixture ${name}: sets statuses only through the operation${least.soldOrRented ? ' (or to sold or rented)' : ''}, and ranges with their bounds in order`, () => {
    for (const { query, expected } of set.cases) {
      if (least.soldOrRented)
        for (const status of expected.statuses ?? []) expect(['sold', 'rented'], query).toContain(status);
      else expect(expected.statuses, query).toBeUndefined();
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

  it.each(named(set.cases))(`fixture ${name}: %s: expected values exist`, (_query, { expected }) =>
    expectNamesInVocabulary(expected),
  );
});

describe('fixture queries (development set)', () => {
  const cases = DEVELOPMENT_SET.cases;

  it('fixture queries: has at least 170 cases with unique, non-empty queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(170);
    expect(cases.every((c) => foldText(c.query).length > 0)).toBe(true);
    expect(duplicatesOf(cases)).toEqual([]);
  });

  it.each(named(cases))('fixture queries: %s: expected values are valid', (_query, { expected }) => {
    for (const id of expected.propertyTypeIds ?? []) expect(typeIds, `type ${id}`).toContain(id);
    for (const id of expected.municipalityIds ?? []) expect(municipalityIds).toContain(id);
    for (const id of [...(expected.characteristics?.include ?? []), ...(expected.characteristics?.exclude ?? [])]) {
      expect(characteristicIds, `characteristic ${id}`).toContain(id);
    }
    const include = expected.characteristics?.include ?? [];
    expect(include.filter((id) => expected.characteristics?.exclude.includes(id))).toEqual([]);

    for (const neighbourhood of expected.neighbourhoods ?? []) {
      const homes = vocabulary.neighbourhoods.filter((n) => n.name === neighbourhood);
      expect(homes.length, `neighbourhood ${neighbourhood} (exact spelling)`).toBeGreaterThan(0);
      if (expected.municipalityIds?.length) {
        expect(homes.map((h) => h.municipalityId).some((id) => expected.municipalityIds?.includes(id))).toBe(true);
      } else {
        // Only a name shared by several municipalities may leave the municipality out.
        expect(homes.length, `${neighbourhood} is unambiguous: set its municipality`).toBeGreaterThan(1);
      }
    }

    for (const status of expected.statuses ?? []) expect(PROPERTY_STATUSES).toContain(status);
    if (expected.statuses) expect(new Set(expected.statuses).size).toBe(expected.statuses.length);
    if (expected.operation && expected.statuses) expect(expected.statuses).toEqual([expected.operation]);
    if (expected.antiquity != null) expect(ANTIQUITY_VALUES).toContain(expected.antiquity);

    const ranges: Array<[string, Range | null | undefined]> = [
      ['price', expected.price],
      ['bedrooms', expected.bedrooms],
      ['bathrooms', expected.bathrooms],
      ['parkingSpaces', expected.parkingSpaces],
      ['area', expected.area],
      ['stratum', expected.stratum],
    ];
    for (const [name, range] of ranges) {
      if (range == null) continue;
      expect(range.min !== undefined || range.max !== undefined, `${name} has a bound`).toBe(true);
      for (const bound of [range.min, range.max]) {
        if (bound === undefined) continue;
        expect(Number.isInteger(bound) && bound >= 0, `${name} bound ${bound} is a whole number ≥ 0`).toBe(true);
      }
      if (range.min !== undefined && range.max !== undefined)
        expect(range.min, `${name} min ≤ max`).toBeLessThanOrEqual(range.max);
    }
    if (expected.stratum) {
      for (const bound of [expected.stratum.min, expected.stratum.max])
        if (bound !== undefined) expect(bound).toBeGreaterThanOrEqual(1);
      for (const bound of [expected.stratum.min, expected.stratum.max])
        if (bound !== undefined) expect(bound).toBeLessThanOrEqual(6);
    }
    if (expected.price) {
      // Whole COP: a price below 100 000 is a unit slip (a monthly rent is already far above it).
      for (const bound of [expected.price.min, expected.price.max])
        if (bound !== undefined) expect(bound).toBeGreaterThanOrEqual(100_000);
    }
  });

  it('fixture queries: has the mix the brief asks for', () => {
    const structured = (c: DevelopmentCase) => Object.keys(c.expected).length;
    expect(cases.filter((c) => structured(c) === 0).length).toBeGreaterThanOrEqual(10);
    expect(cases.filter((c) => structured(c) >= 5).length).toBeGreaterThanOrEqual(15);
    expect(cases.filter((c) => c.note).length).toBeGreaterThanOrEqual(10);
    expect(cases.some((c) => c.expected.statuses?.includes('sold'))).toBe(true);
    expect(cases.some((c) => c.expected.statuses?.includes('rented'))).toBe(true);
  });
});
