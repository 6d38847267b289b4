import { stopwords } from '@orama/stopwords/spanish';
import { normalize } from './normalize.js';

// Normalized like the words they are checked against, which have lost their accents ("esta", "mas").
const STOP_WORDS = new Set(stopwords.map(normalize));

/** Whether a normalized word is a Spanish stop word ("de", "la", "con"), which carries no meaning to search. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}
