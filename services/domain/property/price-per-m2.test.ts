import { describe, expect, it } from 'vitest';
import { pricePerM2 } from './price-per-m2.js';

describe('price per m²', () => {
  it('divides the price by the area, in whole pesos', () => {
    expect(pricePerM2(450_000_000, 90)).toBe(5_000_000);
    expect(pricePerM2(1_000_000, 3)).toBe(333_333);
    expect(pricePerM2(2_000_000, 1.5)).toBe(1_333_333);
  });

  it('is null without an area to divide by', () => {
    expect(pricePerM2(450_000_000, null)).toBeNull();
    expect(pricePerM2(450_000_000, 0)).toBeNull();
  });
});
