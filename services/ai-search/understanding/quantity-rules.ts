import type { Range } from '../interpretation.js';
import type { QuantitySlot } from './quantity-lexicon.js';

/*
 * The quantity grammar's rule table, as data: each rule is a pattern over the kinds of tokens (quantity-tokens.ts),
 * the reader that turns what it matched into a constraint (quantities.ts), and examples, each one a test
 * (quantity-rules.test.ts). Rules are tried in this order; what one takes, the next ones do not see.
 *
 * Patterns: a kind per token ("num", "cmp", "cmp_max", "unit_stratum", "end"…), `?`, `*`, `{0,4}`, `|`, `( )`,
 * `(?! )`, named parts `name=( )` the reader receives, and `@amount`: an amount of money or a plain number ("$ 2
 * millones 300 mil", "1.500 millones", "3", "1 millón y medio").
 */

export type QuantityReader =
  'dollars' | 'range' | 'parkingForCars' | 'ground' | 'pair' | 'carried' | 'single' | 'monthly';

/** What the examples expect: the slots a query fills, and the flags. */
export type QuantityExpectation = Partial<Record<QuantitySlot, Range | null>> & {
  assumedCeiling?: boolean;
  inDollars?: boolean;
  monthly?: boolean;
};

export interface QuantityRule {
  name: string;
  pattern: string;
  read: QuantityReader;
  examples: ReadonlyArray<readonly [query: string, expected: QuantityExpectation]>;
}

export const AMOUNT_PATTERN = `pesos? num (money_million half? (num (money_thousand | (?! unit | money_million | num)))? | money* half?)`;

