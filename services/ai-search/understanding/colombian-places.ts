import { readFileSync } from 'node:fs';
import { normalize } from '../../../infra/spanish-text/normalize.js';
import type { Interpretation } from '../interpretation.js';
import { MUNICIPALITY_SYNONYMS } from './lexicon.js';
import { ARTICLES, isRefused, isWhereFrom } from './refusals.js';
import { CLAUSE_END } from './query-text.js';
import type { Vocabulary } from './vocabulary.js';

/** A Colombian municipality, as the national list names it (colombia/README.md). */
interface Municipality {
  code: string;
  name: string;
  department: string;
  /** A department's capital (DANE code ending in 001): the one meant when several share a name ("Armenia"). */
  capital: boolean;
}

const MUNICIPALITIES: Municipality[] = (
  JSON.parse(readFileSync(new URL('./colombia/municipalities.json', import.meta.url), 'utf8')) as Array<
    [code: string, name: string, department: string]
  >
).map(([code, name, department]) => ({ code, name, department, capital: code.endsWith('001') }));

/** The seat of each municipality, by DANE code (colombia/README.md): where "cerca de" measures from. */
const COORDINATES = JSON.parse(readFileSync(new URL('./colombia/coordinates.json', import.meta.url), 'utf8')) as Record<
  string,
  [latitude: number, longitude: number]
>;

/**
 * How far "cerca de" a municipality reaches, in a straight line from its seat: the metropolitan ring of a Colombian
 * city. Seat to seat it picks the municipalities around; from the seat to a listing's point it is the circle searched.
 */
export const NEAR_KM = 35;

