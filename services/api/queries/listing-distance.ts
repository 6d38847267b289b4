import { distanceInMetres } from '../../domain/property/location.js';

/**
 * Kilometres from `from` to a listing's shown point (`_geo`, the approximate one unless the listing's is exact), to
 * one decimal: never more precise than the point itself, which may be up to 300 m from the true one. Undefined for a
 * listing without a point.
 */
export function distanceKmTo(from: { lat: number; lng: number }, shown: unknown): number | undefined {
  if (typeof shown !== 'object' || shown === null) return undefined;
  const { lat, lng } = shown as { lat?: unknown; lng?: unknown };
  if (typeof lat !== 'number' || typeof lng !== 'number') return undefined;
  return Math.round(distanceInMetres(from, { lat, lng }) / 100) / 10;
}
