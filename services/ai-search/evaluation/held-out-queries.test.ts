import { describe, expect, it } from 'vitest';
import { compareInterpretation, foldText } from './compare.js';
import { HELD_OUT_QUERIES } from './held-out-queries.js';
import { expectNamesInVocabulary } from './testing.js';
import { vocabularyFromSeed } from './vocabulary-from-seed.js';
import { understandQuery } from '../understanding/understand-query.js';

const vocabulary = vocabularyFromSeed();

describe('the held-out test set', () => {
  it('has at least 150 unique queries, at least 10 in each of its categories', () => {
    expect(HELD_OUT_QUERIES.length).toBeGreaterThanOrEqual(150);
    const folded = HELD_OUT_QUERIES.map((c) => foldText(c.query));
    expect(folded.filter((q, i) => folded.indexOf(q) !== i)).toEqual([]);
    const perCategory = new Map<string, number>();
    for (const { category } of HELD_OUT_QUERIES) perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
    expect(perCategory.size).toBe(10);
    for (const count of perCategory.values()) expect(count).toBeGreaterThanOrEqual(10);
  });

  it.each(HELD_OUT_QUERIES.map((c) => [c.query, c] as const))('%s: expected values exist', (_query, { expected }) =>
    expectNamesInVocabulary(expected),
  );
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
