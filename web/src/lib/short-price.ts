const DECIMAL = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });
const WHOLE = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/**
 * A price as short as a map marker needs it, the way Colombian portals write it: `$450 M`, `$1.200 M`, `$2,5 M` (one
 * decimal only below ten millions, where it tells two rents apart), `$850 mil` below a million.
 */
export function shortPrice(price: number): string {
  if (price >= 1_000_000) {
    const millions = price / 1_000_000;
    return `$${(millions < 10 ? DECIMAL : WHOLE).format(millions)} M`;
  }
  if (price >= 1_000) return `$${WHOLE.format(price / 1_000)} mil`;
  return `$${WHOLE.format(price)}`;
}
