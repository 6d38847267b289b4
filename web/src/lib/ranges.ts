import { formatPesos, formatPrice } from './format-price';

/** The two ends of a `min-max` value (digits only); either may be empty for an open range. */
export interface RangeEnds {
  min: string;
  max: string;
}

/** `"1500000-3000000"` → its ends; anything else reads as an empty range. */
export function splitRange(value: string): RangeEnds {
  const match = /^(\d*)-(\d*)$/.exec(value);
  return { min: match?.[1] ?? '', max: match?.[2] ?? '' };
}

/** The `min-max` value the API reads (`GET /api/properties?price=`); two empty ends are no value at all. */
export const joinRange = ({ min, max }: RangeEnds) => (min === '' && max === '' ? '' : `${min}-${max}`);

const GROUPED = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/**
 * A range in words, each end written by `amount` (the last one by `last`, which may add a unit): `A a B`, `Hasta B`
 * and `Más de A` for open ends. A minimum of 0 is no minimum. Anything that is no range is returned as it is.
 */
function formatRange(value: string, amount: (n: number) => string, last: (n: number) => string = amount): string {
  const { min, max } = splitRange(value);
  const from = min === '' || Number(min) === 0 ? null : Number(min);
  const to = max === '' ? null : Number(max);
  if (from === null && to === null) return value;
  if (from === null) return `Hasta ${last(to as number)}`;
  if (to === null) return `Más de ${last(from)}`;
  return `${amount(from)} a ${last(to)}`;
}

/** `$ 1.500.000 a $ 3.000.000`, `Hasta $ 200.000.000`, `Más de $ 2.000.000.000`: written as prices are everywhere. */
export function formatPriceRange(value: string, { monthly = false } = {}): string {
  return formatRange(value, formatPesos, (n) => formatPrice(n, monthly ? 'rent' : 'sale'));
}

/** `60 a 100 m²`, `Hasta 60 m²`, `Más de 500 m²`. */
export function formatAreaRange(value: string): string {
  return formatRange(value, GROUPED.format, (n) => `${GROUPED.format(n)} m²`);
}
