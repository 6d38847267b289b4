import type { FieldOperators, Filter, Scalar } from '../ports/filter.js';
import { isPlainObject, MISSING, pathTester } from './document-path.js';
import {
  asBound,
  asBox,
  asCircle,
  asFilterList,
  asFlag,
  asScalar,
  asScalarList,
  FilterError,
} from './filter-operands.js';
import { asGeoPoint, distanceKm } from './geo-distance.js';

/** A compiled filter: true when the document matches. */
export type Predicate = (doc: unknown) => boolean;

/**
 * Compiles a Filter into a plain JavaScript predicate with MongoDB's semantics, so the embedded adapters
 * answer exactly what MongoDB would (infra/filter/compile-filter.test.ts checks it against mingo):
 * - equality on an array field means "contains"; `$in`/`$nin` likewise;
 * - `{ x: null }` matches a missing field as well as a null one, and `$ne: null` means "present and not null";
 * - `$gt`/`$gte`/`$lt`/`$lte` only compare values of the same type (numbers with numbers, strings with strings);
 * - `$ne` and `$nin` are the negations of `$eq` and `$in`, so they also match documents without the field;
 * - `$within` (ours, not MongoDB's) holds for a `{ lat, lng }` point inside a box, edges included;
 * - `$around` (ours) holds for a `{ lat, lng }` point at most `km` kilometres from the given one, the edge included.
 * Compiling once and reusing the closure keeps evaluation free of per-document parsing.
 */
export function compileFilter(filter: Filter | undefined): Predicate {
  if (filter === undefined) return () => true;
  return compileClauses(filter as Record<string, unknown>);
}

function compileClauses(filter: Record<string, unknown>): Predicate {
  const parts = Object.entries(filter).map(([key, condition]) => compileClause(key, condition));
  if (parts.length === 0) return () => true;
  if (parts.length === 1) return parts[0] as Predicate;
  return (doc) => parts.every((part) => part(doc));
}

function compileClause(key: string, condition: unknown): Predicate {
  if (key === '$and' || key === '$or') {
    const parts = asFilterList(key, condition).map(compileClauses);
    return key === '$and' ? (doc) => parts.every((part) => part(doc)) : (doc) => parts.some((part) => part(doc));
  }
  if (key.startsWith('$')) throw new FilterError(`Unsupported filter operator ${key}`);
  const atPath = pathTester(key);
  const tests = isPlainObject(condition)
    ? compileOperators(key, condition)
    : [positive(equals(asScalar(key, condition)))];
  if (tests.length === 1) {
    const [test] = tests as [FieldTest];
    return (doc) => test(doc, atPath);
  }
  return (doc) => tests.every((test) => test(doc, atPath));
}

type AtPath = ReturnType<typeof pathTester>;
type FieldTest = (doc: unknown, atPath: AtPath) => boolean;

/** Holds when some value on the path passes. */
function positive(test: (value: unknown) => boolean): FieldTest {
  return (doc, atPath) => atPath(doc, test);
}

/** Holds when no value on the path passes: how MongoDB negates ($ne, $nin, $exists: false). */
function negative(test: (value: unknown) => boolean): FieldTest {
  return (doc, atPath) => !atPath(doc, test);
}

function compileOperators(path: string, operators: FieldOperators): FieldTest[] {
  return Object.entries(operators).map(([operator, operand]: [string, unknown]) => {
    switch (operator) {
      case '$eq':
        return positive(equals(asScalar(path, operand)));
      case '$ne':
        return negative(equals(asScalar(path, operand)));
      case '$in':
        return positive(equalsAny(asScalarList(path, operator, operand)));
      case '$nin':
        return negative(equalsAny(asScalarList(path, operator, operand)));
      case '$gt':
        return positive(compares(asBound(path, operator, operand), (order) => order > 0));
      case '$gte':
        return positive(compares(asBound(path, operator, operand), (order) => order >= 0));
      case '$lt':
        return positive(compares(asBound(path, operator, operand), (order) => order < 0));
      case '$lte':
        return positive(compares(asBound(path, operator, operand), (order) => order <= 0));
      case '$exists':
        return asFlag(path, operator, operand) ? positive(isPresent) : negative(isPresent);
      case '$within':
        return positive(inside(asBox(path, operator, operand)));
      case '$around':
        return positive(around(asCircle(path, operator, operand)));
      default:
        throw new FilterError(`${path}: unsupported filter operator ${operator}`);
    }
  });
}

function equals(expected: Scalar): (value: unknown) => boolean {
  if (expected === null)
    return (value) => value === MISSING || value === null || (Array.isArray(value) && value.includes(null));
  return (value) => value === expected || (Array.isArray(value) && value.includes(expected));
}

function equalsAny(expected: readonly Scalar[]): (value: unknown) => boolean {
  const tests = expected.map(equals);
  return (value) => tests.some((test) => test(value));
}

function compares(bound: number | string, accept: (order: number) => boolean): (value: unknown) => boolean {
  const single = (value: unknown): boolean =>
    typeof value === typeof bound && accept(value === bound ? 0 : (value as typeof bound) < bound ? -1 : 1);
  return (value) => (Array.isArray(value) ? value.some(single) : single(value));
}

function inside([minLng, minLat, maxLng, maxLat]: readonly number[]): (value: unknown) => boolean {
  return (value) => {
    if (!isPlainObject(value)) return false;
    const { lat, lng } = value as { lat?: unknown; lng?: unknown };
    return (
      typeof lat === 'number' &&
      typeof lng === 'number' &&
      lat >= minLat! &&
      lat <= maxLat! &&
      lng >= minLng! &&
      lng <= maxLng!
    );
  };
}

function around({ km, ...centre }: { lat: number; lng: number; km: number }): (value: unknown) => boolean {
  return (value) => {
    const point = asGeoPoint(value);
    return point !== undefined && distanceKm(centre, point) <= km;
  };
}

function isPresent(value: unknown): boolean {
  return value !== MISSING;
}
