import { describe, expect, it } from 'vitest';
import { readCsvLine } from '../test-support/csv-reader.js';
import { csvCell } from './leads-csv.js';

describe('csvCell', () => {
  it('makes every formula start inert with an apostrophe', () => {
    for (const formula of ['=1+1', '+57 300', '-5', '@SUM(A1)', '\t=1', '\r=1'])
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
  });

  it('quotes every cell, ordinary text and an absent value too, doubling inner quotes', () => {
    expect(csvCell('Bogotá, Colombia')).toBe('"Bogotá, Colombia"');
    expect(csvCell('3001234567')).toBe('"3001234567"');
    expect(csvCell(' =no empieza por igual')).toBe('" =no empieza por igual"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('uno; dos')).toBe('"uno; dos"');
    expect(csvCell('dijo "sí"')).toBe('"dijo ""sí"""');
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves no formula for an importer that splits at commas or at semicolons', () => {
    const cells = ['Hola,=HYPERLINK(http://malo.example)', "x;@SUM(1+1)*cmd|' /C calc'!A0", 'a,+1', 'b,-1'];
    const line = cells.map(csvCell).join(';');
    for (const separator of [',', ';']) {
      for (const cell of readCsvLine(line, separator)) expect(cell, `${separator} ${cell}`).not.toMatch(/^[=+\-@]/);
    }
    expect(readCsvLine(line, ';')).toEqual(cells);
  });
});
