import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows pesos in es-CO with no decimals, monthly for rent and rented', () => {
    expect(formatPrice('450000000', 'sale').replace(/\s/g, ' ')).toBe('$ 450.000.000');
    expect(formatPrice(2_500_000, 'rent').replace(/\s/g, ' ')).toBe('$ 2.500.000/mes');
    expect(formatPrice('1800000', 'rented')).toMatch(/\/mes$/);
    expect(formatPrice('300000000', 'sold')).not.toMatch(/\/mes$/);
  });
});
