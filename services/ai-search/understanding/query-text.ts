import { normalize } from '../../../infra/spanish-text/normalize.js';
import { CHAT_SPELLINGS, PHRASE_SPELLINGS } from './lexicon.js';

const PHRASES = new RegExp(String.raw`(?<![a-z])(?:${Object.keys(PHRASE_SPELLINGS).join('|')})(?![a-z])`, 'g');

/** Abbreviations written with a dot, which ends no clause. */
const ABBREVIATION_DOT =
  /\b(aprox|approx|max|min|mts|mt|hab|habs|parq|apto|aptos|apt|depto|dpto|cra|kra|cr|cll|cl|av|avda|dg|tv|nro|no|num|int|ed|edif|urb|mz|tel|cel|ref|sr|sra|dr|dra|etc)\./g;

/** Where a clause ends, as a word of its own: a refusal does not reach past it ("no interior, en Teusaquillo"). */
export const CLAUSE_END = ',';
/** Where a sentence ends (".", ":", ";", "!", "?"): a list does not go on past it ("que no sea casa: apto o PH"). */
const SENTENCE_END = ';';
export const isClauseEnd = (word: string) => word === CLAUSE_END || word === SENTENCE_END;
/** Where the quantity grammar took an amount: a constituent the name rules must not read through. */
export const QUANTITY_MARK = '#';

/**
 * Repeats out and cut to length (`withoutRepeats`), then lower case, no accents, "m²" as "m2", "1'200.000" as
 * "1.200.000", punctuation out except the dots and commas inside numbers; the marks that end a clause become
 * CLAUSE_END, a word apart. Padded with a space each side so every pattern can rely on a word boundary.
 */
/**
 * Instructions wrapped as a chat model's ("[INST] … [/INST]", "<<SYS>> … <</SYS>>", "SYSTEM: …. USER:", a JSON object) are addressed
 * to a model, not a search: what they say is dropped (a system line up to its sentence's end), and the request read.
 */
const INSTRUCTIONS =
  /\{[^{}]*\}|\[INST\][\s\S]*?\[\/INST\]|<<SYS>>[\s\S]*?<<\/SYS>>|\b(?:SYSTEM|SISTEMA)\s*:[^\n]*?(?:\b(?:USER|USUARIO)\s*:|[.\n]|$)|\b(?:USER|USUARIO)\s*:/gim;

export function prepareQuery(query: string): string {
  return ` ${normalize(withoutRepeats(query.replace(INSTRUCTIONS, ' ')))
    // An e-mail address is where to answer, not what is sought ("compras@empresa.co" buys nothing).
    .replace(/\S+@\S+/g, ' ')
    // "don't want a house": the refusal reads as "not", which the readers know.
    .replace(/\b(do|does|did|is|are|was|were|ca|wo|should|would|could|have|has)n['’]t\b/g, '$1 not')
    // "$1'200.000": the apostrophe Colombians write before the millions is a thousands separator.
    .replace(/(?<=\d)['’´](?=\d{3}\b|\d{3}[.,]\d)/g, '.')
    .replace(/m²/g, 'm2')
    .replace(/\bm\s?2\b/g, 'm2')
    // The dot of an abbreviation ends no clause: "aprox. 480 millones", "Cra. 70", "apto. 301".
    .replace(ABBREVIATION_DOT, '$1 ')
    .replace(/(?<!\d)[.;:!?¿¡]+|\.(?!\d)|\n+/g, ` ${SENTENCE_END} `)
    .replace(/(?<!\d),+|,(?!\d)/g, ` ${CLAUSE_END} `)
    // "3+ habitaciones": the plus after a number says "or more"; anywhere else it is noise.
    .replace(/(?<=\d)\s*\+/g, ' o mas ')
    // Numbers glued to their unit: "300millones", "3hab", "2br", "$300", "usd200"; not "1er", "m2".
    .replace(/(?<=\d)(?=[a-z$])(?!(?:er|ro|do|ra|da|st|nd|rd|th)\b)/g, ' ')
    .replace(/(?<=\$|\busd|\bcop)(?=\d)/g, ' ')
    // "2.5M/mes", "$900k/month": a price per month.
    .replace(/\/\s?(?:mes|month|mo)\b/g, ' al mes')
    // "casa/venta/cali" separates words; "b/quilla" and "a/c" are one.
    .replace(/(?<=[a-z0-9]{2})\/(?=[a-z0-9])/g, ' ')
    .replace(/[^a-z0-9$.,;\s/-]/g, ' ')
    // Letters stretched for emphasis: "holaaa", "porfaaa", "siii" (no Spanish word has a letter three times running).
    .replace(/([a-z])\1{2,}/g, '$1')
    .replace(/(?<=[a-z])-(?=[a-z])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map(chatSpelling)
    .join(' ')
    .replace(PHRASES, (phrase) => PHRASE_SPELLINGS[phrase]!)} `;
}

