import { createRequire } from 'node:module';
import { normalize } from '../../../infra/spanish-text/normalize.js';

// The lists are required, not imported, so that they load on first use (see isCommonWord).
const require = createRequire(import.meta.url);
const wordList = (pack: string): string[] => require(`@zxcvbn-ts/${pack}/dist/commonWords.json.cjs`) as string[];

/**
 * Colombian words the Spanish list lacks (it comes from subtitles, mostly from Spain) that visitors write when they
 * chat: "quiubo parce" is a greeting, not a typo of the barrio Pance.
 */
const COLOMBIAN_WORDS = [
  'destapado',
  'destapada',
  'trocha',
  'parce',
  'parcero',
  'parcera',
  'parceros',
  'quiubo',
  'quiubole',
  'bacano',
  'bacana',
  'chevere',
  'chimba',
  'veci',
  'vecina',
  'mijo',
  'mija',
  'porfa',
  'porfis',
  'plata',
  'pelado',
  'pelada',
  'berraco',
  'verraco',
];

let commonWords: ReadonlySet<string> | undefined;

/**
 * Whether a normalised word is among those people use most in Spanish and in English (zxcvbn's frequency lists, about
 * 40,000 and 56,000 words) or the Colombian chat words: such a word is spelt right, so it is never "corrected" to a
 * name it merely resembles ("casados" is not "asados", "please" is not "lease", "parce" is not "Pance"). Typos are
 * rarely common words: those lists hold no "apartameto", "medelin" or "parquedero". The set is made by the first
 * question that needs it: decompressing the lists takes about 150 ms, which a start should not pay before it answers.
 */
export function isCommonWord(word: string): boolean {
  commonWords ??= new Set(
    [...wordList('language-es-es'), ...wordList('language-en'), ...COLOMBIAN_WORDS].map(normalize),
  );
  return commonWords.has(word);
}
