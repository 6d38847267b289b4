import { QUANTITY_LEXICON, type Role } from './quantity-lexicon.js';
import { isClauseEnd } from './query-text.js';

/** A word or phrase of the query with the parts it can play; numbers carry their value. */
export interface Token {
  words: string[];
  roles: Role[];
  value?: number;
}

/** The lexicon by first word, longest phrases first, built once. */
const BY_FIRST_WORD = (() => {
  const index = new Map<string, Array<{ words: string[]; role: Role }>>();
  for (const [role, phrases] of QUANTITY_LEXICON)
    for (const phrase of phrases)
      // "mayor a" is also said "mayor al", "por debajo de" "por debajo del": the article joined to the preposition.
      for (const variant of [phrase, phrase.replace(/ a$/, ' al'), phrase.replace(/ de$/, ' del')]) {
        const words = variant.split(' ');
        const entries = index.get(words[0]!) ?? [];
        if (!entries.some((entry) => entry.words.join(' ') === variant && entry.role === role))
          index.set(words[0]!, [...entries, { words, role }]);
      }
  for (const entries of index.values()) entries.sort((a, b) => b.words.length - a.words.length);
  return index;
})();

/**
 * The query's words as tokens: the longest phrase of the lexicon at each word (with every part it plays), a number
 * with its value, a clause end, or a plain word.
 */
export function tokenize(input: readonly string[]): Token[] {
  // "200-300 millones", "3-4 habitaciones": a range written with a dash is two numbers and the dash between them.
  const words = input.flatMap((word) =>
    /^\d[\d.,]*-\d[\d.,]*$/.test(word) ? word.replace('-', ' - ').split(' ') : withoutDiminutive(word),
  );
  const tokens: Token[] = [];
  for (let i = 0; i < words.length;) {
    const value = parseNumber(words[i]!);
    if (value !== null) {
      tokens.push({ words: [words[i]!], roles: [], value });
      i++;
      continue;
    }
    const candidates = BY_FIRST_WORD.get(words[i]!) ?? [];
    const longest = candidates.find((entry) => entry.words.every((word, offset) => words[i + offset] === word));
    if (!longest) {
      tokens.push({ words: [words[i]!], roles: [] });
      i++;
      continue;
    }
    const roles = candidates
      .filter((entry) => entry.words.join(' ') === longest.words.join(' '))
      .map((entry) => entry.role);
    tokens.push({ words: longest.words, roles });
    i += longest.words.length;
  }
  return tokens;
}

/**
 * A diminutive of a known word as the word: "palitos" are "palos", "metritos" "metros", "milloncitos" "millones".
 * Tried only on words the lexicon does not know, so "mito" or "cita" stay themselves.
 */
function withoutDiminutive(word: string): string {
  if (BY_FIRST_WORD.has(word)) return word;
  const bases = [word.replace(/c?it([oa]s?)$/, '$1'), word.replace(/cit[oa](s?)$/, (_, s: string) => (s ? 'es' : ''))];
  return bases.find((base) => base !== word && base.length >= 3 && BY_FIRST_WORD.has(base)) ?? word;
}

/**
 * The kinds a token is known by in the rules' patterns: each role's kind, with its detail ("cmp cmp_max",
 * "unit unit_stratum unit_pre"), "num" for a number, "end" for a clause end, "word" for anything else.
 */
export function kindsOf(token: Token): string[] {
  if (token.value !== undefined) return ['num'];
  if (isClauseEnd(token.words[0]!)) return ['end'];
  if (token.roles.length === 0) return ['word'];
  const kinds = new Set<string>();
  for (const role of token.roles) {
    kinds.add(role.kind);
    if (role.kind === 'cmp' || role.kind === 'dir') kinds.add(`${role.kind}_${role.bound}`);
    if (role.kind === 'money') kinds.add(role.times >= 1e6 ? 'money_million' : 'money_thousand');
    if (role.kind === 'unit') {
      kinds.add(`unit_${role.slot}`);
      // A count's word may come before its number ("estrato 4", "habitaciones: 3"); an area's unit never does.
      if (role.slot !== 'area') kinds.add('unit_pre');
    }
  }
  return [...kinds];
}

/**
 * "1.500" → 1500, "1,500" → 1500, "2,5" → 2.5, "2.5" → 2.5, "300" → 300; anything else is no number. Dots in groups
 * of three are thousands, as Colombians write them; commas in groups of three too, as English does (no one writes
 * three decimals).
 */
function parseNumber(text: string): number | null {
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(text)) return Number(text.replace(/,/g, ''));
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  return null;
}
