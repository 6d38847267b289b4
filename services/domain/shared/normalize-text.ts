/**
 * Text people type (or paste, or script) is stored the way it will be read. Without this a title made of a
 * zero-width space, a NUL or a right-to-left override passes "required" yet shows as nothing, or as
 * something else than what was typed, and "Bogotá" typed as a + combining accent would not match "Bogotá".
 */

/** Halves of a UTF-16 pair with no partner: they cannot be encoded as UTF-8 and would be stored as garbage. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Invisible characters that change nothing a reader sees, or reverse what follows: zero-width space,
 * non-joiner and joiner, left-to-right / right-to-left marks (U+200B–U+200F), word joiner (U+2060),
 * byte-order mark (U+FEFF), bidi embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069).
 */
const INVISIBLE = /[\u200B-\u200F\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;

/**
 * Unicode noncharacters (U+FDD0–U+FDEF and the last two code points of every plane, U+FFFE, U+FFFF,
 * U+1FFFE … U+10FFFF): meant for a program's own use, never for text; image and font code may refuse them
 * (a title with U+FFFE made the share image fail).
 */
const NONCHARACTER = /\p{Noncharacter_Code_Point}/gu;

const LINE_BREAK = /\r\n?|[\v\f\u0085\u2028\u2029]/g;

/** In one-line text a pasted line break or tab separates words: it becomes one space rather than vanishing. */
const WHITESPACE_CONTROL = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/** C0 and C1 control characters (newline and tab are dealt with before, by the kind of text). */
const CONTROL = /[^\P{Cc}\t\n]/gu;

export interface TextOptions {
  /** Descriptions and messages keep their line breaks (as `\n`) and tabs. */
  multiline?: boolean;
}

/** Text each rule below leaves as it is (ids, slugs, most query parameters): only trimmed, without six passes. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** NFC, without control or invisible characters nor noncharacters, lone surrogates replaced by U+FFFD, trimmed. */
export function normalizeText(value: string, { multiline = false }: TextOptions = {}): string {
  if (PRINTABLE_ASCII.test(value)) return value.trim();
  const wellFormed = value.replace(LONE_SURROGATE, '\uFFFD');
  const lines = multiline ? wellFormed.replace(LINE_BREAK, '\n') : wellFormed.replace(WHITESPACE_CONTROL, ' ');
  // NFC last: removing a character between a letter and its accent lets the two compose.
  return lines.replace(CONTROL, '').replace(INVISIBLE, '').replace(NONCHARACTER, '').normalize('NFC').trim();
}

/** What makes a required text say something: punctuation, symbols and lone accents alone do not. */
export const hasLetterOrDigit = (value: string) => /[\p{L}\p{N}]/u.test(value);
