import { readNear } from '../../../lib/api-contract';

/**
 * The distance sort's point as the address and the API carry it: "lat,lng" to 4 decimals (about 11 m), enough to order
 * listings whose shown points are approximate anyway, and short in a shared link.
 */
export const nearPoint = ({ lat, lng }: { lat: number; lng: number }): string => `${lat.toFixed(4)},${lng.toFixed(4)}`;

/** A point the API takes (services/api/schemas/property.ts readNear): in Colombia, so a link never asks for a 400. */
export const isNearPoint = (value: string): boolean => typeof readNear(value) !== 'string';
