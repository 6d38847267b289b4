import { describe, expect, it } from 'vitest';
import { vocabularyFromSeed } from '../evaluation/vocabulary-from-seed.js';
import type { Vocabulary } from './vocabulary.js';
import { understandQuery } from './understand-query.js';

const seed = vocabularyFromSeed();
const CHAPINERO_CENTRE = { lat: 4.6478, lng: -74.0614 };
// The seed's vocabulary, with a centre for Chapinero (the live one takes it from the listings: barrio-centres.ts).
const vocabulary: Vocabulary = {
  ...seed,
  neighbourhoods: seed.neighbourhoods.map((neighbourhood) =>
    neighbourhood.name === 'Chapinero' ? { ...neighbourhood, centre: CHAPINERO_CENTRE } : neighbourhood,
  ),
};
const nearAreas = (query: string, words: Vocabulary = vocabulary) => understandQuery(query, words).nearAreas;

describe('"cerca de" by distance', () => {
  it('searches around a municipality’s seat (GeoNames) within 35 km, keeping the municipalities around it', () => {
    const [bogota] = nearAreas('casa campestre cerca de Bogotá');
    expect(bogota).toMatchObject({ kind: 'municipality', place: 'bogota', circle: { km: 35 } });
    expect(bogota!.circle!.lat).toBeCloseTo(4.61, 1);
    expect(bogota!.circle!.lng).toBeCloseTo(-74.08, 1);
    expect(bogota!.municipalityIds[0]).toBe('bogota');
    expect(bogota!.municipalityIds).toEqual(understandQuery('casa cerca de Bogotá', vocabulary).nearbyMunicipalityIds);
  });

  it('searches around a barrio’s centre within 2 km, and around its municipality for listings without a point', () => {
    expect(nearAreas('apartamento cerca de Chapinero')).toEqual([
      {
        kind: 'neighbourhood',
        place: 'Chapinero',
        municipalityIds: nearAreas('apartamento cerca de Bogotá')[0]!.municipalityIds,
        circle: { ...CHAPINERO_CENTRE, km: 2 },
      },
    ]);
  });

  it('keeps the municipalities alone when the place has no point', () => {
    // No listing in Chapinero has a point (the seed's vocabulary has no centres).
    expect(nearAreas('apartamento cerca de Chapinero', seed)).toMatchObject([
      { kind: 'neighbourhood', place: 'Chapinero', circle: null },
    ]);
    // A municipality the national list does not know has no seat.
    const invented: Vocabulary = {
      ...seed,
      municipalities: [...seed.municipalities, { id: 'macondo', name: 'Macondo' }],
    };
    expect(nearAreas('finca cerca de Macondo', invented)).toEqual([
      { kind: 'municipality', place: 'macondo', municipalityIds: ['macondo'], circle: null },
    ]);
  });

  it('has no area when nothing is asked to be near', () => {
    expect(nearAreas('apartamento en Chapinero')).toEqual([]);
  });
});
