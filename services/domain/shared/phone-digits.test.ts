import { describe, expect, it } from 'vitest';
import { hasPhoneDigits } from './phone-digits.js';

describe('hasPhoneDigits', () => {
  it('counts digits, not characters (SPEC §5: "al menos 10 dígitos")', () => {
    expect(hasPhoneDigits('abcdefghij')).toBe(false);
    expect(hasPhoneDigits('300 123 45')).toBe(false);
    expect(hasPhoneDigits('3001234567')).toBe(true);
    expect(hasPhoneDigits('+57 (300) 123-4567')).toBe(true);
  });
});
