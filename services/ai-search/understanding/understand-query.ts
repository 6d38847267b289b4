import { enumerate, pesos } from '../../../infra/spanish-text/wording.js';
import { stopwords as englishStopWords } from '@orama/stopwords/english';
import { isStopWord } from '../../../infra/spanish-text/stop-words.js';
import type { Interpretation } from '../interpretation.js';
import { normalize } from '../../../infra/spanish-text/normalize.js';
import { FILLER_WORDS, TYPE_FAMILIES } from './lexicon.js';
import {
  readAcceptsExchange,
  readAntiquity,
  readBrandNew,
  readExchangeOffer,
  readFeatured,
  readPriceLevel,
  readRemodeled,
} from './listing-attributes.js';
import { readClosedStatuses, readOperation, statusesFor } from './operation.js';
import { nearbyMunicipalities, readColombianPlaces } from './colombian-places.js';
import { nearAreas } from './near-areas.js';
import { matchPhrases, municipalityOfNeighbourhood } from './phrase-matching.js';
import { buildPhrases, skipNamesNotMeant, type Phrase } from './phrases.js';
import { numbersInDigits } from './number-words.js';
import { readQuantities } from './quantities.js';
import { Consumable, isClauseEnd, prepareQuery, QUANTITY_MARK } from './query-text.js';
import { isNegationWord } from './refusals.js';
import { correctTypos, typoDictionary } from './typo-correction.js';
import type { Vocabulary } from './vocabulary.js';

/** English words that carry no meaning to search either: "apartment with pool in Cartagena" ranks by nothing more. */
const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(englishStopWords);

/**
 * The names to look for and the words to correct towards, built once per vocabulary: the live vocabulary is the
 * same object until the read models move, and building them costs more than reading a query.
 */
const built = new WeakMap<Vocabulary, { phrases: Phrase[]; dictionary: Set<string> }>();
function phrasesOf(vocabulary: Vocabulary) {
  let entry = built.get(vocabulary);
  if (!entry) {
    const phrases = buildPhrases(vocabulary);
    entry = { phrases, dictionary: typoDictionary(phrases) };
    built.set(vocabulary, entry);
  }
  return entry;
}

/**
 * Reads a visitor's query the way Colombians write it (typos, no accents, slang, numbers in words) into
 * hard constraints plus leftover text. Names of types, places and characteristics come from `vocabulary`.
 *
 * Each step takes what it understood out of the text, so the order is part of the meaning: the patterns
 * that know most about a number (strata, counts, areas) come before the price, which would otherwise read
 * any large number, and names are matched last in whatever nothing else claimed.
 */
