import type { Range } from '../interpretation.js';
import { NUMBER, parseNumber } from './amounts.js';
import type { Consumable } from './query-text.js';
import { AROUND_WORDS, EXACT_WORDS, MAX_WORDS, MIN_WORDS, qualified } from './ranges.js';

const BEDROOM = String.raw`(?:habitaciones|habitacion|habs?|alcobas?|cuartos?|dormitorios?|recamaras?|bedrooms?|beds?|rooms?|bdrms?|br|bd|piezas?)`;
const BATHROOM = String.raw`(?:banos?|bathrooms?|baths?)`;
const PARKING = String.raw`(?:parqueaderos?|parqs?|garajes?|estacionamientos?|parqueos?|puestos? de parqueo|cupos? de parqueo|parking)`;
const AREA_UNIT = String.raw`(?:m2|mt2|mts2|metros cuadrados|metros|mts|mt)`;

/**
 * The most of each count a real listing has: "500 habitaciones" or "estrato 9" is a joke or a slip, not a
 * constraint that would empty the results.
 */
const MOST_ROOMS = 50;
const MOST_PARKING_SPACES = 500;

export function readBedrooms(text: Consumable): Range | null {
  return readMeasure(text, BEDROOM, MOST_ROOMS);
}

export function readBathrooms(text: Consumable): Range | null {
  return readMeasure(text, BATHROOM, MOST_ROOMS);
}

export function readParkingSpaces(text: Consumable): Range | null {
  return readMeasure(text, PARKING, MOST_PARKING_SPACES);
}

export function readArea(text: Consumable): Range | null {
  return readMeasure(text, AREA_UNIT, null);
}

/** A measure's two patterns, built once per unit: a range ("entre 2 y 3", "2 o 3") and one number. */
const MEASURE_PATTERNS = new Map<string, { range: RegExp; single: RegExp }>();
function patternsFor(unit: string): { range: RegExp; single: RegExp } {
  let patterns = MEASURE_PATTERNS.get(unit);
  if (!patterns) {
    patterns = {
      range: new RegExp(
        String.raw`\b(?:(?:entre|de|desde)\s+(${NUMBER})\s+(?:y|a|hasta)|(${NUMBER})\s+o)\s+(${NUMBER})\s*${unit}\b`,
      ),
      single: new RegExp(
        String.raw`(?:\b(${MIN_WORDS}|${MAX_WORDS}|${AROUND_WORDS}|${EXACT_WORDS})\s+)?(-\s*)?\b(${NUMBER})\s*(o mas\s+|\+\s*)?${unit}(?:\s+(o mas|como minimo|minimo|o menos|como maximo|maximo))?\b`,
      ),
    };
    MEASURE_PATTERNS.set(unit, patterns);
  }
  return patterns;
}

/**
 * "3 habitaciones", "mínimo 2 baños", "entre 60 y 80 m2", "2 o 3 baños", "100 metros". Counts (those with a
 * `most`) are whole; areas are not. A negative or implausible count is taken out of the text and ignored.
 */
function readMeasure(text: Consumable, unit: string, most: number | null): Range | null {
  const whole = most !== null;
  const plausible = (...values: number[]) => values.every((value) => most === null || value <= most);
  const patterns = patternsFor(unit);
  let range: Range | null = null;
  text.take(patterns.range, (match) => {
    const low = parseNumber((match[1] ?? match[2])!)!;
    const high = parseNumber(match[3]!)!;
    if (high <= low) return false;
    if (plausible(high)) range = { min: low, max: high };
  });
  if (range) return range;
  text.take(patterns.single, (match) => {
    const value = parseNumber(match[3]!);
    if (value === null) return false;
    if (match[2] || !plausible(value)) return;
    const qualifier =
      match[1] ?? (match[4] ? 'minimo' : match[5] ? (/menos|maximo/.test(match[5]) ? 'maximo' : 'minimo') : undefined);
    range = qualified(value, qualifier, whole);
  });
  return range;
}

const PARKING_FOR_CARS = new RegExp(String.raw`\b${PARKING}\s+para\s+(${NUMBER})\s+(?:carros|vehiculos|autos|carro)\b`);

/**
 * "parqueadero para 2 carros": the count comes after the word, where the usual "2 parqueaderos" pattern
 * misses it and a lone "parqueadero" would only mean one space.
 */
export function readParkingForCars(text: Consumable): Range | null {
  let range: Range | null = null;
  text.take(PARKING_FOR_CARS, (match) => {
    const cars = parseNumber(match[1]!);
    if (cars === null) return false;
    range = { min: cars };
  });
  return range;
}

const HECTARES = new RegExp(
  String.raw`(?:\b(${MIN_WORDS}|${MAX_WORDS}|${AROUND_WORDS})\s+(?:de\s+)?)?\b(${NUMBER})\s*(?:hectareas|hectarea|ha)\b`,
);

/** "2 hectáreas", "mínimo 1 hectárea" as square metres, the unit listings are filed in. */
export function readHectares(text: Consumable): Range | null {
  let range: Range | null = null;
  text.take(HECTARES, (match) => {
    const hectares = parseNumber(match[2]!);
    if (hectares === null) return false;
    range = qualified(hectares * 10_000, match[1], false);
  });
  return range;
}

const REFUSED_LACK_OF_PARKING = new RegExp(String.raw`\b(?:no|ni)\s+(?:[a-z]+\s+){0,3}?sin\s+${PARKING}\b`);
const WITHOUT_PARKING = new RegExp(String.raw`\bsin\s+${PARKING}\b`);

/**
 * "sin parqueadero": no parking at all, whatever a number elsewhere seemed to say; but "no me sirve sin
 * parqueadero" refuses the lack of it, so it asks for one.
 */
export function readParkingRefusal(text: Consumable): Range | null {
  if (text.take(REFUSED_LACK_OF_PARKING, () => undefined)) return { min: 1 };
  return text.take(WITHOUT_PARKING, () => undefined) ? { max: 0 } : null;
}
