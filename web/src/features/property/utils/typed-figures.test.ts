import { describe, expect, it } from 'vitest';
import { parseDecimal, parsePesos, parsePesosOrShare, parseShare, percentText, pesosText } from './typed-figures';

describe('figures as people type them', () => {
  it('reads pesos grouped with dots, commas or spaces, with or without a $ sign', () => {
    for (const text of ['350.000.000', '350,000,000', '350 000 000', '$ 350.000.000', '$350.000.000', '350000000'])
      expect(parsePesos(text), text).toBe(350_000_000);
    // The no-break space Intl writes after the $ sign, as a pasted figure carries it.
    expect(parsePesos('$\u00a0350.000.000')).toBe(350_000_000);
    expect(parsePesos('350.000.000,60')).toBe(350_000_001);
  });

  it('reads no pesos in a text that is no figure', () => {
    for (const text of ['', 'trescientos', '350.00.000', '350.000,000.000', '-5', '35.5'])
      expect(parsePesos(text), text).toBeNull();
  });

  it('reads decimals with a comma or a dot, and their units', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('12,5 % E.A.')).toBe(12.5);
    expect(parseDecimal('30%')).toBe(30);
    expect(parseDecimal('20 años')).toBe(20);
    expect(parseDecimal('doce')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });

  it('reads a down payment as pesos, or as a share of the price when it says %', () => {
    expect(parsePesosOrShare('90.000.000', 300_000_000)).toBe(90_000_000);
    expect(parsePesosOrShare('30%', 300_000_000)).toBe(90_000_000);
    expect(parsePesosOrShare('25,5 %', 300_000_000)).toBe(76_500_000);
    expect(parsePesosOrShare('30%', null)).toBeNull();
    // The percentage field: a bare figure is a percentage there.
    expect(parseShare('30', 300_000_000)).toBe(90_000_000);
    expect(parseShare('treinta', 300_000_000)).toBeNull();
  });

  it('writes figures back as the fields show them', () => {
    expect(pesosText(90_000_000)).toBe('90.000.000');
    expect(percentText(30)).toBe('30');
    expect(percentText(100 / 3)).toBe('33,33');
  });
});
