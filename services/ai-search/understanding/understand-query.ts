import { stopwords } from '@orama/stopwords/spanish';
import { typoDistance } from '../../../infra/search-embedded/typo-distance.js';
import { normalize, typoTolerance } from '../../../infra/search-embedded/spanish-text.js';
import type { Interpretation, Range } from '../interpretation.js';
import { AMOUNT, NUMBER, parseAmount, parseNumber, unitOf, type ParsedAmount } from './amounts.js';
import {
  CHARACTERISTIC_SYNONYMS, FILLER_WORDS, MUNICIPALITY_SYNONYMS, OPERATION_WORDS, RENTED_WORDS, SOLD_WORDS, TYPE_SYNONYMS,
} from './lexicon.js';
import type { Vocabulary } from './vocabulary.js';

const BEDROOM = String.raw`(?:habitaciones|habitacion|habs?|alcobas?|cuartos?|dormitorios?|recamaras?)`;
const BATHROOM = String.raw`(?:banos?)`;
const PARKING = String.raw`(?:parqueaderos?|garajes?|estacionamientos?|parqueos?|puestos? de parqueo|cupos? de parqueo)`;
const AREA_UNIT = String.raw`(?:m2|mt2|mts2|metros cuadrados|metros|mts|mt)`;
const MIN_WORDS = String.raw`(?:minimo|min|al menos|por lo menos|desde|mas de|mayor a|superior a|a partir de|por encima de|sobre)`;
const MAX_WORDS = String.raw`(?:maximo|max|hasta|menos de|no mas de|por debajo de|inferior a|tope de|tope|presupuesto de|presupuesto)`;
const AROUND_WORDS = String.raw`(?:alrededor de|cerca de|aproximadamente|aprox|unos|como|mas o menos|por ahi de)`;
const MONTHLY = /\b(?:al mes|mensuales?|mensualidad|por mes|mes)\b/;

const UNIT_WORDS = [
  'habitaciones', 'habitacion', 'alcobas', 'alcoba', 'cuartos', 'dormitorios', 'banos', 'parqueadero', 'parqueaderos', 'garajes', 'garaje',
  'estacionamiento', 'metros', 'cuadrados', 'estrato', 'millones', 'millon', 'remodelado', 'remodelada', 'estrenar', 'permuta', 'destacado',
  'destacados', 'mensual', 'alrededor', 'aproximadamente', 'maximo', 'minimo',
];

const SPANISH_STOP_WORDS = new Set(stopwords.map(normalize));

type Phrase = { words: string[]; kind: 'type' | 'municipality' | 'neighbourhood' | 'characteristic' | 'parking'; id: string };

/**
 * Reads a visitor's query the way Colombians write it (typos, no accents, slang, numbers in words) into
 * hard constraints plus leftover text. Names of types, places and characteristics come from `vocabulary`.
 */
