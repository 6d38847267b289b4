import { readBbox, type Bbox } from './api-contract';

export type { Bbox };

/** Five decimals: about a metre, as precise as a visible area needs and short enough for an address. */
const SCALE = 100_000;
const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
// Scaled, then cleared of binary noise (4.6 × 100 000 is 459 999.999…) before taking the whole part.
const scaled = (value: number, limit: number) => Number((clamp(value, limit) * SCALE).toFixed(4));
const decimals = (value: number) => Number((value / SCALE).toFixed(5));

/**
 * The map's visible area as the `bbox` filter keeps it: rounded outwards (never inwards, which would drop a marker
 * seen at the very edge), and within the globe, which a zoomed-out map can show more than once.
 */
export function roundBbox([minLng, minLat, maxLng, maxLat]: Bbox): Bbox {
  return [
    decimals(Math.floor(scaled(minLng, 180))),
    decimals(Math.floor(scaled(minLat, 90))),
    decimals(Math.ceil(scaled(maxLng, 180))),
    decimals(Math.ceil(scaled(maxLat, 90))),
  ];
}

/** `minLng,minLat,maxLng,maxLat`, as GET /api/properties reads it. */
export const bboxParam = (bbox: Bbox): string => bbox.join(',');

/** The box in an address, or null when the API would refuse it (checked as the API checks it). */
export function parseBbox(value: string): Bbox | null {
  const read = readBbox(value);
  return typeof read === 'string' ? null : read;
}
