import { describe, expect, it } from 'vitest';
import { accentInsensitiveFilter } from './accent-insensitive-filter';

const options = ['Belén', 'El Poblado', 'Zúñiga', 'Chapinero Alto'].map((label) => ({ value: label, label }));
const found = (search: string, limit = 10) =>
  accentInsensitiveFilter({ options, search, limit }).map((item) => ('value' in item ? item.value : null));

describe('accent-insensitive option filter', () => {
  it('finds what was typed without its accents or capitals, anywhere in the label', () => {
    expect(found('belen')).toEqual(['Belén']);
    expect(found('ZUNIGA')).toEqual(['Zúñiga']);
    expect(found(' alto ')).toEqual(['Chapinero Alto']);
    expect(found('o', 2)).toEqual(['El Poblado', 'Chapinero Alto']);
  });

  it('lists everything for an empty search, and nothing for a miss', () => {
    expect(found('')).toHaveLength(4);
    expect(found('laureles')).toEqual([]);
  });
});