export function understandQuery(query: string, vocabulary: Vocabulary): Interpretation {
  const phrases = buildPhrases(vocabulary);
  const dictionary = new Set([...phrases.flatMap((phrase) => phrase.words), ...UNIT_WORDS, ...Object.values(OPERATION_WORDS).flat().flatMap((w) => w.split(' ')), ...SOLD_WORDS, ...RENTED_WORDS]);
  const originals = new Map<string, string>();
  const text = new Consumable(correctTypos(prepare(query), dictionary, originals));
  const result: Interpretation = {
    operation: null, statuses: [], propertyTypeIds: [], municipalityId: null, neighbourhood: null, price: null, bedrooms: null,
    bathrooms: null, parkingSpaces: null, area: null, stratum: null, antiquity: null, isRemodeled: null, acceptsExchange: null,
    featured: null, characteristics: { include: [], exclude: [] }, text: '',
  };

  const closed: Array<'sold' | 'rented'> = [];
  text.take(new RegExp(String.raw`\b(?:ya\s+)?(?:se\s+)?(?:${SOLD_WORDS.join('|')}|vendieron|vendio)\b`), () => void closed.push('sold'));
  text.take(new RegExp(String.raw`\b(?:ya\s+)?(?:se\s+)?(?:${RENTED_WORDS.join('|')}|arrendaron|arrendo|alquilaron)\b`), () => void closed.push('rented'));
  // Phrases that contain the names of things without meaning them.
  text.take(/\b(?:finca raiz|centros? comerciale?s?|aeropuerto el dorado|(?:trabajar )?desde (?:la )?casa|(?:con )?opcion de compra)\b/, () => undefined);
  result.antiquity = readAntiquity(text);
  text.take(/\b(?:permuta|cambio) por (?:un |una )?\w+/, () => void (result.acceptsExchange = true));

  result.stratum = readStratum(text);
  result.bedrooms = readMeasure(text, BEDROOM, true);
  result.bathrooms = readMeasure(text, BATHROOM, true);
  text.take(new RegExp(String.raw`\b${PARKING}\s+para\s+(${NUMBER})\s+(?:carros|vehiculos|autos|carro)\b`), (match) => {
    const cars = parseNumber(match[1]!);
    if (cars === null) return false;
    result.parkingSpaces = { min: cars };
  });
  text.take(new RegExp(String.raw`\b(${NUMBER})\s*(?:hectareas|hectarea|ha)\b`), (match) => {
    const hectares = parseNumber(match[1]!);
    if (hectares === null) return false;
    result.area = qualified(hectares * 10_000, undefined, false);
  });
  result.parkingSpaces ??= readMeasure(text, PARKING, true);
  result.area ??= readMeasure(text, AREA_UNIT, false);
  text.take(new RegExp(String.raw`\bsin\s+${PARKING}\b`), () => void (result.parkingSpaces = { max: 0 }));
  const monthly = text.take(MONTHLY, () => undefined);
  result.price = readPrice(text);

  text.take(/\b(?:para estrenar|a estrenar|estrenar|obra nueva|nuevos?|nuevas?)\b/, () => void (result.antiquity = 'nuevo'));
  text.take(/\bremodelad[oa]s?\b/, () => void (result.isRemodeled = true));
  text.take(/\b(?:(?:que\s+)?(?:acepta|aceptan|recibe|reciben|recibo)\s+)?permutas?\b/, () => void (result.acceptsExchange = true));
  text.take(/\bdestacad[oa]s?\b/, () => void (result.featured = true));

  const operations = new Set<'sale' | 'rent'>();
  for (const operation of ['rent', 'sale'] as const) {
    const words = [...OPERATION_WORDS[operation]].sort((a, b) => b.length - a.length).join('|');
    text.take(new RegExp(String.raw`\b(?:${words})\b`), () => void operations.add(operation));
  }
  // "venta o arriendo" asks for both: no operation constraint.
  if (operations.size === 1) result.operation = [...operations][0]!;
  if (monthly && result.operation === null && closed.length === 0) result.operation = 'rent';

  const leftover = matchPhrases(text.remainingWords(), phrases, result);
  if (result.neighbourhood && !result.municipalityId) {
    const homes = vocabulary.neighbourhoods.filter((n) => normalize(n.name) === normalize(result.neighbourhood!));
    if (homes.length === 1) result.municipalityId = homes[0]!.municipalityId;
  }
  result.statuses = closed.length > 0 ? closed : result.operation ? [result.operation] : ['sale', 'rent'];
  result.text = leftover
    .filter((word) => !FILLER_WORDS.has(word) && !SPANISH_STOP_WORDS.has(word) && !/^\d+$/.test(word))
    .map((word) => originals.get(word) ?? word)
    .join(' ');
  return result;
}

