import type { Range } from '../interpretation.js';
import type { QuantitySlot, Role } from './quantity-lexicon.js';
import { AMOUNT_PATTERN, QUANTITY_RULES, type QuantityReader } from './quantity-rules.js';
import { kindsOf, tokenize, type Token } from './quantity-tokens.js';
import { QUANTITY_MARK } from './query-text.js';

/** What the quantity grammar read: a range per slot, and what the answer must say of how it read them. */
export interface Quantities extends Record<QuantitySlot, Range | null> {
  /** A bare amount taken as the most the visitor can pay. */
  assumedCeiling: boolean;
  /** An amount in dollars, left out. */
  inDollars: boolean;
  /** A monthly amount ("al mes"): a rent. */
  monthly: boolean;
}

/** A pattern of the rule table as a regular expression over the tokens' kinds, each token written `<kind kind…>`. */
function compile(pattern: string): RegExp {
  const source = pattern
    .replace(/@amount/g, `(?:${AMOUNT_PATTERN})`)
    .replace(/(\w+)=\(/g, '(?<$1>')
    .replace(/\((?!\?)/g, '(?:')
    .replace(/(?<![<\w])[a-z][a-z_A-Z]*(?![\w>])/g, (kind) => `(?:<[^>]*\\b${kind}\\b[^>]*>)`)
    .replace(/\s+/g, '');
  return new RegExp(source, 'gd');
}
const RULES = QUANTITY_RULES.map((rule) => ({ ...rule, regex: compile(rule.pattern) }));

/** Counts are whole: "más de 3 habitaciones" asks for 4. */
const WHOLE: ReadonlySet<QuantitySlot> = new Set(['bedrooms', 'bathrooms', 'parkingSpaces', 'stratum', 'floor']);
/** The most of each a real listing has: "500 habitaciones" is a slip, not a constraint that empties the results. */
const MOST: Partial<Record<QuantitySlot, number>> = { bedrooms: 50, bathrooms: 50, parkingSpaces: 500, price: 1e12 };
/** A plain number is a price from here on ("apartaestudio 1.800.000"): below, it may be anything. */
const PRICE_FROM = 100_000;

type Groups = Record<string, Token[] | undefined>;
type Bound = { bound: 'min' | 'max' | 'around' | 'exact' | null; strict: boolean };

/**
 * Reads every quantity of `words` (normalised, numbers in digits) with the rule table, and returns what they say
 * and the words no rule took, in order.
 */
export function readQuantities(words: readonly string[]): { quantities: Quantities; leftover: string[] } {
  const tokens = tokenize(words);
  const used = tokens.map(() => false);
  const quantities: Quantities = {
    price: null,
    bedrooms: null,
    bathrooms: null,
    parkingSpaces: null,
    area: null,
    stratum: null,
    floor: null,
    assumedCeiling: false,
    inDollars: false,
    monthly: false,
  };
  for (const rule of RULES) {
    const encoded: string[] = [];
    const tokenAt: number[] = [];
    tokens.forEach((token, index) => {
      const text = `<${used[index] ? 'used' : kindsOf(token).join(' ')}>`;
      encoded.push(text);
      for (let c = 0; c < text.length; c++) tokenAt.push(index);
    });
    tokenAt.push(tokens.length);
    for (const match of encoded.join('').matchAll(rule.regex)) {
      const span = (range: [number, number] | undefined) =>
        range ? tokens.slice(tokenAt[range[0]], tokenAt[range[1]]) : undefined;
      const groups: Groups = {};
      for (const [name, range] of Object.entries(match.indices?.groups ?? {})) groups[name] = span(range);
      const outcome = READERS[rule.read](groups, quantities);
      if (outcome === false) continue;
      const unused = Array.isArray(outcome) ? outcome : [];
      for (let index = tokenAt[match.index]!; index < tokenAt[match.index + match[0].length]!; index++)
        used[index] = !unused.some((name) => groups[name]?.includes(tokens[index]!));
    }
  }
  // A run of taken tokens leaves its mark, so "sin ascensor, no en primer piso" keeps its refusal of the floor apart.
  const leftover = tokens.flatMap((token, index) =>
    !used[index] ? token.words : used[index - 1] ? [] : [QUANTITY_MARK],
  );
  return { quantities, leftover };
}

const role = <K extends Role['kind']>(tokens: Token[] | undefined, kind: K) =>
  tokens
    ?.flatMap((token) => token.roles)
    .find((candidate): candidate is Extract<Role, { kind: K }> => candidate.kind === kind);

/**
 * The value of an amount's tokens: a number times its units ("2 mil millones"), half a unit more ("y medio"), the
 * thousands said after the millions ("2 millones 300 mil", "un millón doscientos"). `money` says the words name money.
 */
function amountOf(tokens: Token[]): { value: number; money: boolean; times: number } {
  let value = 0;
  let times = 1;
  let money = tokens.some((token) => role([token], 'pesos'));
  let number: number | undefined;
  for (const token of tokens) {
    const unit = role([token], 'money');
    if (token.value !== undefined && number === undefined) number = token.value;
    else if (token.value !== undefined) {
      // The thousands after the millions: "2 millones 300 mil", and "un millón doscientos" without its "mil".
      value = number! * times + (token.value < 1000 ? token.value * 1000 : token.value);
      number = undefined;
    } else if (unit) {
      times *= unit.times;
      money = true;
    } else if (role([token], 'half')) value += times * 0.5;
  }
  if (number !== undefined) value += number * times;
  return { value: Math.round(value * 100) / 100, money, times };
}

/**
 * The slot an amount fills: the unit after it; money ("parqueadero hasta 3 millones" is a price); the count's word
 * before it ("estrato 4"); else a large plain number is a price.
 */
function slotOf(value: number, money: boolean, after: Token[] | undefined, ...before: Array<Token[] | undefined>) {
  const unit = role(after, 'unit');
  if (unit) return unit.slot;
  if (money || role(after, 'pesos')) return 'price';
  const named = before.map((tokens) => role(tokens, 'unit')).find(Boolean);
  if (named) return named.slot;
  return value >= PRICE_FROM ? 'price' : null;
}

const factorOf = (...units: Array<Token[] | undefined>) =>
  units.map((tokens) => role(tokens, 'unit')?.times).find((times) => times !== undefined) ?? 1;

/** The bound a comparative or direction word gives; a negation before it turns it over ("no más de" is "hasta"). */
function boundOf(groups: Groups): Bound {
  const direction = role(groups.dir, 'dir') ?? role(groups.dir1, 'dir');
  if (direction) return { bound: direction.bound, strict: false };
  const comparative = role(groups.cmp, 'cmp');
  if (!comparative) return { bound: null, strict: false };
  if (!groups.neg) return { bound: comparative.bound, strict: comparative.strict ?? false };
  if (comparative.bound === 'min') return { bound: 'max', strict: !comparative.strict };
  if (comparative.bound === 'max') return { bound: 'min', strict: !comparative.strict };
  return { bound: null, strict: false };
}

/** A value and its bound as a range, by what the slot is: a bare count is a floor, a bare area ±10 %, a bare price a ceiling. */
function rangeOf(slot: QuantitySlot, value: number, { bound, strict }: Bound): Range | null {
  const whole = WHOLE.has(slot);
  if (bound === 'exact') return { min: value, max: value };
  if (bound === 'around') return { min: Math.round(value * 0.9), max: Math.round(value * 1.1) };
  if (bound === 'min') return { min: whole && strict ? value + 1 : value };
  if (bound === 'max') return { max: whole && strict ? value - 1 : value };
  if (slot === 'price') return { max: value };
  if (slot === 'area') return { min: Math.round(value * 0.9), max: Math.round(value * 1.1) };
  if (slot === 'stratum') return { min: value, max: value };
  if (slot === 'floor') return value === 1 ? { min: 1, max: 1 } : null;
  return { min: value };
}

const plausible = (slot: QuantitySlot, value: number) =>
  value >= (slot === 'price' ? 1 : 0) &&
  value <= (MOST[slot] ?? Infinity) &&
  (slot !== 'stratum' || (value >= 1 && value <= 6));

/** Records a slot's range; a second one for the same slot adds only a side the first left open ("más de X y menos de Y"). */
function record(quantities: Quantities, slot: QuantitySlot, range: Range): boolean {
  const known = quantities[slot];
  if (!known) {
    quantities[slot] = range;
    return true;
  }
  const merged = { ...known };
  if (range.min !== undefined && known.min === undefined) merged.min = range.min;
  else if (range.max !== undefined && known.max === undefined) merged.max = range.max;
  else return false;
  if (merged.min !== undefined && merged.max !== undefined && merged.min > merged.max) return false;
  quantities[slot] = merged;
  return true;
}

/**
 * Each reader takes what its rule matched: false when it was not what it looked like (nothing is taken), or the
 * parts it did not use ("parqueadero" before a price is left for the names).
 */
type Outcome = boolean | void | string[];
const READERS: Record<QuantityReader, (groups: Groups, quantities: Quantities) => Outcome> = {
  dollars: (_, quantities) => void (quantities.inDollars = true),
  monthly: (_, quantities) => void (quantities.monthly = true),
  parkingForCars: ({ value }, quantities) => record(quantities, 'parkingSpaces', { min: value![0]!.value! }),
  // "nada que no sea primer piso": two negations ask for it.
  ground: ({ neg, neg2, post }, quantities) =>
    record(quantities, 'floor', (neg && !neg2) || post ? { min: 2 } : { min: 1, max: 1 }),
  range: ({ pre, pre2, post1, low, high, post }, quantities) => {
    const top = amountOf(high!);
    const bottom = amountOf(low!);
    // "entre 2 y 3 millones": the first end is in the second's unit; "entre 300 millones y 450", the second in the first's.
    const lowValue = bottom.money ? bottom.value : bottom.value * top.times;
    const highValue = top.money || top.value >= lowValue ? top.value : top.value * bottom.times;
    const slot = slotOf(highValue, top.money || bottom.money, post ?? post1, pre2, pre);
    if (!slot || highValue <= lowValue) return false;
    const factor = factorOf(post, post1);
    if (!plausible(slot, highValue)) return;
    if (!record(quantities, slot, { min: Math.round(lowValue * factor), max: Math.round(highValue * factor) }))
      return false;
    return unusedCountWords(slot, pre, pre2);
  },
  pair: (groups, quantities) => {
    const first = amountOf(groups.amount!);
    const slot = slotOf(first.value, first.money, groups.post);
    if (!slot) return false;
    const factor = factorOf(groups.post);
    const values = [first.value, amountOf(groups.amount2!).value * (first.money ? first.times : 1)];
    if (!values.every((value) => plausible(slot, value * factor))) return;
    const [one, two] = [boundOf(groups), boundOf({ neg: groups.neg2, cmp: groups.cmp2 })].map((bound, index) =>
      rangeOf(slot, values[index]! * factor, bound),
    );
    const range = { ...one, ...two };
    if (!one || !two || (range.min ?? 0) > (range.max ?? Infinity) || !record(quantities, slot, range)) return false;
  },
  carried: ({ cmp, amount, post, amount2, post2 }, quantities) => {
    const measures = [
      [amount!, post!],
      [amount2!, post2!],
    ].map(([tokens, unit]) => ({ value: amountOf(tokens!).value * factorOf(unit), slot: role(unit, 'unit')!.slot }));
    const bound = boundOf({ cmp });
    if (measures[0]!.slot === measures[1]!.slot || !measures.every(({ slot, value }) => plausible(slot, value)))
      return false;
    for (const { slot, value } of measures) record(quantities, slot, rangeOf(slot, Math.round(value), bound)!);
  },
  single: (groups, quantities) => {
    const amount = amountOf(groups.amount!);
    const slot = slotOf(amount.value, amount.money, groups.post, groups.pre2, groups.pre);
    if (!slot) return false;
    const value = amount.value * factorOf(groups.post);
    if (!plausible(slot, value)) return;
    const bound = boundOf(groups);
    const range = rangeOf(slot, slot === 'area' ? Math.round(value) : value, bound);
    if (!range) return false;
    // "tengo ahorrados 280 millones … no me quiero pasar de 400 millones": a bound said outright replaces a bare
    // amount taken as the budget.
    if (slot === 'price' && bound.bound !== null && quantities.assumedCeiling && range.max !== undefined) {
      quantities.price = null;
      quantities.assumedCeiling = false;
    }
    if (!record(quantities, slot, range)) return false;
    if (slot === 'price' && bound.bound === null) quantities.assumedCeiling = true;
    return unusedCountWords(slot, groups.pre, groups.pre2);
  },
};

/** The count's words before an amount that fills another slot ("con parqueadero hasta 3 millones"): not taken. */
function unusedCountWords(slot: QuantitySlot, ...before: Array<Token[] | undefined>): string[] {
  return (['pre', 'pre2'] as const).filter((_, index) => {
    const unit = role(before[index], 'unit');
    return unit !== undefined && unit.slot !== slot;
  });
}
