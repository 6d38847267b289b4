import type { Interpretation } from '../interpretation.js';
import type { Consumable } from './query-text.js';

const ANTIQUITY = /\b(?:(mas de)\s+30|(?:de\s+|entre\s+)?(\d+)\s*(?:a|y|-)\s*(\d+))\s+anos\b/;
const BRAND_NEW = /\b(?:para estrenar|a estrenar|estrenar|obra nueva|nuevos?|nuevas?)\b/;
const REMODELED = /\bremodelad[oa]s?\b/;
const EXCHANGE_OFFER = /\b(?:permuta|cambio) por (?:un |una )?\w+/;
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
