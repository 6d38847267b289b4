import { stopwords } from '@orama/stopwords/spanish';
import { typoDistance } from '../../../infra/search-embedded/typo-distance.js';
import { normalize, typoTolerance } from '../../../infra/search-embedded/spanish-text.js';
import type { Interpretation, Range } from '../interpretation.js';
import { AMOUNT, NUMBER, parseAmount, parseNumber, unitOf } from './amounts.js';
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
  text.take(new RegExp(String.raw`\b(?:ya\s+)?(?:${SOLD_WORDS.join('|')})\b`), () => closed.push('sold'));
  text.take(new RegExp(String.raw`\b(?:ya\s+)?(?:${RENTED_WORDS.join('|')})\b`), () => closed.push('rented'));

  result.stratum = readStratum(text);
  result.area = readMeasure(text, AREA_UNIT, false);
  result.bedrooms = readMeasure(text, BEDROOM, true);
  result.bathrooms = readMeasure(text, BATHROOM, true);
  result.parkingSpaces = readMeasure(text, PARKING, true);
  text.take(new RegExp(String.raw`\bsin\s+${PARKING}\b`), () => void (result.parkingSpaces = { max: 0 }));
  const monthly = text.take(MONTHLY, () => undefined);
  result.price = readPrice(text);

  text.take(/\b(?:para estrenar|a estrenar|estrenar|obra nueva|nuevos?|nuevas?)\b/, () => void (result.antiquity = 'nuevo'));
  text.take(/\bremodelad[oa]s?\b/, () => void (result.isRemodeled = true));
  text.take(/\b(?:(?:que\s+)?(?:acepta|aceptan|recibe|reciben|recibo)\s+)?permutas?\b/, () => void (result.acceptsExchange = true));
  text.take(/\bdestacad[oa]s?\b/, () => void (result.featured = true));

  for (const operation of ['rent', 'sale'] as const) {
    const words = [...OPERATION_WORDS[operation]].sort((a, b) => b.length - a.length).join('|');
    text.take(new RegExp(String.raw`\b(?:${words})\b`), () => void (result.operation ??= operation));
  }
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

  /** Calls `read` for each match (left to right) and blanks what it matched; returns whether anything matched. */
  take(pattern: RegExp, read: (match: RegExpExecArray) => void): boolean {
    const global = new RegExp(pattern.source, 'g');
    let found = false;
    for (const match of [...this.text.matchAll(global)]) {
      read(match as RegExpExecArray);
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
  text.take(/\bestratos?\s+(\d)(?:\s*(?:o|y|al|a|-)\s*(\d))?/, (match) => {
    const first = Number(match[1]);
    const second = match[2] ? Number(match[2]) : first;
    range = { min: Math.min(first, second), max: Math.max(first, second) };
  });
  return range;
}

/** "3 habitaciones", "mínimo 2 baños", "entre 60 y 80 m2", "100 metros". Counts are whole; areas are not. */
function readMeasure(text: Consumable, unit: string, whole: boolean): Range | null {
  let range: Range | null = null;
  text.take(new RegExp(String.raw`\bentre\s+(${NUMBER})\s+y\s+(${NUMBER})\s*${unit}\b`), (match) => {
    range = { min: parseNumber(match[1]!)!, max: parseNumber(match[2]!)! };
  });
  if (range) return range;
  text.take(new RegExp(String.raw`(?:\b(${MIN_WORDS}|${MAX_WORDS}|${AROUND_WORDS})\s+)?\b(${NUMBER})\s*(o mas\s+|\+\s*)?${unit}(?:\s+(o mas|como minimo|minimo|o menos|como maximo|maximo))?\b`), (match) => {
    const value = parseNumber(match[2]!);
    if (value === null) return;
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
  text.take(new RegExp(String.raw`\bentre\s+(${AMOUNT})\s+(?:y|a)\s+(${AMOUNT})`), (match) => {
    const unit = unitOf(match[2]!);
    const low = parseAmount(match[1]!, unitOf(match[1]!) ?? unit);
    const high = parseAmount(match[2]!);
    if (low && high) range = { min: low.value, max: high.value };
  });
  if (range) return range;
  text.take(new RegExp(String.raw`(?:\b(${MIN_WORDS}|${MAX_WORDS}|${AROUND_WORDS})\s+)?(?:de\s+)?(${AMOUNT})(?![\w.,])`), (match) => {
    const amount = parseAmount(match[2]!);
    if (!amount || range) return;
    const money = amount.explicit || amount.value >= 100_000;
    if (!money) return;
    const qualifier = match[1];
    if (qualifier && new RegExp(`^${MIN_WORDS}$`).test(qualifier)) range = { min: amount.value };
    else if (qualifier && new RegExp(`^${MAX_WORDS}$`).test(qualifier)) range = { max: amount.value };
    else range = { min: Math.round(amount.value * 0.9), max: Math.round(amount.value * 1.1) };
  });
  return range;
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