/** Lower case, no accents, "m²" as "m2", punctuation out except the dots and commas inside numbers. */
function prepare(query: string): string {
  return ` ${normalize(query.slice(0, 300))
    .replace(/m²/g, 'm2')
    .replace(/\bm\s?2\b/g, 'm2')
    .replace(/(?<!\d)[.,]|[.,](?!\d)/g, ' ')
    .replace(/[^a-z0-9$.,\s/-]/g, ' ')
    .replace(/(?<=[a-z])-(?=[a-z])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/**
 * Words close to a known one ("apartameto", "parquedero", "medelin") are read as it; `originals` remembers
 * what the visitor wrote, for the words that end up as free text.
 */
function correctTypos(text: string, dictionary: Set<string>, originals: Map<string, string>): string {
  return text.replace(/[a-z]{5,}/g, (word) => {
    if (dictionary.has(word) || SPANISH_STOP_WORDS.has(word) || FILLER_WORDS.has(word)) return word;
    const tolerance = typoTolerance(word);
    let best: string | null = null;
    let bestDistance = tolerance + 1;
    for (const candidate of dictionary) {
      if (candidate.length < 5 || candidate.includes(' ')) continue;
      const distance = typoDistance(word, candidate, tolerance);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    if (best !== null) originals.set(best, word);
    return best ?? word;
  });
}

/** The query text with the parts already understood blanked out, so nothing is read twice. */
class Consumable {
  constructor(private text: string) {}

  /**
   * Calls `read` for each match (left to right) and blanks what it matched, unless `read` returns false
   * (the match was not what it looked like); returns whether anything was taken.
   */
  take(pattern: RegExp, read: (match: RegExpExecArray) => boolean | void): boolean {
    const global = new RegExp(pattern.source, 'g');
    let found = false;
    for (const match of [...this.text.matchAll(global)]) {
      if (read(match as RegExpExecArray) === false) continue;
      found = true;
      this.text = this.text.slice(0, match.index) + ' '.repeat(match[0].length) + this.text.slice(match.index + match[0].length);
    }
    return found;
  }

  remainingWords(): string[] {
    return this.text.split(/\s+/).filter(Boolean);
  }
}

function readStratum(text: Consumable): Range | null {
  let range: Range | null = null;
  const digit = String.raw`(\d|uno|dos|tres|cuatro|cinco|seis)`;
  text.take(new RegExp(String.raw`\b(hasta\s+|maximo\s+)?estratos?\s+${digit}(?:\s*(?:o|y|al|a|-)\s*${digit})?(\s+o\s+(?:mas|superior)|\s+o\s+menos)?\b`), (match) => {
    const first = parseNumber(match[2]!)!;
    const second = match[3] ? parseNumber(match[3])! : first;
    if (match[1]) range = { max: Math.max(first, second) };
    else if (match[4]?.includes('menos')) range = { max: first };
    else if (match[4]) range = { min: first };
    else range = { min: Math.min(first, second), max: Math.max(first, second) };
  });
  return range;
}

/** "de 1 a 5 años", "más de 30 años": only the buckets listings are filed under. */
function readAntiquity(text: Consumable): Interpretation['antiquity'] {
  let antiquity: Interpretation['antiquity'] = null;
  text.take(/\b(?:(mas de)\s+30|(?:de\s+|entre\s+)?(\d+)\s*(?:a|y|-)\s*(\d+))\s+anos\b/, (match) => {
    if (match[1]) return void (antiquity = 'mas-30-anos');
    const bucket = `${match[2]}-${match[3]}-anos`;
    if (!['1-5-anos', '6-10-anos', '11-20-anos', '16-30-anos'].includes(bucket)) return false;
    antiquity = bucket as Interpretation['antiquity'];
  });
  return antiquity;
}

/** "3 habitaciones", "mínimo 2 baños", "entre 60 y 80 m2", "100 metros". Counts are whole; areas are not. */
function readMeasure(text: Consumable, unit: string, whole: boolean): Range | null {
  let range: Range | null = null;
  text.take(new RegExp(String.raw`\b(?:entre|de|desde)\s+(${NUMBER})\s+(?:y|a|hasta)\s+(${NUMBER})\s*${unit}\b`), (match) => {
    range = { min: parseNumber(match[1]!)!, max: parseNumber(match[2]!)! };
  });
  if (range) return range;
  text.take(new RegExp(String.raw`(?:\b(${MIN_WORDS}|${MAX_WORDS}|${AROUND_WORDS})\s+)?\b(${NUMBER})\s*(o mas\s+|\+\s*)?${unit}(?:\s+(o mas|como minimo|minimo|o menos|como maximo|maximo))?\b`), (match) => {
    const value = parseNumber(match[2]!);
    if (value === null) return false;
    const qualifier = match[1] ?? (match[3] ? 'minimo' : match[4] ? (/menos|maximo/.test(match[4]) ? 'maximo' : 'minimo') : undefined);
    range = qualified(value, qualifier, whole);
  });
  return range;
}

/** Applies "más de / hasta / alrededor de" to a number; a bare count means "at least", a bare area ±10 %. */
function qualified(value: number, qualifier: string | undefined, whole: boolean): Range {
  if (qualifier && new RegExp(`^${MIN_WORDS}$`).test(qualifier)) return { min: whole && /^(mas de|mayor a|superior a|por encima de|sobre)$/.test(qualifier) ? value + 1 : value };
  if (qualifier && new RegExp(`^${MAX_WORDS}$`).test(qualifier)) return { max: whole && /^(menos de|por debajo de|inferior a)$/.test(qualifier) ? value - 1 : value };
  if (whole) return { min: value };
  return { min: Math.round(value * 0.9), max: Math.round(value * 1.1) };
}

function readPrice(text: Consumable): Range | null {
  let range: Range | null = null;
  // Dollars are not pesos: no price rather than a wrong one.
  text.take(new RegExp(String.raw`(?<![\w.,])(?:${AMOUNT})(?:\s+y\s+medio)?\s+(?:de\s+)?(?:dolares|usd|dolar)\b`), () => undefined);
  text.take(new RegExp(String.raw`\b(?:entre|desde|de)\s+(${AMOUNT})\s+(?:y|a|hasta)\s+(${AMOUNT})`), (match) => {
    const unit = unitOf(match[2]!);
    const low = parseAmount(match[1]!, unitOf(match[1]!) ?? unit);
    const high = parseAmount(match[2]!);
    if (!low || !high || high.value <= low.value || !(low.explicit || high.explicit || high.value >= 100_000)) return false;
    range = { min: low.value, max: high.value };
  });
  if (range) return range;
  text.take(new RegExp(String.raw`(?:\b(${MIN_WORDS}|${MAX_WORDS}|${AROUND_WORDS})\s+)?(?:\bde\s+)?(?<![\w.,])(${AMOUNT})(\s+y\s+medio)?(?![\w.,])(\s+o\s+(?:menos|mas))?`), (match) => {
    const amount = withHalf(parseAmount(match[2]!), match[2]!, Boolean(match[3]));
    if (!amount || range) return false;
    const money = amount.explicit || amount.value >= 100_000;
    if (!money) return false;
    const qualifier = match[1] ?? (match[4] ? (match[4].includes('menos') ? 'hasta' : 'desde') : undefined);
    if (qualifier && new RegExp(`^${MIN_WORDS}$`).test(qualifier)) range = { min: amount.value };
    else if (qualifier && new RegExp(`^${MAX_WORDS}$`).test(qualifier)) range = { max: amount.value };
    else range = { min: Math.round(amount.value * 0.9), max: Math.round(amount.value * 1.1) };
  });
  return range;
}

/** "un millón y medio" → 1 500 000: half of the unit the amount was written in. */
function withHalf(amount: ParsedAmount | null, written: string, half: boolean): ParsedAmount | null {
  if (!amount || !half) return amount;
  const number = parseNumber(written.replace('$', '').trim().split(/\s+/)[0]!) ?? 1;
  return { ...amount, value: Math.round(amount.value + (amount.value / number) * 0.5) };
}

function buildPhrases(vocabulary: Vocabulary): Phrase[] {
  const phrases: Phrase[] = [];
  const add = (kind: Phrase['kind'], id: string, texts: string[]) => {
    for (const text of new Set(texts.map((t) => normalize(t).replace(/-/g, ' ')))) phrases.push({ kind, id, words: text.split(/\s+/) });
  };
  const plural = (name: string) => (/[aeiou]$/.test(name) ? `${name}s` : `${name}es`);
  for (const item of vocabulary.propertyTypes) {
    const key = normalize(item.name);
    add('type', item.id, [key, plural(key), ...(TYPE_SYNONYMS[key] ?? [])]);
  }
  for (const item of vocabulary.municipalities) {
    const key = normalize(item.name);
    add('municipality', item.id, [key, ...(MUNICIPALITY_SYNONYMS[key] ?? [])]);
  }
  for (const item of vocabulary.neighbourhoods) add('neighbourhood', item.name, [item.name]);
  for (const item of vocabulary.characteristics) {
    const key = normalize(item.name);
    add('characteristic', item.id, [key, plural(key), ...(CHARACTERISTIC_SYNONYMS[key] ?? [])]);
  }
  add('parking', 'parking', ['parqueadero', 'parqueaderos', 'garaje', 'garajes', 'parqueo', 'estacionamiento']);
  // Longest first, so "casa campestre" wins over "casa" and "el poblado" over a lone word.
  return phrases.sort((a, b) => b.words.length - a.words.length);
}

/** Finds names in what is left; returns the words that matched nothing. */
function matchPhrases(words: string[], phrases: Phrase[], result: Interpretation): string[] {
  const leftover: string[] = [];
  for (let i = 0; i < words.length; ) {
    const phrase = phrases.find((candidate) => candidate.words.every((word, offset) => words[i + offset] === word));
    if (!phrase) {
      leftover.push(words[i]!);
      i++;
      continue;
    }
    const negated = isNegated(words, i);
    switch (phrase.kind) {
      case 'type':
        if (!result.propertyTypeIds.includes(phrase.id)) result.propertyTypeIds.push(phrase.id);
        break;
      case 'municipality':
        result.municipalityId ??= phrase.id;
        break;
      case 'neighbourhood':
        result.neighbourhood ??= phrase.id;
        break;
      case 'characteristic': {
        const list = negated ? result.characteristics.exclude : result.characteristics.include;
        if (!list.includes(phrase.id)) list.push(phrase.id);
        break;
      }
      case 'parking':
        result.parkingSpaces ??= negated ? { max: 0 } : { min: 1 };
        break;
    }
    i += phrase.words.length;
  }
  return leftover;
}

/** "sin ascensor", "sin piscina ni ascensor", "que no tenga ascensor": a negation shortly before, not undone by "con". */
function isNegated(words: string[], index: number): boolean {
  for (let back = index - 1; back >= Math.max(0, index - 4); back--) {
    const word = words[back];
    if (word === 'con' || word === 'y') return false;
    if (word === 'sin' || word === 'no' || word === 'ni') return true;
  }
  return false;
}