export const QUANTITY_RULES: readonly QuantityRule[] = [
  {
    name: 'an amount in dollars is no price in pesos',
    pattern: `dollar @amount | @amount (from)? dollar`,
    read: 'dollars',
    examples: [
      ['casa USD 200k en cartagena', { price: null, inDollars: true }],
      ['apartamento de 300.000 dólares', { price: null, inDollars: true }],
    ],
  },
  {
    name: 'a range opened by "entre", "de" or "desde": both ends, the unit of the second lent to the first',
    pattern: `(pre=(unit_pre))? from (pre2=(unit_pre))? low=(@amount) (post1=(unit))? join (from)? high=(@amount)
      (post=(unit | pesos))?`,
    read: 'range',
    examples: [
      ['apto entre 200 y 300M', { price: { min: 200_000_000, max: 300_000_000 } }],
      ['entre 1 millon 200 mil y 1 millon 800 mil', { price: { min: 1_200_000, max: 1_800_000 } }],
      ['casa estrato entre 3 y 5', { stratum: { min: 3, max: 5 } }],
      ['entre estrato 3 y 4', { stratum: { min: 3, max: 4 } }],
      ['de 80 a 100 m2', { area: { min: 80, max: 100 } }],
      ['between 2 and 3 bedrooms', { bedrooms: { min: 2, max: 3 } }],
      ['entre 300 millones y 450', { price: { min: 300_000_000, max: 450_000_000 } }],
      ['desde 900 mil hasta 1.500.000 mensuales', { price: { min: 900_000, max: 1_500_000 } }],
    ],
  },
  {
    name: 'a range after its count\'s word: "estrato 3 al 5"',
    pattern: `pre=(unit_pre) low=(@amount) join high=(@amount)`,
    read: 'range',
    examples: [['estratos 4 o 5', { stratum: { min: 4, max: 5 } }]],
  },
  {
    name: 'a range before its unit: "2 o 3 habitaciones", "200-300 millones"',
    pattern: `low=(num) join high=(@amount) (post=(unit | pesos))?`,
    read: 'range',
    examples: [
      ['2 o 3 habitaciones', { bedrooms: { min: 2, max: 3 } }],
      ['apartamento 200-300 millones', { price: { min: 200_000_000, max: 300_000_000 } }],
    ],
  },
  {
    name: 'parking for so many cars',
    pattern: `unit_parkingSpaces for value=(num) cars`,
    read: 'parkingForCars',
    examples: [['parqueadero para 2 carros', { parkingSpaces: { min: 2 } }]],
  },
  {
    name: 'the ground floor, asked for or refused before or after it',
    pattern: `(neg=(neg) ((fill | from | pron){0,4} (neg2=(rel neg) (fill | from){0,4})? | (fill | pron){0,3} word (fill | from){0,2}))?
      ground
      (post=(neg) ((fill){0,2} | pron word) (?= end | $ | join | cause))?`,
    read: 'ground',
    examples: [
      ['casa de un piso en planta baja', { floor: { min: 1, max: 1 } }],
      ['apartamento que no quede en primer piso', { floor: { min: 2 } }],
      ['apartment in Sabaneta, no first floor', { floor: { min: 2 } }],
      ['primer piso no', { floor: { min: 2 } }],
      ['con piscina, el primer piso no me sirve', { floor: { min: 2 } }],
      ['que no sea en primer piso ni en Bosa', { floor: { min: 2 } }],
      ['no nos interesan oficinas en primer piso', { floor: { min: 2 } }],
      ['el primer piso ni lo mencionen', { floor: { min: 2 } }],
      ['primer piso tampoco lo queremos por los zancudos', { floor: { min: 2 } }],
      ['no quiero nada que no sea primer piso', { floor: { min: 1, max: 1 } }],
      ['no nos interesa nada en primer piso', { floor: { min: 2 } }],
      ['que no sea en primer piso ni sin ascensor', { floor: { min: 2 } }],
      ['piso uno no, 2 alcobas', { floor: { min: 2 } }],
      ['no me sirve en primer piso', { floor: { min: 2 } }],
      ['no me interesan los de primer piso', { floor: { min: 2 } }],
      ['primer piso no y piscina tampoco', { floor: { min: 2 } }],
      ['nada de primer piso', { floor: { min: 2 } }],
      ['apartamento de 3 habitaciones en el piso 3', { floor: null, bedrooms: { min: 3 } }],
    ],
  },
  {
    name: 'two bounds, the second amount in the first one\'s unit: "más de 300 millones y menos de 450"',
    pattern: `(neg=(neg) (fill | from){0,4})? cmp=(cmp) amount=(@amount) (post=(unit | pesos))? (end)? (join)? (neg2=(neg))?
      (fill){0,2} cmp2=(cmp) amount2=(num) (?! unit | money | pesos | num | half)`,
    read: 'pair',
    examples: [
      ['que no valga menos de 300 millones ni más de 450', { price: { min: 300_000_000, max: 450_000_000 } }],
      ['más de 2 habitaciones y menos de 5', { bedrooms: { min: 3, max: 4 } }],
      [
        'que no esté por encima de 900 millones, ni por debajo de 600',
        { price: { min: 600_000_000, max: 900_000_000 } },
      ],
      ['más de 2 millones y menos de 3 habitaciones', { price: { min: 2_000_000 }, bedrooms: { max: 2 } }],
    ],
  },
  {
    name: 'a floor carried over a list of measures: "at least two bedrooms and 120 square meters"',
    pattern: `cmp=(cmp_min) amount=(@amount) post=(unit) join amount2=(num) post2=(unit)`,
    read: 'carried',
    examples: [
      ['at least two bedrooms and 120 square meters', { bedrooms: { min: 2 }, area: { min: 120 } }],
      ['mínimo 3 alcobas y 90 m2', { bedrooms: { min: 3 }, area: { min: 90 } }],
      ['hasta 3 alcobas y 90 m2', { bedrooms: { max: 3 }, area: { min: 81, max: 99 } }],
    ],
  },
  {
    name: 'one amount: its unit before or after it, its bound before it (turned over by a negation) or after it',
    pattern: `(pre=(unit_pre) (fill){0,2})? (neg=(neg) (fill | from){0,4})? (cmp=(cmp))? (from | fill)? (pre2=(unit_pre))? amount=(@amount)
      (dir1=(dir))? (post=(unit | (from)? pesos))? (monthly)? (dir=(dir))?`,
    read: 'single',
    examples: [
      ['casa hasta 300 millones', { price: { max: 300_000_000 } }],
      ['casa de $300.000.000 o menos', { price: { max: 300_000_000 } }],
      ['casa de 300 millones de pesos para arriba', { price: { min: 300_000_000 } }],
      ['finca de mil millones', { price: { max: 1_000_000_000 }, assumedCeiling: true }],
      ['casa de 450 millones en adelante', { price: { min: 450_000_000 } }],
      ['de 300 millones para arriba', { price: { min: 300_000_000 } }],
      ['arriendo que no pase de 2.300.000', { price: { max: 2_300_000 } }],
      ['que no valga más de 300 millones', { price: { max: 300_000_000 } }],
      ['que no se vaya por encima de los 3 millones', { price: { max: 3_000_000 } }],
      [
        'tengo ahorrados 280 millones, pero no me quiero pasar de 400 millones',
        { price: { max: 400_000_000 }, assumedCeiling: false },
      ],
      ['ni un peso más de 4 millones al mes', { price: { max: 4_000_000 } }],
      ['estrato 3 como tope', { stratum: { max: 3 } }],
      ['que no quede más arriba del piso 5', { floor: { max: 5 } }],
      ['estrato 4 de ahí para arriba', { stratum: { min: 4 } }],
      ['hasta mil palos', { price: { max: 1_000_000_000 } }],
      ['q no pase d 3 melones', { price: { max: 3_000_000 } }],
      ['lote de mil metros para arriba', { area: { min: 1000 } }],
      ['que no pase del millón ochocientos', { price: { max: 1_800_000 } }],
      ['estrato no mayor al 4', { stratum: { max: 4 } }],
      ['que no cueste menos de 200 millones', { price: { min: 200_000_000 } }],
      ['no tengo más de 300 millones', { price: { max: 300_000_000 } }],
      ['nada por encima de 450 millones', { price: { max: 450_000_000 } }],
      ['el canon no puede pasar de 7 millones', { price: { max: 7_000_000 } }],
      ['que no tenga menos de 3 alcobas', { bedrooms: { min: 3 } }],
      ['no more than 1.2 million', { price: { max: 1_200_000 } }],
      ['casa alrededor de 500 palos', { price: { min: 450_000_000, max: 550_000_000 } }],
      ['arriendo hasta un millón quinientos mil', { price: { max: 1_500_000 } }],
      ['un millón y medio', { price: { max: 1_500_000 }, assumedCeiling: true }],
      ['2 millones 300', { price: { max: 2_300_000 }, assumedCeiling: true }],
      ['apartaestudio máximo 2,5 millones al mes', { price: { max: 2_500_000 }, monthly: true }],
      ['tres alcobas y dos baños', { bedrooms: { min: 3 }, bathrooms: { min: 2 } }],
      ['más de 3 habitaciones', { bedrooms: { min: 4 } }],
      ['no más de 3 habitaciones ni menos de 2 baños', { bedrooms: { max: 3 }, bathrooms: { min: 2 } }],
      ['3 alcobas mínimo', { bedrooms: { min: 3 } }],
      ['3+ habitaciones', { bedrooms: { min: 3 } }],
      ['con exactamente 2 habitaciones', { bedrooms: { min: 2, max: 2 } }],
      ['estrato máximo 3, con 3 habitaciones', { stratum: { max: 3 }, bedrooms: { min: 3 } }],
      ['mínimo estrato 4', { stratum: { min: 4 } }],
      ['estrato 4 para arriba', { stratum: { min: 4 } }],
      ['que no baje de estrato 4', { stratum: { min: 4 } }],
      ['que no baje del estrato 4', { stratum: { min: 4 } }],
      ['stratum 4 and up', { stratum: { min: 4 } }],
      ['un estrato que no supere el 4', { stratum: { max: 4 } }],
      ['lote no menor a 1.500 m2', { area: { min: 1500 } }],
      ['estrato 3', { stratum: { min: 3, max: 3 } }],
      ['área mínima de 70 m2', { area: { min: 70 } }],
      ['no menos de 80 m2', { area: { min: 80 } }],
      ['apartamento de 80 metros', { area: { min: 72, max: 88 } }],
      ['finca de mínimo 2 hectáreas', { area: { min: 20_000 } }],
      ['at least 1,000 sq ft', { area: { min: 93 } }],
      ['2br apartment', { bedrooms: { min: 2 } }],
      ['apto con 2 parqueaderos', { parkingSpaces: { min: 2 } }],
      ['500 habitaciones', { bedrooms: null }],
      ['vigilancia 24 horas', { price: null }],
    ],
  },
  {
    name: 'a monthly amount, wherever it is said',
    pattern: `monthly`,
    read: 'monthly',
    examples: [['2 millones mensuales', { price: { max: 2_000_000 }, monthly: true }]],
  },
];
