import english from '@zxcvbn-ts/language-en/dist/commonWords.json.mjs';
import spanish from '@zxcvbn-ts/language-es-es/dist/commonWords.json.mjs';
import { normalize } from '../../../infra/spanish-text/normalize.js';

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

/**
 * The words people use most in Spanish and in English (zxcvbn's frequency lists, about 40,000 and 56,000 words) and
 * Colombian chat words: a word among them is spelt right, so it is never "corrected" to a name it merely resembles
 * ("casados" is not "asados", "please" is not "lease", "parce" is not "Pance"). Typos are rarely common words: those
 * lists hold no "apartameto", "medelin" or "parquedero".
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set([...spanish, ...english, ...COLOMBIAN_WORDS].map(normalize));
