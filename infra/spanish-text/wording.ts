/** "Medellín, Envigado y Sabaneta": a list as Spanish writes it, its last item after `last` ("y", "o", "ni en"). */
export const enumerate = (items: readonly string[], last = 'y'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)!}`;

/**
 * Whole pesos as es-CO writes them ("$ 450.000.000"). Made once: building a formatter costs tens of microseconds, more
 * than formatting with it.
 */
const COP = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });
export const pesos = (value: number): string => COP.format(value);
