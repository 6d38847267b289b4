import { normalize } from '../../../infra/spanish-text/normalize.js';

/**
 * Lower case, no accents, "m²" as "m2", "1'200.000" as "1.200.000", punctuation out except the dots and commas inside numbers. Padded
 * with a space each side so every pattern can rely on a word boundary; cut at 300 characters, since the
 * patterns' cost grows with the text.
 */
export function prepareQuery(query: string): string {
  return ` ${normalize(query.slice(0, 300))
    // "$1'200.000": the apostrophe Colombians write before the millions is a thousands separator.
    .replace(/(?<=\d)['’´](?=\d{3}\b|\d{3}[.,]\d)/g, '.')
    .replace(/m²/g, 'm2')
    .replace(/\bm\s?2\b/g, 'm2')
    .replace(/(?<!\d)[.,]|[.,](?!\d)/g, ' ')
    .replace(/[^a-z0-9$.,\s/-]/g, ' ')
    .replace(/(?<=[a-z])-(?=[a-z])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** The query text with the parts already understood blanked out, so nothing is read twice. */
export class Consumable {
  constructor(private text: string) {}

  /**
   * Calls `read` for each match (left to right) and blanks what it matched, unless `read` returns false
   * (the match was not what it looked like); returns whether anything was taken.
   */
  take(pattern: RegExp, read: (match: RegExpExecArray) => boolean | void): boolean {
    const global = new RegExp(pattern.source, 'g');
    let found = false;
    for (const match of [...this.text.matchAll(global)]) {
      if (read(match as RegExpExecArray) === false) continue;
      found = true;
      this.text =
        this.text.slice(0, match.index) + ' '.repeat(match[0].length) + this.text.slice(match.index + match[0].length);
    }
    return found;
  }

  remainingWords(): string[] {
    return this.text.split(/\s+/).filter(Boolean);
  }
}
