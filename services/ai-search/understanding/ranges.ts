import type { Range } from '../interpretation.js';

/** Words that put a number at the low end ("más de 80"), at the high end ("hasta 300") or in the middle ("unos 500"). */
export const MIN_WORDS = String.raw`(?:minimo|min|al menos|por lo menos|desde|mas de|mayor a|superior a|a partir de|por encima de|sobre)`;
export const MAX_WORDS = String.raw`(?:maximo|max|hasta|menos de|no mas de|por debajo de|inferior a|tope de|tope|presupuesto de|presupuesto)`;
export const AROUND_WORDS = String.raw`(?:alrededor de|cerca de|aproximadamente|aprox|unos|como|mas o menos|por ahi de)`;

/**
 * Applies "más de / hasta / alrededor de" to a number. A bare count means "at least" (asking for 3 rooms is
 * happy with 4), and "más de 3" on a count means 4; a bare area or price is approximate, so ±10 %.
 */
export function qualified(value: number, qualifier: string | undefined, whole: boolean): Range {
  if (qualifier && new RegExp(`^${MIN_WORDS}$`).test(qualifier))
    return { min: whole && /^(mas de|mayor a|superior a|por encima de|sobre)$/.test(qualifier) ? value + 1 : value };
  if (qualifier && new RegExp(`^${MAX_WORDS}$`).test(qualifier))
    return { max: whole && /^(menos de|por debajo de|inferior a)$/.test(qualifier) ? value - 1 : value };
  if (whole) return { min: value };
  return { min: Math.round(value * 0.9), max: Math.round(value * 1.1) };
}
