import { stemmer } from '@orama/stemmers/spanish';
import { normalize } from './normalize.js';

/**
 * A word's Spanish stem, so singular and plural meet. The Snowball stemmer expects accents: unaccented
 * `habitacion` stays whole while `habitaciones` becomes `habit`. Words are stemmed after accents are gone
 * (so a query never depends on them), and the one common case where that hurts, the `-ción`/`-sión` nouns,
 * gets its accent back first.
 */
export function stem(word: string): string {
  const accented = /[cs]ion$/.test(word) ? `${word.slice(0, -3)}ión` : word;
  return normalize(stemmer(accented));
}
