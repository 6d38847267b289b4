import { isDistanceKey, type IndexSort, type Sort } from '../ports/filter.js';
import { MISSING, splitPath, valueAtPath } from './document-path.js';
import { asGeoPoint, distanceKm } from './geo-distance.js';

export type Comparator<T> = (a: T, b: T) => number;

/**
 * A comparator for a Sort: keys in priority order, then `id` ascending so every order is total and pages
 * never overlap.
 *
 * Values without a natural order among themselves go last in BOTH directions: missing fields, null, and
 * anything that is not a number, string or boolean (an array, an object). That is what Meilisearch does with
 * documents lacking the sort field, and what a catalogue wants ("price: high to low" must not open with the
 * listings that have no price); the MongoDB adapter asks Mongo for the same. Mixed types order as MongoDB
 * does: numbers, then strings, then booleans (reversed as a block when descending).
 */
export function compareSort<T extends { id: string }>(sort: IndexSort = []): Comparator<T> {
  const byKeys = compareSortKeys<T>(sort);
  return (a, b) => byKeys(a, b) || compareIds(a.id, b.id);
}

/**
 * The sort keys alone: 0 for documents equal on every key, for a caller that breaks ties its own way. A distance key
 * (the search index's) compares the kilometres from its point, nearest first; a document without a point has no value
 * for it, so it goes last. Each document's distance is worked out once per comparator.
 */
export function compareSortKeys<T>(sort: IndexSort): Comparator<T> {
  const keys = sort.map((key) => {
    const segments = splitPath(key[0]);
    if (!isDistanceKey(key)) return { value: (doc: T) => valueAtPath(doc, segments), direction: key[1] };
    const { near } = key[1];
    const distances = new WeakMap<object, number | typeof MISSING>();
    const value = (doc: T) => {
      let distance = distances.get(doc as object);
      if (distance === undefined) {
        const point = asGeoPoint(valueAtPath(doc, segments));
        distance = point ? distanceKm(near, point) : MISSING;
        distances.set(doc as object, distance);
      }
      return distance;
    };
    return { value, direction: 1 as const };
  });
  return (a, b) => {
    for (const { value, direction } of keys) {
      const order = compareValues(value(a), value(b), direction);
      if (order !== 0) return order;
    }
    return 0;
  };
}

/**
 * The places of `docs` in a Sort's order (as compareSort orders them), each document's keys read once: a comparator
 * reads them at every comparison, and sorting 100,000 listings by price took 0.4 s that way.
 */
export function sortedPlaces<T extends { id: string }>(docs: readonly T[], sort: Sort): number[] {
  const keys = sort.map(([path, direction]) => {
    const segments = splitPath(path);
    return { values: docs.map((doc) => valueAtPath(doc, segments)), direction };
  });
  return Array.from(docs.keys()).sort((a, b) => {
    for (const { values, direction } of keys) {
      const order = compareValues(values[a], values[b], direction);
      if (order !== 0) return order;
    }
    return compareIds(docs[a]!.id, docs[b]!.id);
  });
}

/** Whether a sort has a distance key: its order depends on a point, so it is worked out per query, never kept. */
export const hasDistanceKey = (sort: IndexSort): boolean => sort.some(isDistanceKey);

export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compareValues(a: unknown, b: unknown, direction: 1 | -1): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA === UNORDERED || rankB === UNORDERED) return rankA === rankB ? 0 : rankA === UNORDERED ? 1 : -1;
  if (rankA !== rankB) return (rankA - rankB) * direction;
  if (a === b) return 0;
  return ((a as number | string | boolean) < (b as number | string | boolean) ? -1 : 1) * direction;
}

const UNORDERED = 3;

function typeRank(value: unknown): number {
  if (value === MISSING) return UNORDERED;
  switch (typeof value) {
    case 'number':
      return Number.isNaN(value) ? UNORDERED : 0;
    case 'string':
      return 1;
    case 'boolean':
      return 2;
    default:
      return UNORDERED;
  }
}
