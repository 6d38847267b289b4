import { NUMBER_WORDS } from './lexicon.js';

const wordsOf = (test: (value: number) => boolean) =>
  Object.keys(NUMBER_WORDS)
    .filter((word) => test(NUMBER_WORDS[word]!))
    .sort((a, b) => b.length - a.length)
    .join('|');
const HUNDREDS = wordsOf((value) => value >= 100);
const TENS = wordsOf((value) => value >= 20 && value < 100 && value % 10 === 0);
const SMALL = wordsOf((value) => value < 100 && !(value >= 20 && value % 10 === 0));
/** Below a thousand in words: "trescientos", "ciento cincuenta", "cuarenta y cinco", "doce". */
const BELOW_THOUSAND = String.raw`(?:(?:${HUNDREDS})(?:\s+(?:(?:${TENS})(?:\s+y\s+(?:${SMALL}))?|${SMALL}))?|(?:${TENS})(?:\s+y\s+(?:${SMALL}))?|${SMALL})\b`;
/** A number in one word: "tres", "doce", "doscientos". */
const WORD_NUMBER = wordsOf(() => true);

/** A number as people write it: "1.500", "2,5", "300", "tres", "medio". */
export const NUMBER = String.raw`(?:\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])|\d+(?:[.,]\d+)?|${WORD_NUMBER}|medio)`;

/**
 * A number of money, also in several words, thousands too when more words follow ("mil doscientos", "ciento
 * cincuenta", "dos mil quinientos"); "dos mil" alone is "dos" and the unit "mil", which an amount reads the same.
 * Only amounts read these: counts and measures are one word, and every pattern with this longer one costs more.
 */
const MONEY_NUMBER = String.raw`(?:(?:${BELOW_THOUSAND}\s+)?mil\s+${BELOW_THOUSAND}|${BELOW_THOUSAND}|${NUMBER})`;

/**
 * The money units that follow a number: "palos" and "barras" are millions in Colombian slang, "lucas" thousands; "m"
 * only alone (not "m2").
 */
const MONEY_UNIT = String.raw`(?:mil\s+millones|millones|millon|millions?|mills?|palos?|barras?|mm|m(?![\w²])|mil|lucas?|k)`;

/** Millions and thousands said apart, as rents are: "un millón quinientos mil", "2 millones 300 mil". */
const millionsAndThousands = (number: string) =>
  String.raw`${number}\s*(?:millones|millon|palos?|barras?)\s+(?:y\s+)?${number}\s*mil\b`;

/** An amount: optional "$", a number, an optional unit; or "mil millones" / "un millon" in words. */
export const AMOUNT = String.raw`(?:\$\s*)?${millionsAndThousands(MONEY_NUMBER)}|(?:\$\s*)?${MONEY_NUMBER}\s*${MONEY_UNIT}?|mil\s+millones`;

/** "1.500" → 1500, "1,500" → 1500, "2,5" → 2.5, "2.5" → 2.5, "tres" → 3, "medio" → 0.5; as money, "mil doscientos" → 1200. */
export function parseNumber(text: string): number | null {
  const value = text.trim();
  if (value === 'medio') return 0.5;
  if (value in NUMBER_WORDS) return NUMBER_WORDS[value]!;
  if (/^[a-z]+(?:\s+[a-z]+)+$/.test(value)) return spelled(value.split(/\s+/));
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'));
  // Commas in groups of three are thousands, as English writes them ("1,500 million"): no one writes three decimals.
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(value)) return Number(value.replace(/,/g, ''));
  if (/^\d+(?:[.,]\d+)?$/.test(value)) return Number(value.replace(',', '.'));
  return null;
}

/** "mil doscientos" → 1200, "ciento cincuenta" → 150: words NUMBER matched, so in a valid order. */
function spelled(words: string[]): number | null {
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word === 'y') continue;
    if (word === 'mil') {
      total += (current || 1) * 1000;
      current = 0;
    } else if (word in NUMBER_WORDS) current += NUMBER_WORDS[word]!;
    else return null;
  }
  return total + current;
}

const MULTIPLIER: Array<[RegExp, number]> = [
  [/^mil\s+millones$/, 1e9],
  [/^(?:millones|millon|millions?|mills?|palos?|barras?|mm|m)$/, 1e6],
  [/^(?:mil|lucas?|k)$/, 1e3],
];

const COMPOSITE_AMOUNT = new RegExp(String.raw`^(?:\$\s*)?${millionsAndThousands(`(${MONEY_NUMBER})`)}$`);
const WHOLE_AMOUNT = new RegExp(String.raw`^(\$\s*)?(${MONEY_NUMBER})\s*(${MONEY_UNIT})?$`);
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
  const apart = COMPOSITE_AMOUNT.exec(trimmed);
  if (apart) {
    const [millions, thousands] = [parseNumber(apart[1]!), parseNumber(apart[2]!)];
    if (millions !== null && thousands !== null && thousands < 1000)
      return { value: Math.round(millions * 1e6 + thousands * 1e3), explicit: true };
  }
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
