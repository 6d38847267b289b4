/**
 * Whole pesos per square metre of the listing's area (the one its card shows), as Colombian portals quote it;
 * null when the area is unknown or zero, so such listings sort last instead of dividing by nothing.
 */
export function pricePerM2(price: number, area: number | null): number | null {
  return area !== null && area > 0 ? Math.round(price / area) : null;
}
