import { describe, expect, it } from 'vitest';
import { availabilityRank } from './availability.js';

describe('availability rank', () => {
  it('puts listings on the market (sale, rent) before sold and rented ones', () => {
    expect([availabilityRank('sale'), availabilityRank('rent')]).toEqual([0, 0]);
    expect([availabilityRank('sold'), availabilityRank('rented')]).toEqual([1, 1]);
  });
});
