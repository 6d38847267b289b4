import { describe, expect, it } from 'vitest';
import { formatAreaRange, formatPriceRange, joinRange, splitRange } from './ranges';

/** Intl puts a no-break space after the peso sign. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('min-max ranges', () => {
  it('splits a stored range into its two ends, and joins them back in the format the API reads', () => {
    expect(splitRange('1500000-3000000')).toEqual({ min: '1500000', max: '3000000' });
    expect(splitRange('-60')).toEqual({ min: '', max: '60' });
    expect(splitRange('500-')).toEqual({ min: '500', max: '' });
    expect(splitRange('sale')).toEqual({ min: '', max: '' });
    expect(joinRange({ min: '450000000', max: '700000000' })).toBe('450000000-700000000');
    expect(joinRange({ min: '', max: '60' })).toBe('-60');
    expect(joinRange({ min: '500', max: '' })).toBe('500-');
  });

  it('keeps no value at all when both ends are empty', () => {
    expect(joinRange({ min: '', max: '' })).toBe('');
  });

  it('writes price ranges as prices are written elsewhere, open ends in words', () => {
    expect(plain(formatPriceRange('1500000-3000000'))).toBe('$ 1.500.000 a $ 3.000.000');
    expect(plain(formatPriceRange('0-200000000'))).toBe('Hasta $ 200.000.000');
    expect(plain(formatPriceRange('-200000000'))).toBe('Hasta $ 200.000.000');
    expect(plain(formatPriceRange('2000000000-'))).toBe('Más de $ 2.000.000.000');
    expect(plain(formatPriceRange('1500000-3000000', { monthly: true }))).toBe('$ 1.500.000 a $ 3.000.000/mes');
    expect(plain(formatPriceRange('12000000-', { monthly: true }))).toBe('Más de $ 12.000.000/mes');
  });

  it('writes area ranges in m² with thousands separators', () => {
    expect(formatAreaRange('60-100')).toBe('60 a 100 m²');
    expect(formatAreaRange('-1500')).toBe('Hasta 1.500 m²');
    expect(formatAreaRange('500-')).toBe('Más de 500 m²');
  });

  it('leaves what is no range as it is', () => {
    expect(formatPriceRange('barato')).toBe('barato');
    expect(formatPriceRange('-')).toBe('-');
  });
});
