import type { Sort } from '../ports/filter.js';
import { MISSING, splitPath, valueAtPath } from './document-path.js';

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
export function compareSort<T extends { id: string }>(sort: Sort = []): Comparator<T> {
  const byKeys = compareSortKeys<T>(sort);
  return (a, b) => byKeys(a, b) || compareIds(a.id, b.id);
}

/** The sort keys alone: 0 for documents equal on every key, for a caller that breaks ties its own way. */
export function compareSortKeys<T>(sort: Sort): Comparator<T> {
  const keys = sort.map(([path, direction]) => ({ segments: splitPath(path), direction }));
  return (a, b) => {
    for (const { segments, direction } of keys) {
      const order = compareValues(valueAtPath(a, segments), valueAtPath(b, segments), direction);
      if (order !== 0) return order;
    }
    return 0;
  };
}

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
