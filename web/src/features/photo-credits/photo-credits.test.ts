import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LICENCES, PHOTO_CREDITS, photoSubject } from './photo-credits';

const folder = new URL('../../../../services/demo-catalogue/photos/', import.meta.url);
const creditsFile = readFileSync(new URL('CREDITS.md', folder), 'utf8');
/** CREDITS.md's table row of a file. */
const rowOf = (file: string) => creditsFile.split('\n').find((line) => line.startsWith(`| \`${file}\` |`)) ?? '';

describe('the photo credits page’s list', () => {
  it('credits every demo photo once, and nothing else', () => {
    const files = readdirSync(folder).filter((file) => file.endsWith('.jpg'));
    expect(PHOTO_CREDITS.map((credit) => credit.file).sort()).toEqual(files.sort());
  });

  it('says what CREDITS.md says of each: its licence, its photographer', () => {
    const licenceInRow = { unsplash: '| Unsplash License', pexels: '| Pexels License', cc0: '| CC0 1.0' } as const;
    for (const credit of PHOTO_CREDITS) {
      const row = rowOf(credit.file);
      expect(row, credit.file).toContain(licenceInRow[credit.licence]);
      if (credit.author) expect(row, credit.file).toContain(credit.author);
      expect(LICENCES[credit.licence].url).toMatch(/^https:\/\//);
    }
  });

  it('names what each photo shows, in Spanish', () => {
    expect(photoSubject('living-03.jpg')).toBe('Sala 3');
    expect(photoSubject('exterior-apartment-01.jpg')).toBe('Edificio de apartamentos 1');
    for (const { file } of PHOTO_CREDITS) expect(photoSubject(file), file).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóúñ ]+ \d$/);
  });
});
