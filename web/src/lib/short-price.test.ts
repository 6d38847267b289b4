import { describe, expect, it } from 'vitest';
import { shortPrice } from './short-price';

describe('shortPrice', () => {
  it('writes millions as a map marker shows them, with a decimal only below ten millions', () => {
    expect(shortPrice(450_000_000)).toBe('$450 M');
    expect(shortPrice(1_200_000_000)).toBe('$1.200 M');
    expect(shortPrice(2_500_000)).toBe('$2,5 M');
    expect(shortPrice(3_000_000)).toBe('$3 M');
    expect(shortPrice(12_450_000)).toBe('$12 M');
    expect(shortPrice(9_960_000)).toBe('$10 M');
  });

  it('writes thousands below a million, and smaller amounts whole', () => {
    expect(shortPrice(850_000)).toBe('$850 mil');
    expect(shortPrice(999)).toBe('$999');
  });
});
