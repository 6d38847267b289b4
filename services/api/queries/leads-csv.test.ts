import { describe, expect, it } from 'vitest';
import { csvCell } from './leads-csv.js';

describe('csvCell', () => {
  it('makes every formula start inert with an apostrophe', () => {
    for (const formula of ['=1+1', '+57 300', '-5', '@SUM(A1)', '\t=1', '\r=1'])
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
  });

  it('leaves ordinary text as it is, and an absent value empty', () => {
    expect(csvCell('Bogotá, Colombia')).toBe('Bogotá, Colombia');
    expect(csvCell('3001234567')).toBe('3001234567');
    expect(csvCell(' =no empieza por igual')).toBe(' =no empieza por igual');
    expect(csvCell(null)).toBe('');
  });

  it('quotes cells with the separator, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('uno; dos')).toBe('"uno; dos"');
    expect(csvCell('dijo "sí"')).toBe('"dijo ""sí"""');
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });
});
