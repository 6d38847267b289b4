import { describe, expect, it } from 'vitest';
import { generatePassword, GENERATED_PASSWORD_LENGTH, randomIndex } from './team';

describe('the Equipo dialog as the admin reads it', () => {
  it('generates strong passwords with every kind of character and without look-alikes', () => {
    const passwords = Array.from({ length: 200 }, () => generatePassword());
    expect(new Set(passwords).size).toBe(passwords.length);
    for (const password of passwords) {
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[2-9]/);
      expect(password).toMatch(/[-_.!?#%+]/);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });

  it('draws again when a random value falls past the last whole round of the alphabet (no modulo bias)', () => {
    const draws = [0xffffffff, 5];
    const random = (values: Uint32Array) => {
      values[0] = draws.shift() ?? 0;
      return values;
    };
    expect(randomIndex(10, random)).toBe(5);
    expect(draws).toEqual([]);
  });
});
