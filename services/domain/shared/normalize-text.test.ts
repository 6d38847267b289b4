import { describe, expect, it } from 'vitest';
import { hasLetterOrDigit, normalizeText } from './normalize-text.js';

describe('normalizeText', () => {
  it('removes every kind of invisible character entirely', () => {
    for (const [kind, value] of [
      ['zero-width space', '\u200B'],
      ['zero-width joiner and word joiner', '\u200D\u2060'],
      ['byte-order mark', '\uFEFF'],
      ['NUL and other control characters', '\u0000\u0007\u001B\u007F\u009F'],
      ['right-to-left override', '\u202E'],
      ['bidi isolates and marks', '\u2066\u2069\u200F'],
      ['noncharacters of the first plane', '\uFFFE\uFFFF\uFDD0\uFDEF'],
      ['noncharacters of every other plane', '\u{1FFFE}\u{1FFFF}\u{2FFFE}\u{EFFFF}\u{10FFFE}\u{10FFFF}'],
    ] as const)
      expect.soft(normalizeText(value), kind).toBe('');
  });

  it('trims plain printable ASCII and leaves it as it is, while ASCII controls next to it are still dealt with', () => {
    expect(normalizeText('  sale-bogota_2 ~{x} ')).toBe('sale-bogota_2 ~{x}');
    expect(normalizeText('a\u007Fb\tc ')).toBe('ab c');
  });

  it('keeps the visible text around invisible characters', () => {
    expect(normalizeText('  Casa\u200B en\u202E Cali\u0000 ')).toBe('Casa en Cali');
  });

  it('keeps the text around noncharacters, and the characters next to their ranges', () => {
    expect(normalizeText('Casa\uFFFE en\u{10FFFF} Cali\uFDD0')).toBe('Casa en Cali');
    expect(normalizeText('\uFDCF\uFDF0\uFFFD\u{1FFFD}')).toBe('\uFDCF\uFDF0\uFFFD\u{1FFFD}');
  });

  it('composes letters and accents (NFC), also when an invisible character sat between them', () => {
    expect(normalizeText('Bogota\u0301 y Nari\u200Bn\u0303o')).toBe('Bogotá y Nariño');
    expect(normalizeText('Bogota\u0301')).toBe('Bogotá'.normalize('NFC'));
  });

  it('replaces lone surrogates and keeps real pairs', () => {
    expect(normalizeText('a\uD800b\uDC00c')).toBe('a\uFFFDb\uFFFDc');
    expect(normalizeText('Piscina 🏊')).toBe('Piscina 🏊');
  });

  it('turns line breaks and tabs into spaces in one-line text', () => {
    expect(normalizeText('Casa\r\ncampestre\tcon\u2028lago')).toBe('Casa campestre con lago');
  });

  it('keeps line breaks (as \\n) and tabs in multi-line text, and still drops other controls', () => {
    expect(normalizeText('Hola,\r\n\tquiero\u0000 visitarla.\rGracias', { multiline: true })).toBe(
      'Hola,\n\tquiero visitarla.\nGracias',
    );
  });
});

describe('hasLetterOrDigit', () => {
  it('accepts a letter or a digit of any script, and refuses blanks, punctuation, lone accents and symbols', () => {
    const accepted = ['a', 'ñ', '3', 'Ω', '日本'];
    const refused = ['', '   ', '...', '\u0301', '\uFFFD', '-_-', '🏠'];
    expect(accepted.filter((value) => !hasLetterOrDigit(value))).toEqual([]);
    expect(refused.filter((value) => hasLetterOrDigit(value))).toEqual([]);
  });
});
