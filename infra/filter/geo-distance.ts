import type { GeoPoint } from '../ports/filter.js';
import { isPlainObject } from './document-path.js';

/** The Earth's mean radius (IUGG); engines differ by a few metres in 1,000 km over this, never enough to matter here. */
const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;

/** Great-circle kilometres between two points (haversine): what `$around` and a distance sort measure. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLng = (b.lng - a.lng) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A value as a point when it is one (`{ lat, lng }`, two finite numbers); anything else is no point. */
export function asGeoPoint(value: unknown): GeoPoint | undefined {
  if (!isPlainObject(value)) return undefined;
  const { lat, lng } = value;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)
    ? { lat, lng }
    : undefined;
}
