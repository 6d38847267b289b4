import { describe, expect, it } from 'vitest';
import { formatFilterValue } from './filter-values';

const NO_NAMES = new Map<string, string>();
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('search filter option values as the admin types and reads them', () => {
  it('shows price ranges in pesos and area ranges in m², open ends in words', () => {
    expect(plain(formatFilterValue('price_range', '1500000-3000000', NO_NAMES))).toBe('$ 1.500.000 a $ 3.000.000');
    expect(plain(formatFilterValue('price_sale', '-200000000', NO_NAMES))).toBe('Hasta $ 200.000.000');
    expect(plain(formatFilterValue('price', '2000000000-', NO_NAMES))).toBe('Más de $ 2.000.000.000');
    expect(plain(formatFilterValue('area', '60-100', NO_NAMES))).toBe('60 a 100 m²');
    expect(plain(formatFilterValue('area_range', '-1500', NO_NAMES))).toBe('Hasta 1.500 m²');
  });

  it('names statuses and master-data items, and says that bedrooms 4 means 4 or more', () => {
    expect(formatFilterValue('status', 'rent', NO_NAMES)).toBe('Arriendo');
    expect(formatFilterValue('status', 'rented', NO_NAMES)).toBe('Alquilado');
    expect(formatFilterValue('propertyType', 'casa', new Map([['casa', 'Casa']]))).toBe('Casa');
    expect(formatFilterValue('municipality', 'borrado', NO_NAMES)).toBe('borrado');
    expect(formatFilterValue('bedrooms', '4', NO_NAMES)).toBe('4 o más');
    expect(formatFilterValue('bedrooms', '2', NO_NAMES)).toBe('2');
    expect(formatFilterValue('bathrooms', '4', NO_NAMES)).toBe('4');
  });
});