/** A word as chats spell it, written out: "q" → "que", "xq" → "porque", "tmb" → "tambien"; "k" after a number is thousands. */
function chatSpelling(word: string, index: number, words: string[]): string {
  if (word === 'k' && /\d$/.test(words[index - 1] ?? '')) return word;
  if (word === 'x' && /\d$/.test(words[index - 1] ?? '') && /^\d/.test(words[index + 1] ?? '')) return word;
  return CHAT_SPELLINGS[word] ?? word;
}

/** The longest text read: a WhatsApp message pasted whole (the search box takes as much). */
const MOST_CHARACTERS = 1000;

/**
 * A word repeated in a row once, each sentence or clause once; then, if still too long, its beginning and its end,
 * where a long message says what it asks for ("Hola… les cuento… busco casa en Pereira").
 */
function withoutRepeats(query: string): string {
  const seen = new Set<string>();
  const text = query
    // Letters, not \b, bound the words: \b knows only ASCII, and "M máximo" would lose its "m".
    .replace(/(?<!\p{L})(\p{L}+)(?:\s+\1(?!\p{L}))+/giu, '$1')
    .split(/(?<=[.,;:!?¿¡\n])/)
    .filter((clause) => {
      const key = clause.trim().toLowerCase();
      if (key.length > 12 && seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join('');
  if (text.length <= MOST_CHARACTERS) return text;
  return `${text.slice(0, MOST_CHARACTERS / 3)} ${text.slice(-(MOST_CHARACTERS * 2) / 3)}`;
}

/**
 * Each pattern's global copy, made once: `take` needs `lastIndex`, and the readers' patterns are module constants
 * (building and compiling the long ones, every number word and unit, on every query cost more than reading it).
 */
const globalCopies = new WeakMap<RegExp, RegExp>();
function globalPattern(pattern: RegExp): RegExp {
  let global = globalCopies.get(pattern);
  if (!global)
    globalCopies.set(pattern, (global = new RegExp(pattern, pattern.global ? pattern.flags : `${pattern.flags}g`)));
  return global;
}

/** The query text with the parts already understood blanked out, so nothing is read twice. */
export class Consumable {
  constructor(private text: string) {}

  /**
   * Calls `read` for each match (left to right) and blanks what it matched, unless `read` returns false
   * (the match was not what it looked like); returns whether anything was taken.
   */
  take(pattern: RegExp, read: (match: RegExpExecArray) => boolean | void): boolean {
    const global = globalPattern(pattern);
    const matches: RegExpExecArray[] = [];
    global.lastIndex = 0;
    for (let match = global.exec(this.text); match; match = global.exec(this.text)) {
      matches.push(match);
      if (match[0].length === 0) global.lastIndex++;
    }
    let found = false;
    for (const match of matches) {
      if (read(match as RegExpExecArray) === false) continue;
      found = true;
      this.text =
        this.text.slice(0, match.index) + ' '.repeat(match[0].length) + this.text.slice(match.index + match[0].length);
    }
    return found;
  }

  /**
   * Whether what is left has a match of `pattern` (not global): a cheap test that spares a costly pattern on most
   * queries.
   */
  mentions(pattern: RegExp): boolean {
    return pattern.test(this.text);
  }

  remainingWords(): string[] {
    return this.text.split(/\s+/).filter(Boolean);
  }
}
