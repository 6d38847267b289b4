/**
 * FNV-1a (32 bits) of a string: a stable, dependency-free hash, so every process and every run derives the same
 * value from the same text. `seed` varies the offset basis, for several independent values from one text.
 */
export function fnv1a(text: string, seed = 0): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