export function understandQuery(query: string, vocabulary: Vocabulary): Interpretation {
  const { phrases, dictionary } = phrasesOf(vocabulary);
  const originals = new Map<string, string>();
  const corrected = correctTypos(prepareQuery(query), dictionary, originals);
  const text = new Consumable(` ${numbersInDigits(corrected.trim().split(' ')).join(' ')} `);
  const result: Interpretation = {
    operation: null,
    statuses: [],
    propertyTypeIds: [],
    relatedTypeIds: [],
    municipalityIds: [],
    neighbourhoods: [],
    unknownPlaces: [],
    near: { municipalityIds: [], neighbourhoods: [] },
    nearbyMunicipalityIds: [],
    nearAreas: [],
    priceLevel: null,
    excluded: { propertyTypeIds: [], municipalityIds: [], neighbourhoods: [] },
    price: null,
    bedrooms: null,
    bathrooms: null,
    parkingSpaces: null,
    area: null,
    floor: null,
    stratum: null,
    antiquity: null,
    isRemodeled: null,
    acceptsExchange: null,
    featured: null,
    characteristics: { include: [], exclude: [] },
    notes: [],
    text: '',
  };

  const closed = readClosedStatuses(text);
  skipNamesNotMeant(text);
  result.antiquity = readAntiquity(text);
  if (readExchangeOffer(text)) result.acceptsExchange = true;

  const { quantities, leftover: unread } = readQuantities(text.remainingWords());
  const rest = new Consumable(` ${unread.join(' ')} `);
  result.stratum = quantities.stratum;
  result.floor = quantities.floor;
  result.bedrooms = quantities.bedrooms;
  result.bathrooms = quantities.bathrooms;
  result.area = quantities.area;
  result.parkingSpaces = quantities.parkingSpaces;
  result.price = quantities.price;
  if (quantities.assumedCeiling && result.price?.max !== undefined)
    result.notes.push(`Tomamos ${pesos(result.price.max)} como tu presupuesto máximo.`);
  if (quantities.inDollars)
    result.notes.push('Los precios están en pesos colombianos: no tomamos en cuenta el monto en dólares.');

  if (readBrandNew(rest)) result.antiquity = 'nuevo';
  if (readRemodeled(rest)) result.isRemodeled = true;
  if (readAcceptsExchange(rest)) result.acceptsExchange = true;
  if (readFeatured(rest)) result.featured = true;
  result.priceLevel = readPriceLevel(rest);
  const { operation, inferred } = readOperation(rest, quantities.monthly, closed, result.price);
  result.operation = operation;
  if (inferred)
    result.notes.push(`Por el precio, entendimos que buscas ${operation === 'rent' ? 'arrendar' : 'comprar'}.`);

  const leftover = readColombianPlaces(matchPhrases(rest.remainingWords(), phrases, result), result, vocabulary);
  // A neighbourhood names its municipality when only one has it ("El Poblado" is in Medellín).
  if (result.municipalityIds.length === 0) {
    for (const neighbourhood of result.neighbourhoods) {
      const home = municipalityOfNeighbourhood(neighbourhood, vocabulary);
      if (home && !result.municipalityIds.includes(home)) result.municipalityIds.push(home);
    }
  }
  addNearby(result, vocabulary);
  addTypeFamilies(result, vocabulary);
  result.statuses = statusesFor(closed, result.operation);
  result.text = leftover
    .filter(
      (word) =>
        !isClauseEnd(word) &&
        word !== QUANTITY_MARK &&
        !FILLER_WORDS.has(word) &&
        !isStopWord(word) &&
        !ENGLISH_STOP_WORDS.has(word) &&
        !isNegationWord(word) &&
        !/^\d+$/.test(word),
    )
    .map((word) => originals.get(word) ?? word)
    .join(' ');
  return result;
}

/** "casa" finds a casa campestre too, and says so, when the query neither names it nor refuses it. */
function addTypeFamilies(result: Interpretation, vocabulary: Vocabulary): void {
  const idOf = (name: string) => vocabulary.propertyTypes.find((type) => normalize(type.name) === name)?.id;
  for (const [head, members] of Object.entries(TYPE_FAMILIES)) {
    const headId = idOf(head);
    if (!headId || !result.propertyTypeIds.includes(headId)) continue;
    for (const { also, plural } of members) {
      const id = idOf(also);
      if (!id || result.propertyTypeIds.includes(id) || result.excluded.propertyTypeIds.includes(id)) continue;
      result.relatedTypeIds.push(id);
      result.notes.push(`Incluimos también ${plural}.`);
    }
  }
}

/**
 * "cerca de Bogotá": the catalogue's municipalities around each place asked to be near, said in a note, and the circle
 * around the place's point (nearAreas: near-areas.ts).
 */
function addNearby(result: Interpretation, vocabulary: Vocabulary): void {
  const { municipalityIds, neighbourhoods } = result.near;
  const homes = neighbourhoods.map((name) => municipalityOfNeighbourhood(name, vocabulary)).filter(Boolean);
  const nearby = new Set(
    [...municipalityIds, ...(homes as string[])].flatMap((id) => nearbyMunicipalities(id, vocabulary)),
  );
  result.nearAreas = nearAreas(result.near, vocabulary);
  if (nearby.size === 0) return;
  result.nearbyMunicipalityIds = [...nearby];
  const nameOf = (id: string) => vocabulary.municipalities.find((municipality) => municipality.id === id)?.name ?? id;
  const places = [...municipalityIds.map(nameOf), ...neighbourhoods];
  result.notes.push(
    `Cerca de ${enumerate(places)} buscamos en ${enumerate(result.nearbyMunicipalityIds.map(nameOf))}.`,
  );
}
