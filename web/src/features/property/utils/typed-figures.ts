import { shareOf } from './credit-simulator';

/**
 * Figures as people type them in Colombia: dots (or commas, or spaces) group thousands, a comma marks decimals, and a
 * `$`, `%`, `años` or `E.A.` may come along. Anything else is no figure (`null`), so the form can say so.
 */

/** Removes the units and spaces (including the no-break ones Intl writes) a figure may carry. */
const bare = (text: string) =>
  text
    .toLowerCase()
    .replace(/\$|cop|%|e\.?\s*a\.?|años?|anos?/g, '')
    .replace(/\s/g, '');

/** `350.000.000`, `350,000,000`, `350 000 000`, `$ 350.000.000`, `350000000` and `350.000.000,50` → whole pesos. */
export function parsePesos(text: string): number | null {
  const value = text
    .toLowerCase()
    .replace(/\$|cop/g, '')
    .trim();
  // Groups of three after the first, all with the same separator; or no grouping at all. Cents after a comma.
  const match = /^(\d{1,3}(?:([.,\s])\d{3})?(?:\2\d{3})*|\d+)(?:,(\d{1,2}))?$/.exec(value.replace(/\s+/g, ' '));
  if (!match) return null;
  const [, whole = '', , cents = '0'] = match;
  return Math.round(Number(whole.replace(/[.,\s]/g, '')) + Number(`0.${cents}`));
}

/** `12,5`, `12.5`, `12,5 %`, `12,5% E.A.`, `30` → the number. */
export function parseDecimal(text: string): number | null {
  const value = bare(text);
  return /^\d+(?:[.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : null;
}

/** A percentage of `price` (`30`, `25,5 %`) in whole pesos. */
export function parseShare(text: string, price: number | null): number | null {
  const percent = parseDecimal(text);
  return percent === null || price === null ? null : shareOf(price, percent);
}

/** A down payment typed in pesos, or as a share of `price` when it carries `%`. */
export const parsePesosOrShare = (text: string, price: number | null) =>
  text.includes('%') ? parseShare(text, price) : parsePesos(text);

const GROUPED = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
const PERCENT = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** `90.000.000`: pesos as the input shows them once typed (its `$` is beside the field). */
export const pesosText = (value: number) => GROUPED.format(value);

/** `30` or `33,33`: a percentage as its input shows it (its `%` is beside the field). */
export const percentText = (value: number) => PERCENT.format(value);
