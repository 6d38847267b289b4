import { describe, expect, it } from 'vitest';
import { ANTIQUITY_VALUES, PROPERTY_STATUSES } from '../../domain/property/events.js';
import type { Range } from '../interpretation.js';
import { compareInterpretation, foldText, sameRange, sameSet, sameText, summarize, withDefaults } from './compare.js';
import { EVALUATION_QUERIES } from './queries.js';
import { vocabularyFromSeed } from './vocabulary-from-seed.js';

const vocabulary = vocabularyFromSeed();
const typeIds = new Set(vocabulary.propertyTypes.map((t) => t.id));
const municipalityIds = new Set(vocabulary.municipalities.map((m) => m.id));
const characteristicIds = new Set(vocabulary.characteristics.map((c) => c.id));

describe('the evaluation set', () => {
  it('has at least 170 cases with unique, non-empty queries', () => {
    expect(EVALUATION_QUERIES.length).toBeGreaterThanOrEqual(170);
    const folded = EVALUATION_QUERIES.map((c) => foldText(c.query));
    expect(folded.every((q) => q.length > 0)).toBe(true);
    const duplicates = folded.filter((q, i) => folded.indexOf(q) !== i);
    expect(duplicates).toEqual([]);
  });

  it.each(EVALUATION_QUERIES.map((c) => [c.query, c] as const))(
    '%s: expected values are valid',
    (_query, { expected }) => {
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
    },
  );

  it('has the mix the brief asks for', () => {
    const structured = (c: (typeof EVALUATION_QUERIES)[number]) => Object.keys(c.expected).length;
    expect(EVALUATION_QUERIES.filter((c) => structured(c) === 0).length).toBeGreaterThanOrEqual(10);
    expect(EVALUATION_QUERIES.filter((c) => structured(c) >= 5).length).toBeGreaterThanOrEqual(15);
    expect(EVALUATION_QUERIES.filter((c) => c.note).length).toBeGreaterThanOrEqual(10);
    expect(EVALUATION_QUERIES.some((c) => c.expected.statuses?.includes('sold'))).toBe(true);
    expect(EVALUATION_QUERIES.some((c) => c.expected.statuses?.includes('rented'))).toBe(true);
  });
});

describe('compare', () => {
  it('compares sets ignoring order and duplicates', () => {
    expect(sameSet(['casa', 'apartamento'], ['apartamento', 'casa'])).toBe(true);
    expect(sameSet(['casa'], ['casa', 'casa'])).toBe(true);
    expect(sameSet(['casa'], ['casa', 'lote'])).toBe(false);
    expect(sameSet([], null)).toBe(true);
  });

  it('compares neighbourhoods ignoring case and accents', () => {
    expect(sameText('Zúñiga', 'zuniga')).toBe(true);
    expect(sameText('El Poblado', ' el  poblado ')).toBe(true);
    expect(sameText('Chapinero', 'Chapinero Alto')).toBe(false);
    expect(sameText(null, 'Chapinero')).toBe(false);
    expect(sameText(null, undefined)).toBe(true);
  });

  it('compares ranges exactly, open sides included, and an empty range as null', () => {
    expect(sameRange({ min: 3 }, { min: 3 })).toBe(true);
    expect(sameRange({ min: 3 }, { min: 3, max: 3 })).toBe(false);
    expect(sameRange({ min: 3 }, { min: 4 })).toBe(false);
    expect(sameRange(null, {})).toBe(true);
    expect(sameRange(null, { max: 0 })).toBe(false);
    expect(sameRange({ max: 0 }, { max: 0 })).toBe(true);
  });

  it('allows 1 % on each side of a price', () => {
    const expected = { min: 270_000_000, max: 330_000_000 };
    expect(sameRange(expected, { min: 272_000_000, max: 327_000_000 }, 0.01)).toBe(true);
    expect(sameRange(expected, { min: 275_000_000, max: 330_000_000 }, 0.01)).toBe(false);
    expect(sameRange(expected, { min: 270_000_000 }, 0.01)).toBe(false);
  });

  it('fills defaults, narrowing statuses to the operation', () => {
    expect(withDefaults({}).statuses).toEqual(['sale', 'rent']);
    expect(withDefaults({ operation: 'rent' }).statuses).toEqual(['rent']);
    expect(withDefaults({ statuses: ['sold'] }).statuses).toEqual(['sold']);
    expect(withDefaults({}).characteristics).toEqual({ include: [], exclude: [] });
  });

  it('scores slot by slot and summarizes', () => {
    const actual = {
      ...withDefaults({ operation: 'sale', propertyTypeIds: ['casa'], price: { max: 301_000_000 } }),
      statuses: ['sale' as const],
      unknownPlaces: [],
      notes: [],
      relatedTypeIds: [],
      text: '',
    };
    const outcomes = compareInterpretation(
      { operation: 'sale', propertyTypeIds: ['casa'], price: { max: 300_000_000 }, bedrooms: { min: 3 } },
      actual,
    );
    expect(outcomes.filter((o) => !o.correct).map((o) => o.slot)).toEqual(['bedrooms']);
    const summary = summarize([{ query: 'q', outcomes }]);
    expect(summary.fullyCorrect).toBe(0);
    expect(summary.perSlot.find((s) => s.slot === 'price')).toEqual({ slot: 'price', correct: 1, total: 1 });
  });
});
