import { isStopWord } from '../../../infra/spanish-text/stop-words.js';
import type { Interpretation } from '../interpretation.js';
import { FILLER_WORDS } from './lexicon.js';
import {
  readAcceptsExchange,
  readAntiquity,
  readBrandNew,
  readExchangeOffer,
  readFeatured,
  readFloor,
  readRemodeled,
  readStratum,
} from './listing-attributes.js';
import {
  readArea,
  readBathrooms,
  readBedrooms,
  readHectares,
  readNoParking,
  readParkingForCars,
  readParkingSpaces,
} from './measures.js';
import { readClosedStatuses, readOperation, statusesFor } from './operation.js';
import { readColombianPlaces } from './colombian-places.js';
import { matchPhrases, municipalityOfNeighbourhood } from './phrase-matching.js';
import { buildPhrases, skipNamesNotMeant } from './phrases.js';
import { readMonthly, readPrice } from './price.js';
import { Consumable, prepareQuery } from './query-text.js';
import { correctTypos, typoDictionary } from './typo-correction.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * Reads a visitor's query the way Colombians write it (typos, no accents, slang, numbers in words) into
 * hard constraints plus leftover text. Names of types, places and characteristics come from `vocabulary`.
 *
 * Each step takes what it understood out of the text, so the order is part of the meaning: the patterns
 * that know most about a number (strata, counts, areas) come before the price, which would otherwise read
 * any large number, and names are matched last in whatever nothing else claimed.
 */
export function understandQuery(query: string, vocabulary: Vocabulary): Interpretation {
  const phrases = buildPhrases(vocabulary);
  const originals = new Map<string, string>();
  const text = new Consumable(correctTypos(prepareQuery(query), typoDictionary(phrases), originals));
  const result: Interpretation = {
    operation: null,
    statuses: [],
    propertyTypeIds: [],
    municipalityIds: [],
    neighbourhoods: [],
    unknownPlaces: [],
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
    text: '',
  };

  const closed = readClosedStatuses(text);
  skipNamesNotMeant(text);
  result.antiquity = readAntiquity(text);
  if (readExchangeOffer(text)) result.acceptsExchange = true;

  result.stratum = readStratum(text);
  result.floor = readFloor(text);
  result.bedrooms = readBedrooms(text);
  result.bathrooms = readBathrooms(text);
  const parkingForCars = readParkingForCars(text);
  const hectares = readHectares(text);
  result.parkingSpaces = parkingForCars ?? readParkingSpaces(text);
  result.area = hectares ?? readArea(text);
  if (readNoParking(text)) result.parkingSpaces = { max: 0 };
  const monthly = readMonthly(text);
  result.price = readPrice(text);

  if (readBrandNew(text)) result.antiquity = 'nuevo';
  if (readRemodeled(text)) result.isRemodeled = true;
  if (readAcceptsExchange(text)) result.acceptsExchange = true;
  if (readFeatured(text)) result.featured = true;
  result.operation = readOperation(text, monthly, closed);

  const leftover = readColombianPlaces(matchPhrases(text.remainingWords(), phrases, result), result, vocabulary);
  // A neighbourhood names its municipality when only one has it ("El Poblado" is in Medellín).
  if (result.municipalityIds.length === 0) {
    for (const neighbourhood of result.neighbourhoods) {
      const home = municipalityOfNeighbourhood(neighbourhood, vocabulary);
      if (home && !result.municipalityIds.includes(home)) result.municipalityIds.push(home);
    }
  }
  result.statuses = statusesFor(closed, result.operation);
  result.text = leftover
    .filter((word) => !FILLER_WORDS.has(word) && !isStopWord(word) && !/^\d+$/.test(word))
    .map((word) => originals.get(word) ?? word)
    .join(' ');
  return result;
}
