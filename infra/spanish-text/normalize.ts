/**
 * Spanish text as every search component compares it: lower case without accents, so `bogota` is `Bogotá`
 * and `ñ` is `n`, as in Meilisearch. Visitors rarely type accents, so nothing may depend on them.
 */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
