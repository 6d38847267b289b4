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
    // An importer may trim the spaces before a formula.
    expect(csvCell(' =empieza con un espacio')).toBe(`" '=empieza con un espacio"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell('uno; dos')).toBe('"uno; dos"');
    expect(csvCell('dijo "sí"')).toBe('"dijo ""sí"""');
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    // A carriage return starts a cell, and may end a line that a naive reader splits at.
    expect(csvCell('\r=1')).toBe(`"'\r'=1"`);
  });

  it('leaves no formula for an importer that splits at commas or at semicolons', () => {
    const cells = ['Hola,=HYPERLINK(http://malo.example)', "x;@SUM(1+1)*cmd|' /C calc'!A0", 'a,+1', 'b,-1'];
    const line = cells.map(csvCell).join(';');
    for (const separator of [',', ';']) {
      for (const cell of readCsvLine(line, separator)) expect(cell, `${separator} ${cell}`).not.toMatch(/^[=+\-@]/);
    }
    expect(readCsvLine(line, ';')).toEqual([
      "Hola,'=HYPERLINK(http://malo.example)",
      "x;'@SUM(1+1)*cmd|' /C calc'!A0",
      "a,'+1",
      "b,'-1",
    ]);
  });

  it('leaves no formula for a reader that splits at commas, semicolons or lines and ignores the quotes', () => {
    const formulas = [
      '=1+1',
      '+1',
      '-1',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      "=cmd|' /C calc'!A0",
      '=HYPERLINK("http://malo.example")',
    ];
    const failures: string[] = [];
    for (const formula of formulas)
      for (const before of ['', 'Hola', 'Hola ', 'a"b', 'línea'])
        for (const glue of ['', ',', ';', ', ', '; ', '\n', '\r\n', ',  ']) {
          if (before === '' && glue !== '') continue;
          const cell = `${before}${glue}${formula}`;
          const pieces = csvCell(cell).split(/[,;\r\n]/);
          for (const piece of pieces) {
            const read = piece.replace(/^"|"$/g, '').trimStart();
            if (/^[=+\-@\t]/.test(read)) failures.push(`${JSON.stringify(cell)} → ${JSON.stringify(piece)}`);
          }
        }
    expect(failures).toEqual([]);
  });
});
