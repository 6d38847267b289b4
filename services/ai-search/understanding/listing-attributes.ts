import type { Interpretation, Range } from '../interpretation.js';
import { parseNumber } from './amounts.js';
import type { Consumable } from './query-text.js';

const ANTIQUITY = /\b(?:(mas de)\s+30|(?:de\s+|entre\s+)?(\d+)\s*(?:a|y|-)\s*(\d+))\s+anos\b/;
const BRAND_NEW = /\b(?:para estrenar|a estrenar|estrenar|obra nueva|nuevos?|nuevas?)\b/;
const REMODELED = /\bremodelad[oa]s?\b/;
const EXCHANGE_OFFER = /\b(?:permuta|cambio) por (?:un |una )?\w+/;
const ACCEPTS_EXCHANGE = /\b(?:(?:que\s+)?(?:acepta|aceptan|recibe|reciben|recibo)\s+)?permutas?\b/;
const FEATURED = /\bdestacad[oa]s?\b/;

const STRATUM_DIGIT = String.raw`(\d+|uno|dos|tres|cuatro|cinco|seis)`;
const STRATUM = new RegExp(
  String.raw`\b(hasta\s+|maximo\s+|minimo\s+|desde\s+)?estratos?\s+(?:(?:entre|de|del)\s+|(maximo|max|minimo|min|hasta|desde)\s+)?${STRATUM_DIGIT}` +
    String.raw`(?:\s*(?:o|y|al|a|-)\s*${STRATUM_DIGIT})?` +
    String.raw`(\s+(?:o\s+(?:mas|superior|menos|inferior)|en\s+adelante|(?:para|hacia)\s+(?:arriba|abajo)|como\s+(?:minimo|maximo)))?\b`,
);
const STRATUM_CEILING = /hasta|max|menos|inferior|abajo/;

/**
 * "estrato 3", "estrato 4 o 5", "estrato entre 3 y 5", "estrato 3 o más", "estrato 4 para arriba", "hasta estrato 4",
 * "estrato máximo 3".
 * Strata run from 1 to 6: "estrato 9" is ignored.
 */
export function readStratum(text: Consumable): Range | null {
  let range: Range | null = null;
  text.take(STRATUM, (match) => {
    const first = parseNumber(match[3]!)!;
    const second = match[4] ? parseNumber(match[4])! : first;
    if (![first, second].every((stratum) => stratum >= 1 && stratum <= 6)) return;
    const bound = `${match[1] ?? ''}${match[2] ?? ''}${match[5] ?? ''}`;
    if (!bound) range = { min: Math.min(first, second), max: Math.max(first, second) };
    else if (STRATUM_CEILING.test(bound)) range = { max: Math.max(first, second) };
    else range = { min: Math.min(first, second) };
  });
  return range;
}

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

const GROUND_FLOOR = String.raw`(?:(?:en\s+)?(?:el\s+|un\s+|la\s+)?(?:primer|1er|1)\s+piso|piso\s+(?:1|uno)|(?:la\s+)?planta\s+baja|(?:on\s+)?(?:the\s+|a\s+)?(?:first|1st|ground)\s+floor)`;
const FLOOR = new RegExp(
  String.raw`\b(?:(?:que\s+)?no\s+(?:sea\s+|este\s+|quede\s+)?|sin\s+ser\s+|ni\s+|not\s+)?${GROUND_FLOOR}\b`,
);

/**
 * The ground floor, asked for or refused ("primer piso", "que no sea primer piso", "no en planta baja"): what
 * Colombians say about floors for security and noise. Other floors ("en el piso 3") are not constraints.
 */
export function readFloor(text: Consumable): Range | null {
  let floor: Range | null = null;
  text.take(FLOOR, (match) => {
    floor = /^(?:que\s+)?no\b|^sin\b|^ni\b|^not\b/.test(match[0]) ? { min: 2 } : { min: 1, max: 1 };
  });
  return floor;
}
