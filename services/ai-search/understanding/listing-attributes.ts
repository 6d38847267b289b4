import type { Interpretation } from '../interpretation.js';
import { PRICE_LEVEL_WORDS } from './lexicon.js';
import type { Consumable } from './query-text.js';

const ANTIQUITY = /\b(?:(mas de)\s+30|(?:de\s+|entre\s+)?(\d+)\s*(?:a|y|-)\s*(\d+))\s+anos\b/;
/** New said of the home itself: "para estrenar", "apartamento nuevo", "que sea nueva"; not "la sede nueva" of a job. */
const HOME_WORDS = String.raw`(?:apto|aptos|apartamentos?|apartaestudios?|casas?|oficinas?|locales?|bodegas?|consultorios?|penthouse|duplex|fincas?|inmuebles?|propiedad(?:es)?|vivienda|proyecto|construccion)`;
/** New said of the home itself: "para estrenar", "apartamento nuevo", "que sea nueva"; not "la sede nueva" of a job. */
const BRAND_NEW = new RegExp(
  String.raw`\b(?:para estrenar|a estrenar|estrenar|obra nueva|(?<=\b(?:que sea|sea|algo|uno|una|${HOME_WORDS})\s+)nuev[oa]s?|nuev[oa]s?(?=\s+${HOME_WORDS}))\b`,
);
const REMODELED = /\b(?:remodelad[oa]s?|renovad[oa]s?|renovated|remodeled|refurbished)\b/;
const EXCHANGE_OFFER = /\b(?:permuta|cambio) por (?:un |una |mis? |nuestr[oa]s? )?\w+/;
const ACCEPTS_EXCHANGE = /\b(?:(?:que\s+)?(?:acepta|aceptan|recibe|reciben|recibo)\s+)?permutas?\b/;
const FEATURED = /\bdestacad[oa]s?\b/;

/** "de 1 a 5 años", "más de 30 años": only the buckets listings are filed under. */
export function readAntiquity(text: Consumable): Interpretation['antiquity'] {
  let antiquity: Interpretation['antiquity'] = null;
  text.take(ANTIQUITY, (match) => {
    if (match[1]) return void (antiquity = 'mas-30-anos');
    const bucket = `${match[2]}-${match[3]}-anos`;
    if (!['1-5-anos', '6-10-anos', '11-20-anos', '16-30-anos'].includes(bucket)) return false;
    antiquity = bucket as Interpretation['antiquity'];
  });
  return antiquity;
}

/** Parts of a home that are renewed on their own: "cocina nueva" says nothing of the building's age. */
const PART = String.raw`(?:la\s+|el\s+|los\s+|las\s+)?(?:cocinas?|banos?|pisos|pintura|closets?|ventanas|carpinteria|fachada|techos?|enchapes?|griferia)`;

const RENEWED_PART = new RegExp(
  String.raw`\b(?:${PART}\s+(?:(?:(?:para|a)\s+)?estrenar|nuev[oa]s?)|(?:(?:para|a)\s+)?estrenar\s+${PART})\b`,
);

/**
 * "a estrenar", "obra nueva", "nuevos": the `nuevo` antiquity bucket; not when what is new is a part of the home
 * ("baños para estrenar", "para estrenar cocina", "pisos nuevos").
 */
export function readBrandNew(text: Consumable): boolean {
  text.take(RENEWED_PART, () => undefined);
  return text.take(BRAND_NEW, () => undefined);
}

export function readRemodeled(text: Consumable): boolean {
  return text.take(REMODELED, () => undefined);
}

/**
 * "permuta por un apartamento": the owner takes something in exchange. Read before the types and places,
 * because what is offered in exchange is not what the visitor is looking for.
 */
export function readExchangeOffer(text: Consumable): boolean {
  return text.take(EXCHANGE_OFFER, () => undefined);
}

/** "acepta permuta", "permutas". */
export function readAcceptsExchange(text: Consumable): boolean {
  return text.take(ACCEPTS_EXCHANGE, () => undefined);
}

export function readFeatured(text: Consumable): boolean {
  return text.take(FEATURED, () => undefined);
}

const wordsPattern = (words: readonly string[]) => new RegExp(String.raw`\b(?:${words.join('|')})\b`);
const CHEAP = wordsPattern(PRICE_LEVEL_WORDS.low);
const LUXURY = wordsPattern(PRICE_LEVEL_WORDS.high);
/** What may stand between a negation and the price word it turns over: "que no salga tan caro", "not too expensive". */
const BETWEEN = String.raw`(?:(?:me|nos|sea|sean|es|este|salga|salgan|resulte|resulten|quede|queden|cueste|cuesten|tan|muy|tanto|so|too|very|that|be|is)\s+){0,2}`;
/** "que no sea caro", "no muy costoso", "nada caro", "not expensive": the cheaper end. */
const NOT_EXPENSIVE = new RegExp(
  String.raw`\b(?:no|nada|not|ni)\s+${BETWEEN}(?:${PRICE_LEVEL_WORDS.expensive.join('|')})\b`,
);

/** Cheapness that is not the listing's price: the fees ("que la administración sea barata"), a reason ("pa que salga más barato"). */
const CHEAP_BUT_NOT_THE_PRICE =
  /\b(?:(?:administracion|admon|cuota)\s+(?:[a-z]+\s+){0,2}?|(?:para|pa)\s+que\s+(?:[a-z]+\s+){0,4}?)(?:mas\s+)?barat[oa]s?\b/;

const NOT_LUXURY = new RegExp(String.raw`\b(?:no|nada|not|ni)\s+${BETWEEN}(?:${PRICE_LEVEL_WORDS.high.join('|')})\b`);

/** Cheap or luxurious, relative to the market of what is asked: "barato", "que no sea caro", "de lujo". */
export function readPriceLevel(text: Consumable): 'low' | 'high' | null {
  text.take(CHEAP_BUT_NOT_THE_PRICE, () => undefined);
  // "que no sea de lujo, algo sencillo": refusing luxury is asking for the cheaper end.
  const notLuxury = text.take(NOT_LUXURY, () => undefined);
  const low = text.take(NOT_EXPENSIVE, () => undefined) || text.take(CHEAP, () => undefined) || notLuxury;
  const high = text.take(LUXURY, () => undefined);
  return low === high ? null : low ? 'low' : 'high';
}
