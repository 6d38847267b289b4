import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vocabularyFromSeed } from '../evaluation/vocabulary-from-seed.js';
import { VERDICTS } from './refusal-lexicon.js';
import { understandQuery } from './understand-query.js';

/* Properties of the negation-scope rules over generated names: a refusal is composed, not listed per word. */

const vocabulary = vocabularyFromSeed();
const read = (query: string) => understandQuery(query, vocabulary);

const FEATURES = [
  ['piscina', 'piscina'],
  ['gimnasio', 'gimnasio'],
  ['ascensor', 'ascensor'],
  ['balcón', 'balcon'],
  ['terraza', 'terraza'],
  ['chimenea', 'chimenea'],
  ['jacuzzi', 'jacuzzi'],
  ['patio', 'patio'],
  ['aire acondicionado', 'aire-acondicionado'],
  ['zona BBQ', 'zona-bbq'],
] as const;
const TYPES = [
  ['casa', 'casa'],
  ['apartamento', 'apartamento'],
  ['lote', 'lote'],
  ['oficina', 'oficina'],
  ['finca', 'finca'],
  ['bodega', 'bodega'],
] as const;
const PLACES = [
  ['Bogotá', 'bogota'],
  ['Cali', 'cali'],
  ['Chía', 'chia'],
  ['Envigado', 'envigado'],
  ['Pereira', 'pereira'],
] as const;
const feature = fc.constantFrom(...FEATURES);
/** Two different entries of a list, in either order. */
const twoOf = <T extends readonly [string, string]>(list: readonly T[]) =>
  fc.tuple(fc.constantFrom(...list), fc.constantFrom(...list)).filter(([first, second]) => first[1] !== second[1]);
const greeting = fc.constantFrom('', 'hola, ', 'buenas tardes! ', 'Holaaa 😊 ');

describe('the negation-scope rules, over generated names', () => {
  it('"sin X" refuses X; "sin X no", "sin X, paso" (any verdict), "si no tiene X, no me sirve" ask for it', () => {
    fc.assert(
      fc.property(
        feature,
        fc.constantFrom(...PLACES),
        greeting,
        fc.constantFrom(...VERDICTS),
        ([name, id], [place, placeId], hello, verdict) => {
          const refused = read(`${hello}apartamento en ${place} sin ${name}`);
          expect(refused.characteristics.exclude).toContain(id);
          expect(refused.characteristics.include).not.toContain(id);
          expect(refused.municipalityIds).toEqual([placeId]);
          for (const asking of [
            `${hello}apartamento en ${place}, sin ${name} no`,
            `${hello}apartamento en ${place}, no me sirve sin ${name}`,
            `${hello}apartamento en ${place} que no le falte ${name}`,
            `${hello}apartamento en ${place}, sin ${name}, ${verdict}`,
            `${hello}apartamento en ${place}; si no tiene ${name}, no me sirve`,
          ]) {
            const reading = read(asking);
            expect(reading.characteristics.include, asking).toContain(id);
            expect(reading.characteristics.exclude, asking).not.toContain(id);
          }
        },
      ),
    );
  });

  it('a refusal after its name refuses it and stops at its clause: "X no, Y sí"', () => {
    fc.assert(
      fc.property(
        twoOf(TYPES),
        twoOf(PLACES),
        (
          [[refusedType, refusedTypeId], [askedType, askedTypeId]],
          [[refusedPlace, refusedPlaceId], [askedPlace, askedPlaceId]],
        ) => {
          const reading = read(`${refusedType} no, ${askedType} sí; en ${refusedPlace} no, mejor en ${askedPlace}`);
          expect(reading.excluded.propertyTypeIds).toEqual([refusedTypeId]);
          expect(reading.propertyTypeIds).toEqual([askedTypeId]);
          expect(reading.excluded.municipalityIds).toEqual([refusedPlaceId]);
          expect(reading.municipalityIds).toEqual([askedPlaceId]);
        },
      ),
    );
  });

  it('never asks for and refuses the same thing, whatever the refusals composed', () => {
    const clause = fc.oneof(
      feature.map(([name]) => `sin ${name}`),
      feature.map(([name]) => `con ${name}`),
      feature.map(([name]) => `${name} no`),
      feature.map(([name]) => `no me sirve sin ${name}`),
      fc.constantFrom(...TYPES).map(([name]) => `no quiero ${name}`),
      fc.constantFrom(...TYPES).map(([name]) => name),
      fc.constantFrom(...PLACES).map(([name]) => `que no sea en ${name}`),
      fc.constantFrom(...PLACES).map(([name]) => `en ${name}`),
    );
    fc.assert(
      fc.property(
        fc.array(clause, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(', ', '. ', ' y '),
        (clauses, joint) => {
          const reading = read(clauses.join(joint));
          const both = (asked: readonly string[], refused: readonly string[]) =>
            asked.filter((id) => refused.includes(id));
          expect(both(reading.characteristics.include, reading.characteristics.exclude)).toEqual([]);
          expect(both(reading.propertyTypeIds, reading.excluded.propertyTypeIds)).toEqual([]);
          expect(both(reading.municipalityIds, reading.excluded.municipalityIds)).toEqual([]);
        },
      ),
    );
  });
});
