import type { Range } from '../interpretation.js';

/** Words that put a number at the low end ("más de 80"), at the high end ("hasta 300") or in the middle ("unos 500"). */
export const MIN_WORDS = String.raw`(?:minim[oa]\s+de|minimo|minima|min|al menos|por lo menos|desde|mas de|mayor a|superior a|a partir de|por encima de|sobre|at least|more than|over)`;
export const MAX_WORDS = String.raw`(?:maxim[oa]\s+de|maximo|maxima|max|hasta|menos de|no mas de|no more than|not more than|por debajo de|inferior a|tope de|tope|(?:que\s+)?no\s+(?:pase|supere|exceda)\s+(?:de\s+)?|presupuesto\s+(?:maximo\s+)?de|presupuesto|tengo|under|up to|below|budget(?:\s+of)?|less than)`;
export const AROUND_WORDS = String.raw`(?:alrededor de|cerca de|aproximadamente|aprox|unos|como|mas o menos|por ahi de|around|about)`;
/** Words that ask for that number and no other: "exactamente 2 habitaciones", "solo 1 baño". */
export const EXACT_WORDS = String.raw`(?:exactamente|solamente|solo|unicamente|exactly|only)`;

const AROUND = new RegExp(`^${AROUND_WORDS}$`);
const MIN = new RegExp(`^${MIN_WORDS}$`);
const MAX = new RegExp(`^${MAX_WORDS}$`);
const EXACT = new RegExp(`^${EXACT_WORDS}$`);

/**
 * Applies "más de / hasta / alrededor de / exactamente" to a number. A bare count means "at least" (asking for 3 rooms is
 * happy with 4), and "más de 3" on a count means 4; a bare area is approximate, so ±10 %; a bare price is what
 * the visitor can pay, a ceiling (`bare: 'ceiling'`): a ±10 % band would hide everything cheaper.
 */
export function qualified(
  value: number,
  qualifier: string | undefined,
  whole: boolean,
  bare: 'about' | 'ceiling' = 'about',
): Range {
  const word = qualifier?.trim().replace(/\s+/g, ' ');
  if (word && AROUND.test(word)) return { min: Math.round(value * 0.9), max: Math.round(value * 1.1) };
  if (word && EXACT.test(word)) return { min: value, max: value };
  qualifier = word;
  if (qualifier && MIN.test(qualifier))
    return { min: whole && /^(mas de|mayor a|superior a|por encima de|sobre)$/.test(qualifier) ? value + 1 : value };
  if (qualifier && MAX.test(qualifier))
    return { max: whole && /^(menos de|por debajo de|inferior a)$/.test(qualifier) ? value - 1 : value };
  if (whole) return { min: value };
  if (bare === 'ceiling') return { max: value };
  return { min: Math.round(value * 0.9), max: Math.round(value * 1.1) };
}
