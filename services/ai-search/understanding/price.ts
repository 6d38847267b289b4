import type { Range } from '../interpretation.js';
import { AMOUNT, parseAmount, parseNumber, unitOf, type ParsedAmount } from './amounts.js';
import type { Consumable } from './query-text.js';
import { AROUND_WORDS, MAX_WORDS, MIN_WORDS, qualified } from './ranges.js';

/** A billion pesos (un billón): more than any home in Colombia costs, so a larger amount is no price. */
const MOST_A_HOME_COSTS = 1e12;

const MONTHLY = /\b(?:al mes|mensuales?|mensualidad|por mes|mes|per month|a month|monthly)\b/;

/**
 * A phone number is no budget: a Colombian mobile (ten digits from 3, "+57" before it or not, in groups or not), or
 * any long run of digits after a word that gives a number to call ("llamar al 6014567890", "whatsapp 301 234 5678").
 */
const PHONE_NUMBER =
  /(?:\b(?:llamar|llamame|llamenme|llamen|llamada|whatsapp|whatsap|wasap|wpp|cel|celular|tel|telefono|numero|contacto)\s+(?:al\s+|es\s+)?(?:57\s*)?\d[\d\s-]{6,}\d|\b(?:57\s*)?3\d{2}[\s-]?\d{3}[\s-]?\d{4})\b/;
/** Nor is an identity or reference number: "mi cédula es 1.020.345.678", "NIT 900.123.456-7", "código 12345". */
const IDENTITY_NUMBER =
  /\b(?:cedula|cc|nit|documento|identificacion|pasaporte|codigo|cod|ref|referencia|matricula|placa)\s+(?:es\s+|de\s+|numero\s+|no\s+|nro\s+)?\d[\d.\s-]*\d\b/;
/** Said before DOLLARS is tried: that pattern tries an amount at every word, and few queries speak of dollars. */
const DOLLAR_WORD = /\b(?:dolar|dolares|usd|us\s*\$|dollars?)\b|\$\s*us\b/;
const DOLLARS = new RegExp(
  String.raw`(?<![\w.,])(?:${AMOUNT})(?:\s+y\s+medio)?\s+(?:de\s+)?(?:dolares|dolar|usd|dollars?)\b|\b(?:usd|us\s*\$|dolares|dollars?)\s*(?:${AMOUNT})`,
);
const ABOUT = String.raw`(?:(?:unos|como|aproximadamente|aprox)\s+)?`;
const BETWEEN = new RegExp(
  String.raw`\b(?:entre|desde|de)\s+${ABOUT}(${AMOUNT})\s+(?:y|a|hasta)\s+${ABOUT}(${AMOUNT})`,
);
const ONE_AMOUNT = new RegExp(
  String.raw`(?:\b(${MIN_WORDS}|${MAX_WORDS}|${AROUND_WORDS})\s*)?(?:\bde\s+)?(?<![\w.,])(${AMOUNT})(\s+y\s+medio)?(?![\w.,])(\s+o\s+(?:menos|mas)|\s+(?:en\s+adelante|para\s+arriba|or\s+more|and\s+up))?`,
);

/** "2 millones al mes": a monthly price, which says the visitor wants to rent when nothing else does. */
export function readMonthly(text: Consumable): boolean {
  return text.take(MONTHLY, () => undefined);
}

/**
 * "hasta 300 millones", "entre 200 y 300M", "alrededor de 500 palos"; a bare amount is a ceiling, and
 * `assumedCeiling` says the wording did not tell. A number is a price only when it says
 * so ($ or a unit) or is at least 100 000, so a number left over from something else ("piso 5") never
 * becomes 5 pesos.
 */
export function readPrice(text: Consumable): { range: Range | null; assumedCeiling: boolean; inDollars: boolean } {
  let range: Range | null = null;
  let assumedCeiling = false;
  text.take(PHONE_NUMBER, () => undefined);
  text.take(IDENTITY_NUMBER, () => undefined);
  // Dollars are not pesos: no price rather than a wrong one, and the visitor is told.
  const inDollars = text.mentions(DOLLAR_WORD) && text.take(DOLLARS, () => undefined);
  text.take(BETWEEN, (match) => {
    const unit = unitOf(match[2]!);
    const low = parseAmount(match[1]!, unitOf(match[1]!) ?? unit);
    const high = parseAmount(match[2]!);
    if (!low || !high || high.value <= low.value || !(low.explicit || high.explicit || high.value >= 100_000))
      return false;
    if (high.value > MOST_A_HOME_COSTS) return;
    range = { min: low.value, max: high.value };
  });
  if (range) return { range, assumedCeiling, inDollars };
  text.take(ONE_AMOUNT, (match) => {
    const amount = withHalf(parseAmount(match[2]!), match[2]!, Boolean(match[3]));
    if (!amount || range) return false;
    const money = amount.explicit || amount.value >= 100_000;
    if (!money) return false;
    // "12345678901234567890" is no budget: taken, so it is not read as anything else, and ignored.
    if (amount.value > MOST_A_HOME_COSTS) return;
    const qualifier = match[1] ?? (match[4] ? (match[4].includes('menos') ? 'hasta' : 'desde') : undefined);
    range = qualified(amount.value, qualifier, false, 'ceiling');
    assumedCeiling = qualifier === undefined;
  });
  return { range, assumedCeiling, inDollars };
}

/** "un millón y medio" → 1 500 000: half of the unit the amount was written in. */
function withHalf(amount: ParsedAmount | null, written: string, half: boolean): ParsedAmount | null {
  if (!amount || !half) return amount;
  const number = parseNumber(written.replace('$', '').trim().split(/\s+/)[0]!) ?? 1;
  return { ...amount, value: Math.round(amount.value + (amount.value / number) * 0.5) };
}
