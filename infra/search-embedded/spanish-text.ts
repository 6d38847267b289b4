import { stemmer } from '@orama/stemmers/spanish';
import { stopwords } from '@orama/stopwords/spanish';

/**
 * How the embedded index reads Spanish: lower case without accents (so `bogota` is `Bogotá` and `ñ` is `n`,
 * as in Meilisearch), split into words, without stop words, and stemmed for singular/plural.
 */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const STOP_WORDS = new Set(stopwords.map(normalize));

/** The words of a text that carry meaning, normalized. */
export function words(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !STOP_WORDS.has(word));
}

/**
 * The Snowball stemmer expects accents: unaccented `habitacion` stays whole while `habitaciones` becomes
 * `habit`. Words are stemmed after accents are gone (so a query never depends on them), and the one common
 * case where that hurts, the `-ción`/`-sión` nouns, gets its accent back first.
 */
export function stem(word: string): string {
  const accented = /[cs]ion$/.test(word) ? `${word.slice(0, -3)}ión` : word;
  return normalize(stemmer(accented));
}

/** Typos forgiven in a query word, as Meilisearch does by default: none below 5 letters, 2 from 9 letters. */
export function typoTolerance(word: string): number {
  return word.length < 5 ? 0 : word.length < 9 ? 1 : 2;
}
