/**
 * Where a barrio is, for "cerca de Chapinero": the catalogue keeps no map of barrios, but its listings in one say where
 * it is. The centre is the median latitude and the median longitude of their shown points (each already within 300 m
 * of the true one): a listing filed under the wrong barrio, or a lone one far off, moves a median much less than a mean.
 */
export function barrioCentre(
  points: ReadonlyArray<{ lat: number; lng: number }>,
): { lat: number; lng: number } | undefined {
  if (points.length === 0) return undefined;
  return { lat: median(points.map((point) => point.lat)), lng: median(points.map((point) => point.lng)) };
}

/** Rounded to 4 decimals (about 11 m): a centre is no more precise than the points it comes from. */
function median(values: number[]): number {
  const sorted = values.sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10_000) / 10_000;
}
