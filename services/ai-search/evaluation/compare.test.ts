import { describe, expect, it } from 'vitest';
import { understandQuery } from '../understanding/understand-query.js';
import { compareInterpretation, sameRange, sameSet, sameText, summarize, withDefaults } from './compare.js';
import { vocabularyFromSeed } from './vocabulary-from-seed.js';

const vocabulary = vocabularyFromSeed();

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
      nearbyMunicipalityIds: [],
      nearAreas: [],
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

describe('scoring a held-out case', () => {
  it('scores every slot of a right answer right, and a place missed as wrong', () => {
    const answer = understandQuery('apartamento en arriendo en Chapinero', vocabulary);
    const right = compareInterpretation(
      {
        operation: 'rent',
        propertyTypeIds: ['apartamento'],
        municipalityIds: ['bogota'],
        neighbourhoods: ['chapinero'],
      },
      answer,
    );
    expect(right.filter((outcome) => !outcome.correct)).toEqual([]);
    const wrong = compareInterpretation(
      { operation: 'rent', propertyTypeIds: ['apartamento'], unknownPlaces: ['Tunja'] },
      answer,
    );
    expect(wrong.filter((outcome) => !outcome.correct).map((outcome) => outcome.slot)).toEqual([
      'municipalityIds',
      'neighbourhoods',
      'unknownPlaces',
    ]);
  });
});
