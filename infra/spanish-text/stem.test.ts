import { describe, expect, it } from 'vitest';
import { stem } from './stem.js';

describe('stem', () => {
  it('gives singular and plural the same stem, also for -ción nouns written without the accent', () => {
    expect(stem('habitacion')).toBe(stem('habitaciones'));
    expect(stem('apartamento')).toBe(stem('apartamentos'));
  });
});
