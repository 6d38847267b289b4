import type { Scalar } from '../ports/filter.js';

/**
 * Checks on the operands of a Filter, shared by its compilers. A filter outside the supported subset is a
 * programming error, reported before any document is read.
 */
export class FilterError extends Error {
  override name = 'FilterError';
}

export function asScalar(path: string, value: unknown): Scalar {
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number')
    return value;
  throw new FilterError(`${path}: equality takes a string, number, boolean or null`);
}

export function asScalarList(path: string, operator: string, value: unknown): readonly Scalar[] {
  if (!Array.isArray(value)) throw new FilterError(`${path}: ${operator} takes an array`);
  return value.map((item: unknown) => asScalar(path, item));
}

export function asBound(path: string, operator: string, value: unknown): number | string {
  if (typeof value === 'number' || typeof value === 'string') return value;
  throw new FilterError(`${path}: ${operator} takes a number or a string`);
}

export function asFlag(path: string, operator: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  throw new FilterError(`${path}: ${operator} takes true or false`);
}

/** `$and`/`$or` take a non-empty list of filters, as in MongoDB (which rejects an empty one). */
export function asFilterList(operator: string, value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new FilterError(`${operator} needs a non-empty array of filters`);
  return value.map((child: unknown) => {
    if (typeof child !== 'object' || child === null || Array.isArray(child))
      throw new FilterError(`${operator} entries must be filters`);
    return child as Record<string, unknown>;
  });
}

/** `$within` takes `[minLng, minLat, maxLng, maxLat]`: four finite numbers, each min at most its max. */
export function asBox(path: string, operator: string, value: unknown): readonly [number, number, number, number] {
  if (
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((item) => typeof item === 'number' && Number.isFinite(item)) &&
    value[0] <= value[2] &&
    value[1] <= value[3]
  )
    return value as [number, number, number, number];
  throw new FilterError(`${path}: ${operator} takes [minLng, minLat, maxLng, maxLat]`);
}

/** `$around` takes `{ lat, lng, km }`: a point in degrees (lat within ±90, lng within ±180) and a radius ≥ 0 in km. */
export function asCircle(path: string, operator: string, value: unknown): { lat: number; lng: number; km: number } {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { lat, lng, km } = value as Record<string, unknown>;
    if (
      typeof lat === 'number' &&
      typeof lng === 'number' &&
      typeof km === 'number' &&
      Math.abs(lat) <= 90 &&
      Math.abs(lng) <= 180 &&
      Number.isFinite(km) &&
      km >= 0
    )
      return { lat, lng, km };
  }
  throw new FilterError(`${path}: ${operator} takes { lat, lng, km } (degrees, and kilometres ≥ 0)`);
}
