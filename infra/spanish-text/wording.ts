/** "Medellín, Envigado y Sabaneta": a list as Spanish writes it, its last item after `last` ("y", "o", "ni en"). */
export const enumerate = (items: readonly string[], last = 'y'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)!}`;

/**
 * Whole pesos as es-CO writes them ("$ 450.000.000"). Made once: building a formatter costs tens of microseconds, more
 * than formatting with it.
 */
const COP = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });
export const pesos = (value: number): string => COP.format(value);

/** "1 baño", "2 baños", "1.200 m²": a count as Colombians write it, with the word in singular or plural. */
export const countOf = (count: number, one: string, many: string) =>
  `${count.toLocaleString('es-CO')} ${count === 1 ? one : many}`;

const AREA = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
/** Areas as Colombians read them: `42.000 m²`, `85,5 m²`. */
export const squareMetres = (area: number) => `${AREA.format(area)} m²`;
