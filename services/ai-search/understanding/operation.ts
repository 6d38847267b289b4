import type { Interpretation, Range } from '../interpretation.js';
import { OPERATION_WORDS, RENTED_WORDS, SOLD_WORDS, TYPE_SYNONYMS } from './lexicon.js';
import type { Consumable } from './query-text.js';

const LETTING_WHAT_IS_BOUGHT =
  /\b(?:para|y)\s+(?:ponerl|dejarl|tenerl)[oa]s?\s+(?:en|a|para)\s+(?:arriendo|arrendar|renta|rentar|alquiler|alquilar)\b/;
/** A later or earlier step is not this search: "arrendar antes de comprar", "rent first before buying". */
/**
 * Buying or renting something that is no home is no operation: "la gente no sube escaleras para comprar un repuesto".
 * The verb is set aside when neither of the two words after its article is a home (a type's name, or a word for
 * any property): "rent a furnished apartment" is still a rent.
 */
const HOMES = [...Object.values(TYPE_SYNONYMS).flat(), 'inmueble', 'propiedad', 'algo', 'apto', 'property', 'place']
  .sort((a, b) => b.length - a.length)
  .join('|');
const NOT_A_HOME = String.raw`(?!(?:${HOMES})\b)[a-z]+`;
const SOMETHING_ELSE = new RegExp(
  String.raw`\b(?:comprar|compra|compro|arrendar|alquilar|buy|rent)(?=\s+(?:un|una|unos|unas|el|la|los|las|a|an|the)\s+${NOT_A_HOME}(?!\s+(?:${HOMES})\b))`,
);
/** A refused operation is not asked: "rent, not buy", "arrendar, no comprar". */
const REFUSED_OPERATION =
  /\b(?:no|not|ni)\s+(?:para\s+|to\s+)?(?:comprar|compra|venta|arrendar|arriendo|buy|buying|rent|renting)\b/;
const ANOTHER_STEP =
  /\b(?:antes de|despues de|before|after)\s+(?:\w+\s+)?(?:comprar|arrendar|buying|renting|buy|rent)\b/;

type Closed = 'sold' | 'rented';

/**
 * "viví arrendada", "estamos arrendados": the visitor's own situation, not the listings'; "el dueño la vendió": a
 * home of their story, which a pronoun names.
 */
const NOT_OF_THE_VISITOR = String.raw`(?<!\b(?:vivi|vivo|vivimos|viviamos|vivia|vivido|estoy|estamos|estuve|estuvimos|lo|la|los|las|nos|me)\s)`;
const SOLD = new RegExp(
  String.raw`\b${NOT_OF_THE_VISITOR}(?:ya\s+)?(?:se\s+)?(?:${SOLD_WORDS.join('|')}|vendieron|vendio)\b`,
);
const RENTED = new RegExp(
  String.raw`\b${NOT_OF_THE_VISITOR}(?:ya\s+)?(?:se\s+)?(?:${RENTED_WORDS.join('|')}|arrendaron|arrendo|alquilaron)\b`,
);

/** "vendidos", "ya se arrendó": listings no longer on the market, which are shown only when asked for. */
export function readClosedStatuses(text: Consumable): Closed[] {
  const closed: Closed[] = [];
  text.take(SOLD, () => void closed.push('sold'));
  text.take(RENTED, () => void closed.push('rented'));
  return closed;
}

/** Each operation's words, the longest first ("para arrendar" before "arrendar"). */
const OPERATION_PATTERNS = {
  rent: wordsPattern(OPERATION_WORDS.rent),
  sale: wordsPattern(OPERATION_WORDS.sale),
};
function wordsPattern(words: readonly string[]): RegExp {
  return new RegExp(String.raw`\b(?:${[...words].sort((a, b) => b.length - a.length).join('|')})\b`);
}

/** Up to this a price is a month's rent; from SALE_FROM on, a sale; in between it says nothing. */
const RENT_UP_TO = 50_000_000;
const SALE_FROM = 100_000_000;

/**
 * "venta", "arriendo", "para comprar". When no operation is named (and the visitor did not ask for sold or rented
 * listings, which the statuses narrow already), the price tells it: a monthly price, or an amount of a month's rent
 * (up to 50 millones), means rent; hundreds of millions mean a sale. `inferred` says the price told it.
 */
export function readOperation(
  text: Consumable,
  monthly: boolean,
  closed: readonly Closed[],
  price: Range | null,
): { operation: Interpretation['operation']; inferred: boolean } {
  // "comprar para ponerlo en arriendo": letting out what is bought is the purpose of a purchase, not a rent.
  text.take(LETTING_WHAT_IS_BOUGHT, () => undefined);
  text.take(ANOTHER_STEP, () => undefined);
  text.take(REFUSED_OPERATION, () => undefined);
  text.take(SOMETHING_ELSE, () => undefined);
  const operations = new Set<'sale' | 'rent'>();
  for (const operation of ['rent', 'sale'] as const)
    text.take(OPERATION_PATTERNS[operation], () => void operations.add(operation));
  if (operations.size === 1) return { operation: [...operations][0]!, inferred: false };
  // "venta o arriendo" asks for both: no operation constraint.
  if (operations.size === 2 || closed.length > 0) return { operation: null, inferred: false };
  if (monthly) return { operation: 'rent', inferred: false };
  const amount = price?.max ?? price?.min;
  if (amount === undefined) return { operation: null, inferred: false };
  if (amount <= RENT_UP_TO) return { operation: 'rent', inferred: true };
  return amount >= SALE_FROM ? { operation: 'sale', inferred: true } : { operation: null, inferred: false };
}

/** Closed listings when asked for; otherwise what is on the market, narrowed by the operation. */
export function statusesFor(closed: Closed[], operation: Interpretation['operation']): Interpretation['statuses'] {
  return closed.length > 0 ? closed : operation ? [operation] : ['sale', 'rent'];
}
