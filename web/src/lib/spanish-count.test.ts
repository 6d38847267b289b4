import { describe, expect, it } from 'vitest';
import { countOf } from './spanish-count';

describe('countOf', () => {
  it('says 1 baño, 2 baños and 1.200 visitas', () => {
    expect(countOf(1, 'baño', 'baños')).toBe('1 baño');
    expect(countOf(2, 'baño', 'baños')).toBe('2 baños');
    expect(countOf(0, 'visita', 'visitas')).toBe('0 visitas');
    expect(countOf(1200, 'visita', 'visitas')).toBe('1.200 visitas');
  });
});
