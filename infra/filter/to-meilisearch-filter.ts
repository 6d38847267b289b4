import type { Filter, Scalar } from '../ports/filter.js';
import { isPlainObject } from './document-path.js';
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

/**
 * Translates a Filter into a Meilisearch filter expression with MongoDB's meaning wherever Meilisearch can
 * say it (https://www.meilisearch.com/docs/learn/filtering_and_sorting/filter_expression_reference):
 * - `{ x: null }` becomes `(x IS NULL OR x NOT EXISTS)`, because for MongoDB a missing field equals null,
 *   and `$ne: null` becomes `(x EXISTS AND NOT x IS NULL)`;
 * - `=`/`IN` on an array field already mean "contains", and `!=`/`NOT IN` match documents without the
 *   field, as `$ne`/`$nin` do;
 * - strings are always double-quoted with `\` and `"` escaped, so a value can never change the expression;
 * - every compound is parenthesised, so precedence never depends on the caller.
 * Returns undefined for a filter that matches everything (`{}`), which Meilisearch cannot spell.
 */
export function toMeilisearchFilter(filter: Filter): string | undefined {
  return allOf(filter as Record<string, unknown>);
}

type Expression = string | undefined;

function allOf(filter: Record<string, unknown>): Expression {
  return join(
    Object.entries(filter).map(([key, condition]) => clause(key, condition)),
    'AND',
  );
}

function clause(key: string, condition: unknown): Expression {
  if (key === '$and') return join(asFilterList(key, condition).map(allOf), 'AND');
  if (key === '$or') return join(asFilterList(key, condition).map(allOf), 'OR');
  if (key.startsWith('$')) throw new FilterError(`Unsupported filter operator ${key}`);
  const field = attribute(key);
  if (!isPlainObject(condition)) return equals(field, asScalar(key, condition));
  return join(
    Object.entries(condition).map(([operator, operand]) => operation(field, key, operator, operand)),
    'AND',
  );
}

function operation(field: string, path: string, operator: string, operand: unknown): string {
  switch (operator) {
    case '$eq':
      return equals(field, asScalar(path, operand));
    case '$ne':
      return notEquals(field, asScalar(path, operand));
    case '$in':
      return oneOf(field, asScalarList(path, operator, operand));
    case '$nin':
      return noneOf(field, asScalarList(path, operator, operand));
    case '$gt':
      return `${field} > ${literal(asBound(path, operator, operand))}`;
    case '$gte':
      return `${field} >= ${literal(asBound(path, operator, operand))}`;
    case '$lt':
      return `${field} < ${literal(asBound(path, operator, operand))}`;
    case '$lte':
      return `${field} <= ${literal(asBound(path, operator, operand))}`;
    case '$exists':
      if (path === '_geo') return hasPoint(asFlag(path, operator, operand));
      return asFlag(path, operator, operand) ? `${field} EXISTS` : `${field} NOT EXISTS`;
    case '$within':
      return boundingBox(path, asBox(path, operator, operand));
    case '$around':
      return radius(path, asCircle(path, operator, operand));
    default:
      throw new FilterError(`${path}: unsupported filter operator ${operator}`);
  }
}

/**
 * Meilisearch filters points only as `_geo`, and names a box by its north-east corner, then its south-west one
 * (https://www.meilisearch.com/docs/learn/filtering_and_sorting/geosearch). Edges are included, as in the embedded filter.
 */
function boundingBox(path: string, [minLng, minLat, maxLng, maxLat]: readonly number[]): string {
  if (path !== '_geo') throw new FilterError(`${path}: $within only applies to _geo in Meilisearch`);
  return `_geoBoundingBox([${maxLat}, ${maxLng}], [${minLat}, ${minLng}])`;
}

/** Meilisearch's circle takes its centre and a radius in whole metres; the edge is included, as in the embedded filter. */
function radius(path: string, { lat, lng, km }: { lat: number; lng: number; km: number }): string {
  if (path !== '_geo') throw new FilterError(`${path}: $around only applies to _geo in Meilisearch`);
  return `_geoRadius(${lat}, ${lng}, ${Math.round(km * 1000)})`;
}

/**
 * Whether a document has a point. Meilisearch keeps `_geo` in its geographic index, which EXISTS does not read, so
 * "has a point" is said as "lies in the box of the whole Earth", and "has none" as its negation.
 */
function hasPoint(present: boolean): string {
  const everywhere = '_geoBoundingBox([90, 180], [-90, -180])';
  return present ? everywhere : `NOT ${everywhere}`;
}

function equals(field: string, value: Scalar): string {
  return value === null ? `(${field} IS NULL OR ${field} NOT EXISTS)` : `${field} = ${literal(value)}`;
}

function notEquals(field: string, value: Scalar): string {
  return value === null ? `(${field} EXISTS AND NOT ${field} IS NULL)` : `${field} != ${literal(value)}`;
}

function oneOf(field: string, values: readonly Scalar[]): string {
  const present = values.filter((value) => value !== null);
  const parts: string[] = [];
  if (present.length > 0) parts.push(`${field} IN [${present.map(literal).join(', ')}]`);
  if (present.length < values.length) parts.push(equals(field, null));
  // `$in: []` matches nothing; Meilisearch has no `false`, so ask for a field that both exists and does not.
  return join(parts, 'OR') ?? `(${field} EXISTS AND ${field} NOT EXISTS)`;
}

function noneOf(field: string, values: readonly Scalar[]): string {
  const present = values.filter((value) => value !== null);
  const parts: string[] = [];
  if (present.length > 0) parts.push(`${field} NOT IN [${present.map(literal).join(', ')}]`);
  if (present.length < values.length) parts.push(notEquals(field, null));
  // `$nin: []` matches everything.
  return join(parts, 'AND') ?? `(${field} EXISTS OR ${field} NOT EXISTS)`;
}

/** undefined stands for "everything": it vanishes from an AND and absorbs an OR. */
function join(parts: readonly Expression[], operator: 'AND' | 'OR'): Expression {
  if (operator === 'OR' && parts.includes(undefined)) return undefined;
  const defined = parts.filter((part): part is string => part !== undefined);
  if (defined.length <= 1) return defined[0];
  return `(${defined.join(` ${operator} `)})`;
}

function literal(value: Scalar): string {
  if (typeof value === 'string') return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new FilterError(`${value} cannot be used in a filter`);
  return String(value);
}

/** Meilisearch has no quoting for attribute names, so only names that cannot be misread are accepted. */
function attribute(path: string): string {
  if (!/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/.test(path))
    throw new FilterError(`Field name not usable in a Meilisearch filter: ${path}`);
  return path;
}
