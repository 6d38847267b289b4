import { NEAR_WORDS } from './lexicon.js';
import { ARTICLES } from './refusals.js';

const phrases = (list: readonly string[]) => list.map((phrase) => phrase.split(' '));
const BEFORE = phrases(NEAR_WORDS.before);
const AFTER = phrases(NEAR_WORDS.after);

/** The prepositions a word of nearness takes before its place. */
const NEAR_PREPOSITIONS = new Set(['de', 'del', 'a', 'al', 'con', 'to', 'from', 'of']);
const NEAR_STEM = new RegExp(`^(?:${NEAR_WORDS.stems.join('|')})`);

/**
 * Whether a proximity phrase ends right before `index` (an article between them or not): "cerca de (la) X", or a
 * word of nearness in any form right before its preposition ("en las cercanías de X", "arrimadito al Rodadero").
 */
export function isNearBefore(words: readonly string[], index: number): boolean {
  const end = ARTICLES.has(words[index - 1] ?? '') ? index - 1 : index;
  if (NEAR_PREPOSITIONS.has(words[end - 1] ?? '') && NEAR_STEM.test(words[end - 2] ?? '')) return true;
  return BEFORE.some((phrase) => phrase.every((word, offset) => words[end - phrase.length + offset] === word));
}

/** How many words after `end` say "or around it" ("en Chía o alrededores"): 0 when none do. */
export function nearAfter(words: readonly string[], end: number): number {
  const phrase = AFTER.find((candidate) => candidate.every((word, offset) => words[end + offset] === word));
  // "en Sabaneta o cerca de Envigado": the nearness is the next place's.
  if (!phrase || ['de', 'del', 'a', 'al'].includes(words[end + phrase.length] ?? '')) return 0;
  return phrase.length;
}