/** Kilometres between two points on the Earth (haversine). */
function distanceKm([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Where a catalogue municipality's seat is, by its name in the national list (the capital when several share it). */
const seats = new Map<string, [number, number] | undefined>();
function seatOf(name: string): [number, number] | undefined {
  if (!seats.has(name)) seats.set(name, findSeat(name));
  return seats.get(name);
}
/** A municipality's seat as a point, by its name; undefined when the national list does not know it. */
export function municipalitySeat(name: string): { lat: number; lng: number } | undefined {
  const seat = seatOf(name);
  return seat && { lat: seat[0], lng: seat[1] };
}

function findSeat(name: string): [number, number] | undefined {
  const key = normalize(name);
  const names = new Set([key, ...(MUNICIPALITY_SYNONYMS[key] ?? [])]);
  const candidates = MUNICIPALITIES.filter((municipality) =>
    names.has(normalize(municipality.name).replace(/\./g, '').trim()),
  );
  const chosen = candidates.find((municipality) => municipality.capital) ?? candidates[0];
  return chosen ? COORDINATES[chosen.code] : undefined;
}

/**
 * The catalogue's municipalities near one of them, itself first and the rest nearest first: those whose seat lies
 * within NEAR_KM of its seat ("cerca de Bogotá" is Bogotá, Chía, Cajicá). Only itself when its seat is unknown.
 */
export function nearbyMunicipalities(id: string, vocabulary: Vocabulary): string[] {
  const named = vocabulary.municipalities.find((municipality) => municipality.id === id);
  const seat = named && seatOf(named.name);
  if (!seat) return [id];
  const others = vocabulary.municipalities
    .filter((municipality) => municipality.id !== id)
    .map((municipality) => {
      const other = seatOf(municipality.name);
      return { id: municipality.id, km: other ? distanceKm(seat, other) : Infinity };
    })
    .filter(({ km }) => km <= NEAR_KM)
    .sort((a, b) => a.km - b.km);
  return [id, ...others.map((other) => other.id)];
}

/** The words that put a place after them: "en Tunja", "cerca a Girardot", "Cúcuta o Pasto", "pero no en Bello", "near Tunja". */
const BEFORE_A_PLACE = new Set([
  'en',
  'de',
  'del',
  'por',
  'a',
  'o',
  'y',
  'ni',
  'para',
  'cerca',
  'hacia',
  'sea',
  'in',
  'near',
  'around',
]);

/**
 * Names that are places too but mean something else in a query: "en toda Colombia", "cerca a la playa", "cerca
 * del colegio", "con patio de ropas… y los patios", "el resto de la plata" (money).
 */
const NOT_MEANT = new Set(['colombia', 'la playa', 'el colegio', 'los patios', 'la plata', 'el paso', 'el banco']);

interface PlaceName {
  words: string[];
  kind: 'municipality' | 'department';
  /** The municipalities of that name, capitals first; or the department's name. */
  municipalities: Municipality[];
  department: string;
}

const byLength = (a: PlaceName, b: PlaceName) => b.words.length - a.words.length;

/** Every municipality and department name of Colombia and their nicknames, longest first, as normalized words. */
const PLACE_NAMES: PlaceName[] = (() => {
  const municipalities = new Map<string, Municipality[]>();
  for (const municipality of MUNICIPALITIES) {
    const key = normalize(municipality.name).replace(/\./g, '').trim();
    if (NOT_MEANT.has(key)) continue;
    municipalities.set(key, [...(municipalities.get(key) ?? []), municipality]);
  }
  // Departments first: "en Caldas", "en Córdoba" mean the department more often than its namesake town.
  const names: PlaceName[] = [...new Set(MUNICIPALITIES.map((m) => m.department))].map((department) => ({
    words: normalize(department).replace(/\./g, '').split(/\s+/),
    kind: 'department',
    municipalities: [],
    department,
  }));
  for (const [key, list] of municipalities) {
    const sorted = list.sort((a, b) => Number(b.capital) - Number(a.capital));
    for (const name of new Set([key, ...(MUNICIPALITY_SYNONYMS[key] ?? [])]))
      names.push({
        words: name.split(/\s+/),
        kind: 'municipality',
        municipalities: sorted,
        department: list[0]!.department,
      });
  }
  return names.sort(byLength);
})();

/** The place names by their first word, longest first: a query's word is looked up, not compared with all 1,150. */
const BY_FIRST_WORD = new Map<string, PlaceName[]>();
for (const place of PLACE_NAMES)
  BY_FIRST_WORD.set(place.words[0]!, [...(BY_FIRST_WORD.get(place.words[0]!) ?? []), place]);

/** Whether `name` (normalized) is the whole name of a Colombian municipality or department. */
export function isColombianPlaceName(name: string): boolean {
  const words = name.split(' ');
  return (BY_FIRST_WORD.get(words[0]!) ?? []).some((place) => place.words.join(' ') === name);
}

/** Every word of a Colombian place name: never "corrected" into another word ("Pasto" is not "patio"). */
export const PLACE_WORDS: ReadonlySet<string> = new Set(PLACE_NAMES.flatMap((place) => place.words));

/**
 * Reads the Colombian places the catalogue's own names did not match, among `words` (what is left, in order):
 * - a municipality with no listings ("apartamento en Manizales") becomes an unknown place, so the answer can say
 *   there is nothing there instead of silently showing other cities;
 * - a department ("en Antioquia") stands for the catalogue's municipalities in it, or is an unknown place;
 * - a department right after a place only tells which one was meant ("Armenia Quindío", "Rionegro, Antioquia").
 * A name counts only after a word that introduces a place ("en", "cerca a", "o"…), so "una casa con buena vista"
 * never reads "Buenavista". Refused places are left out of what was asked for. Returns the words not read.
 */
export function readColombianPlaces(words: string[], result: Interpretation, vocabulary: Vocabulary): string[] {
  const leftover: string[] = [];
  let lastPlaceEnd = -1;
  let lastPlace: PlaceName | null = null;
  for (let i = 0; i < words.length;) {
    // The article is not always part of the name: "en el Retiro" is Retiro, as the national list has it.
    // A clause end between two places keeps them together: "Rionegro, Antioquia", "Pasto, Ipiales".
    const afterPlace = i === lastPlaceEnd || (words[i - 1] === CLAUSE_END && i - 1 === lastPlaceEnd);
    const introduced =
      afterPlace ||
      BEFORE_A_PLACE.has(words[i - 1] ?? '') ||
      (ARTICLES.has(words[i - 1] ?? '') && BEFORE_A_PLACE.has(words[i - 2] ?? ''));
    const place = introduced
      ? BY_FIRST_WORD.get(words[i]!)?.find((candidate) =>
          candidate.words.every((word, offset) => words[i + offset] === word),
        )
      : undefined;
    if (!place || isCatalogueName(place, vocabulary)) {
      leftover.push(words[i]!);
      i++;
      continue;
    }
    const afterAPlace = afterPlace && place.kind === 'department';
    if (afterAPlace) narrowToDepartment(result, lastPlace, place.department);
    else if (!isRefused(words, i, i + place.words.length, 0) && !isWhereFrom(words, i))
      record(place, result, vocabulary);
    i += place.words.length;
    lastPlaceEnd = i;
    lastPlace = place;
  }
  return leftover;
}

/**
 * How many of `words` from `index` name the department of the municipality `name`, a clause end before it included
 * ("Rionegro, Antioquia" says which Rionegro, and asks for nothing more); 0 when they do not.
 */
export function departmentAfter(name: string, words: string[], index: number): number {
  const start = words[index] === CLAUSE_END ? index + 1 : index;
  const department = (BY_FIRST_WORD.get(words[start] ?? '') ?? []).find(
    (place) => place.kind === 'department' && place.words.every((word, offset) => words[start + offset] === word),
  );
  if (!department) return 0;
  const holds = MUNICIPALITIES.some(
    (municipality) => municipality.department === department.department && normalize(municipality.name) === name,
  );
  return holds ? start - index + department.words.length : 0;
}

/** A name the catalogue's vocabulary already reads (its municipalities, under any of their names). */
function isCatalogueName(place: PlaceName, vocabulary: Vocabulary): boolean {
  const keys = [place.words.join(' '), ...place.municipalities.slice(0, 1).map((m) => normalize(m.name))];
  return vocabulary.municipalities.some((municipality) => keys.includes(normalize(municipality.name)));
}

function record(place: PlaceName, result: Interpretation, vocabulary: Vocabulary): void {
  if (place.kind === 'municipality') {
    const { name, department } = place.municipalities[0]!;
    addUnknown(result, name, department);
    return;
  }
  const inCatalogue = catalogueMunicipalitiesIn(place.department, vocabulary).filter(
    (id) => !result.excluded.municipalityIds.includes(id),
  );
  if (inCatalogue.length === 0) addUnknown(result, place.department, null);
  for (const id of inCatalogue) if (!result.municipalityIds.includes(id)) result.municipalityIds.push(id);
}

/** "Armenia Quindío": the Armenia of that department, when the name was recorded as an unknown place. */
function narrowToDepartment(result: Interpretation, place: PlaceName | null, department: string): void {
  if (place?.kind !== 'municipality') return;
  const meant = place.municipalities.find((municipality) => municipality.department === department);
  const recorded = result.unknownPlaces.find((unknown) => unknown.name === place.municipalities[0]!.name);
  if (meant && recorded) recorded.department = meant.department;
}

function addUnknown(result: Interpretation, name: string, department: string | null): void {
  if (!result.unknownPlaces.some((place) => place.name === name)) result.unknownPlaces.push({ name, department });
}

/** The catalogue's municipalities that lie in `department`, by their names in the national list. */
function catalogueMunicipalitiesIn(department: string, vocabulary: Vocabulary): string[] {
  const names = new Set(
    MUNICIPALITIES.filter((municipality) => municipality.department === department).map((municipality) =>
      normalize(municipality.name),
    ),
  );
  return vocabulary.municipalities.filter((municipality) => names.has(normalize(municipality.name))).map((m) => m.id);
}
