import type { Range } from '../interpretation.js';
import { NUMBER, parseNumber } from './amounts.js';
import type { Consumable } from './query-text.js';
import { AROUND_WORDS, MAX_WORDS, MIN_WORDS, qualified } from './ranges.js';

const BEDROOM = String.raw`(?:habitaciones|habitacion|habs?|alcobas?|cuartos?|dormitorios?|recamaras?|bedrooms?|beds?|rooms?)`;
const BATHROOM = String.raw`(?:banos?|bathrooms?|baths?)`;
const PARKING = String.raw`(?:parqueaderos?|garajes?|estacionamientos?|parqueos?|puestos? de parqueo|cupos? de parqueo|parking)`;
const AREA_UNIT = String.raw`(?:m2|mt2|mts2|metros cuadrados|metros|mts|mt)`;

export function readBedrooms(text: Consumable): Range | null {
  return readMeasure(text, BEDROOM, true);
}

export function readBathrooms(text: Consumable): Range | null {
  return readMeasure(text, BATHROOM, true);
}

export function readParkingSpaces(text: Consumable): Range | null {
  return readMeasure(text, PARKING, true);
}

export function readArea(text: Consumable): Range | null {
  return readMeasure(text, AREA_UNIT, false);
}

/** "3 habitaciones", "mínimo 2 baños", "entre 60 y 80 m2", "100 metros". Counts are whole; areas are not. */
function readMeasure(text: Consumable, unit: string, whole: boolean): Range | null {
  let range: Range | null = null;
  text.take(
    new RegExp(String.raw`\b(?:entre|de|desde)\s+(${NUMBER})\s+(?:y|a|hasta)\s+(${NUMBER})\s*${unit}\b`),
    (match) => {
      range = { min: parseNumber(match[1]!)!, max: parseNumber(match[2]!)! };
    },
  );
  if (range) return range;
  text.take(
    new RegExp(
      String.raw`(?:\b(${MIN_WORDS}|${MAX_WORDS}|${AROUND_WORDS})\s+)?\b(${NUMBER})\s*(o mas\s+|\+\s*)?${unit}(?:\s+(o mas|como minimo|minimo|o menos|como maximo|maximo))?\b`,
    ),
    (match) => {
      const value = parseNumber(match[2]!);
      if (value === null) return false;
      const qualifier =
        match[1] ??
        (match[3] ? 'minimo' : match[4] ? (/menos|maximo/.test(match[4]) ? 'maximo' : 'minimo') : undefined);
      range = qualified(value, qualifier, whole);
    },
  );
  return range;
}

/**
 * "parqueadero para 2 carros": the count comes after the word, where the usual "2 parqueaderos" pattern
 * misses it and a lone "parqueadero" would only mean one space.
 */
export function readParkingForCars(text: Consumable): Range | null {
  let range: Range | null = null;
  text.take(new RegExp(String.raw`\b${PARKING}\s+para\s+(${NUMBER})\s+(?:carros|vehiculos|autos|carro)\b`), (match) => {
    const cars = parseNumber(match[1]!);
    if (cars === null) return false;
    range = { min: cars };
  });
  return range;
}

/** "2 hectáreas" as square metres, the unit listings are filed in. */
export function readHectares(text: Consumable): Range | null {
  let range: Range | null = null;
  text.take(new RegExp(String.raw`\b(${NUMBER})\s*(?:hectareas|hectarea|ha)\b`), (match) => {
    const hectares = parseNumber(match[1]!);
    if (hectares === null) return false;
    range = qualified(hectares * 10_000, undefined, false);
  });
  return range;
}

/** "sin parqueadero": no parking at all, whatever a number elsewhere seemed to say. */
export function readNoParking(text: Consumable): boolean {
  return text.take(new RegExp(String.raw`\bsin\s+${PARKING}\b`), () => undefined);
}
