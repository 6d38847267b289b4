import { describe, expect, it } from 'vitest';
import { compareInterpretation, foldText } from './compare.js';
import { HELD_OUT_QUERIES } from './held-out-queries.js';
import { vocabularyFromSeed } from './vocabulary-from-seed.js';
import { understandQuery } from '../understanding/understand-query.js';

const vocabulary = vocabularyFromSeed();
const typeIds = new Set(vocabulary.propertyTypes.map((t) => t.id));
const municipalityIds = new Set(vocabulary.municipalities.map((m) => m.id));
const characteristicIds = new Set(vocabulary.characteristics.map((c) => c.id));
const neighbourhoodNames = new Set(vocabulary.neighbourhoods.map((n) => n.name));
const catalogueNames = new Set(vocabulary.municipalities.map((m) => foldText(m.name)));

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

  it.each(HELD_OUT_QUERIES.map((c) => [c.query, c] as const))('%s: expected values exist', (_query, { expected }) => {
    const excluded = expected.excluded ?? {};
    for (const id of [...(expected.propertyTypeIds ?? []), ...(excluded.propertyTypeIds ?? [])])
      expect(typeIds, `type ${id}`).toContain(id);
    for (const id of [...(expected.municipalityIds ?? []), ...(excluded.municipalityIds ?? [])])
      expect(municipalityIds, `municipality ${id}`).toContain(id);
    const { include = [], exclude = [] } = expected.characteristics ?? {};
    for (const id of [...include, ...exclude]) expect(characteristicIds, `characteristic ${id}`).toContain(id);
    for (const name of [...(expected.neighbourhoods ?? []), ...(excluded.neighbourhoods ?? [])])
      expect(neighbourhoodNames, `neighbourhood ${name} (exact spelling)`).toContain(name);
    // An unknown place is one the catalogue has no listings in.
    for (const name of expected.unknownPlaces ?? []) expect(catalogueNames).not.toContain(foldText(name));
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
