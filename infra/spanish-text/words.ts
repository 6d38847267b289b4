import { normalize } from './normalize.js';
import { isStopWord } from './stop-words.js';

/** The words of a text that carry meaning, normalized: split at anything but letters and digits, stop words out. */
export function words(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !isStopWord(word));
}
