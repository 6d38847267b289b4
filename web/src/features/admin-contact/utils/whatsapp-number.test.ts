import { describe, expect, it } from 'vitest';
import { lacksCountryCode } from './whatsapp-number';

describe('lacksCountryCode', () => {
  it('flags a 10-digit Colombian number, whatever its punctuation', () => {
    expect(lacksCountryCode('300 123 4567')).toBe(true);
    expect(lacksCountryCode('(300) 123-4567')).toBe(true);
  });

  it('accepts a number with its country code', () => {
    expect(lacksCountryCode('+57 300 123 4567')).toBe(false);
    expect(lacksCountryCode('573001234567')).toBe(false);
  });
});
