/** Spanish (es-CO) wording helpers for the generated titles and descriptions. */

/** 2500 → "2.500" (grouping even for four digits, as Colombian listings write it). */
export const thousands = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
export const hectares = (m2: number) => (m2 / 10_000).toFixed(1).replace('.', ',').replace(/,0$/, '');
/** "de" + article, contracting "de el" to "del". */
export const de = (phrase: string) => (phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`);
/** "a" + article, contracting "a el" to "al". */
export const a = (phrase: string) => (phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`);
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
export const joinY = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
