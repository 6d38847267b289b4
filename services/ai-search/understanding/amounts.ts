import { NUMBER_WORDS } from './lexicon.js';

const WORD_NUMBER = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** A number as people write it: "1.500", "2,5", "300", "tres", "medio". */
export const NUMBER = String.raw`(?:\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?|${WORD_NUMBER}|medio)`;

/** The money units that follow a number: "palos" and "barras" are millions in Colombian slang; "m" only alone (not "m2"). */
const MONEY_UNIT = String.raw`(?:mil\s+millones|millones|millon|millions?|mills?|palos?|barras?|mm|m(?![\w²])|mil|k)`;

/** An amount: optional "$", a number, an optional unit; or "mil millones" / "un millon" in words. */
export const AMOUNT = String.raw`(?:\$\s*)?${NUMBER}\s*${MONEY_UNIT}?|mil\s+millones`;

/** "1.500" → 1500, "2,5" → 2.5, "2.5" → 2.5, "tres" → 3, "medio" → 0.5. */
export function parseNumber(text: string): number | null {
  const value = text.trim();
  if (value === 'medio') return 0.5;
  if (value in NUMBER_WORDS) return NUMBER_WORDS[value]!;
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'));
  if (/^\d+(?:[.,]\d+)?$/.test(value)) return Number(value.replace(',', '.'));
  return null;
}

const MULTIPLIER: Array<[RegExp, number]> = [
  [/^mil\s+millones$/, 1e9],
  [/^(?:millones|millon|millions?|mills?|palos?|barras?|mm|m)$/, 1e6],
  [/^(?:mil|k)$/, 1e3],
];

const WHOLE_AMOUNT = new RegExp(String.raw`^(\$\s*)?(${NUMBER})\s*(${MONEY_UNIT})?$`);
const TRAILING_UNIT = new RegExp(String.raw`(${MONEY_UNIT})\s*$`);

export interface ParsedAmount {
  value: number;
  /** Whether the text itself says it is money ($ or a unit), not just a number. */
  explicit: boolean;
}

/** Reads one amount in pesos; `defaultUnit` applies to a bare number ("entre 200 y 300 millones"). */
export function parseAmount(text: string, defaultUnit?: string): ParsedAmount | null {
  const trimmed = text.trim();
  if (/^mil\s+millones$/.test(trimmed)) return { value: 1e9, explicit: true };
  const match = WHOLE_AMOUNT.exec(trimmed);
  if (!match) return null;
  const number = parseNumber(match[2]!);
  if (number === null) return null;
  const unit = match[3] ?? defaultUnit;
  const multiplier = unit ? (MULTIPLIER.find(([pattern]) => pattern.test(unit.replace(/\s+/g, ' ')))?.[1] ?? 1) : 1;
  return { value: Math.round(number * multiplier), explicit: Boolean(match[1] || match[3]) };
}

/** The unit written after an amount, to lend to a bare first amount ("entre 2 y 3 millones"). */
export function unitOf(text: string): string | undefined {
  return TRAILING_UNIT.exec(text.trim())?.[1];
}
