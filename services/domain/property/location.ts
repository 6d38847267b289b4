import { fnv1a } from '../shared/fnv1a.js';

/**
 * Where a listing is. `exact`: the admin chose to show visitors the true point; otherwise (the default) they see an
 * area about APPROXIMATE_RADIUS_M wide whose centre is moved away from it (see `publicPoint`).
 */
export interface PropertyLocation {
  lat: number;
  lng: number;
  exact: boolean;
}

/** The point a visitor is shown: the true one only when `approximate` is false. */
export interface PublicPoint {
  lat: number;
  lng: number;
  approximate: boolean;
}

/**
 * The national territory as a box, San Andrés and Providencia included (their westernmost shore is near 81.73° W,
 * Providencia's north near 13.4° N; Leticia is near 4.22° S, Guainía's eastern border near 66.85° W). A box also
 * holds some of the neighbours' land and sea: it catches typos (a lost minus sign, lat and lng swapped), not borders.
 */
const COLOMBIA_BOUNDS = { minLat: -4.3, maxLat: 13.6, minLng: -82, maxLng: -66.8 } as const;

export const isInsideColombia = ({ lat, lng }: { lat: number; lng: number }): boolean =>
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  lat >= COLOMBIA_BOUNDS.minLat &&
  lat <= COLOMBIA_BOUNDS.maxLat &&
  lng >= COLOMBIA_BOUNDS.minLng &&
  lng <= COLOMBIA_BOUNDS.maxLng;

/** The approximate area's radius: its centre moves at most this far, so the true point is always inside it. */
export const APPROXIMATE_RADIUS_M = 300;
const MIN_OFFSET_M = 100;
const EARTH_RADIUS_M = 6_371_000;
/** ~0.1 m: more digits would say nothing, and the same input always gives the same output. */
const DECIMALS = 6;

/**
 * A fraction in [0, 1) from the listing id. FNV-1a alone barely moves its high bits for ids that differ in their last
 * character (`prop-001`, `prop-002`), so murmur3's finaliser mixes them first.
 */
function fraction(propertyId: string, seed: number): number {
  let hash = fnv1a(propertyId, seed);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

const round = (value: number) => Number(value.toFixed(DECIMALS));

/**
 * The point visitors see. For an approximate location, the centre of its area: moved from the true point by a bearing
 * and a distance (MIN_OFFSET_M to APPROXIMATE_RADIUS_M) that come from a hash of the listing id, so it is the same on
 * every page and after every save, never the true point, and cannot be averaged away by asking again.
 */
export function publicPoint(propertyId: string, location: PropertyLocation): PublicPoint {
  if (location.exact) return { lat: round(location.lat), lng: round(location.lng), approximate: false };
  const bearing = fraction(propertyId, 1) * 2 * Math.PI;
  const distance = MIN_OFFSET_M + fraction(propertyId, 2) * (APPROXIMATE_RADIUS_M - MIN_OFFSET_M);
  const angular = distance / EARTH_RADIUS_M;
  const north = angular * Math.cos(bearing);
  const east = angular * Math.sin(bearing);
  const lat = location.lat + (north * 180) / Math.PI;
  const lng = location.lng + (east * 180) / Math.PI / Math.cos((location.lat * Math.PI) / 180);
  return { lat: round(lat), lng: round(lng), approximate: true };
}

/** Great-circle distance in metres (haversine). */
export function distanceInMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}
