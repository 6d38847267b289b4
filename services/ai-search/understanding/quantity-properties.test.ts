import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vocabularyFromSeed } from '../evaluation/vocabulary-from-seed.js';
import type { Interpretation } from '../interpretation.js';
import { understandQuery } from './understand-query.js';

/*
 * Properties of the quantity grammar over generated wordings: what the words compose must not depend on which
 * amount, unit or spelling a case happened to list.
 */

const vocabulary = vocabularyFromSeed();
const read = (query: string) => understandQuery(query, vocabulary);
/** A reading without what only explains it (notes, ranking text). */
const constraints = ({ notes: _notes, text: _text, ...rest }: Interpretation) => rest;

type Slot = 'price' | 'bedrooms' | 'bathrooms' | 'area' | 'stratum';
/** A quantity as words, and its slot: "300 millones", "3 alcobas", "estrato 4", "80 m2". */
const quantity = fc.oneof(
  fc.record({
    slot: fc.constant<Slot>('price'),
    value: fc.integer({ min: 1, max: 2000 }),
    unit: fc.constantFrom('millones', 'palos', 'millones de pesos', 'M'),
  }),
  fc.record({
    slot: fc.constant<Slot>('bedrooms'),
    value: fc.integer({ min: 1, max: 8 }),
    unit: fc.constantFrom('habitaciones', 'alcobas', 'cuartos', 'piezas', 'bedrooms'),
  }),
  fc.record({
    slot: fc.constant<Slot>('bathrooms'),
    value: fc.integer({ min: 1, max: 6 }),
    unit: fc.constantFrom('baños', 'banos', 'bathrooms'),
  }),
  fc.record({
    slot: fc.constant<Slot>('area'),
    value: fc.integer({ min: 20, max: 5000 }),
    unit: fc.constantFrom('m2', 'm²', 'metros cuadrados', 'mts2', 'metros'),
  }),
  fc.record({ slot: fc.constant<Slot>('stratum'), value: fc.integer({ min: 1, max: 6 }), unit: fc.constant('') }),
);
type Quantity = { slot: Slot; value: number; unit: string };

/** "estrato 4" puts its word first; every other unit follows its number. */
const said = ({ slot, value, unit }: Quantity) => (slot === 'stratum' ? `estrato ${value}` : `${value} ${unit}`);
const valueOf = ({ slot, value }: Quantity) => (slot === 'price' ? value * 1_000_000 : value);

describe('the quantity grammar, over generated wordings', () => {
  it('reads "no más de X" as "hasta X" and "no menos de X" as "desde X", never the other side', () => {
    fc.assert(
      fc.property(quantity, (q) => {
        expect(read(`apartamento no más de ${said(q)}`)[q.slot]).toEqual({ max: valueOf(q) });
        expect(constraints(read(`apartamento no más de ${said(q)}`))).toEqual(
          constraints(read(`apartamento hasta ${said(q)}`)),
        );
        expect(read(`que no valga menos de ${said(q)}`)[q.slot]).toEqual({ min: valueOf(q) });
      }),
    );
  });

  it('reads a direction word after the amount as its bound: "X pa arriba" is "desde X", "X pa abajo" is "hasta X"', () => {
    fc.assert(
      fc.property(
        quantity,
        fc.constantFrom('pa arriba', 'para arriba', 'en adelante', 'o más', 'hacia arriba', 'como mínimo'),
        fc.constantFrom('pa abajo', 'para abajo', 'o menos', 'como máximo', 'máximo'),
        (q, up, down) => {
          expect(read(`casa de ${said(q)} ${up}`)[q.slot]).toEqual({ min: valueOf(q) });
          expect(read(`casa de ${said(q)} ${down}`)[q.slot]).toEqual({ max: valueOf(q) });
        },
      ),
    );
  });

  it('reads an amount in words as the same amount in digits', () => {
    fc.assert(
      // From 2: "uno millones" is no Spanish ("un millón" is a rule's example).
      fc.property(fc.integer({ min: 2, max: 999 }), fc.constantFrom('millones', 'mil'), (value, unit) => {
        const inWords = read(`apartamento hasta ${spelled(value)} ${unit}`);
        expect(inWords.price).toEqual(read(`apartamento hasta ${value} ${unit}`).price);
        expect(inWords.price).toEqual({ max: value * (unit === 'mil' ? 1000 : 1_000_000) });
      }),
    );
  });

  it('never changes a reading for accents, case, spacing, stretched letters or greetings', () => {
    fc.assert(
      fc.property(
        fc.array(quantity, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('', 'hola buenas tardes, ', 'Holaaa!! ', 'buenos días vecino 😊 '),
        fc.constantFrom('', ' gracias', ', mil gracias!!', ' 🙏🙏'),
        fc.boolean(),
        (quantities, greeting, thanks, shout) => {
          const query = `apartamento en Medellín ${quantities.map((q) => `con ${said(q)}`).join(' y ')}`;
          const varied = `${greeting}${shout ? query.toUpperCase() : query.normalize('NFD').replace(/\p{M}/gu, '')}${thanks}`;
          expect(constraints(read(varied.replace(/ /g, '   ')))).toEqual(constraints(read(query)));
        },
      ),
    );
  });

  it('reads the same constraints whatever the order of the clauses', () => {
    fc.assert(
      fc.property(fc.uniqueArray(quantity, { minLength: 2, maxLength: 4, selector: (q) => q.slot }), (quantities) => {
        const clauses = ['apartamento en Cali', ...quantities.map((q) => `hasta ${said(q)}`)];
        const forward = read(clauses.join(', '));
        const backward = read([...clauses].reverse().join(', '));
        expect(constraints(backward)).toEqual(constraints(forward));
        for (const q of quantities) expect(forward[q.slot]).toEqual({ max: valueOf(q) });
      }),
    );
  });
});

// The test's own speller, not the lexicon's table: an oracle the code under test did not write.
const UNITS = ' uno dos tres cuatro cinco seis siete ocho nueve'.split(' ');
const TEENS = 'diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve'.split(' ');
const TENS = '  veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa'.split(' ');
const HUNDREDS =
  ' ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos'.split(' ');

/** 1–999 in Spanish words, as a visitor writes them: "trescientos cuarenta y cinco", "cien". */
function spelled(value: number): string {
  if (value === 100) return 'cien';
  const hundreds = HUNDREDS[Math.floor(value / 100)]!;
  const rest = value % 100;
  const tens =
    rest < 10
      ? UNITS[rest]!
      : rest < 20
        ? TEENS[rest - 10]!
        : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? ` y ${UNITS[rest % 10]}` : ''}`;
  return [hundreds, tens].filter(Boolean).join(' ');
}
