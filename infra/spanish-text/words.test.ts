import { describe, expect, it } from 'vitest';
import { normalize } from './normalize.js';
import { words } from './words.js';

describe('words', () => {
  it('reads a text without accents or case, and without the stop words', () => {
    expect(normalize('Ñandú en BOGOTÁ')).toBe('nandu en bogota');
    expect(words('¿Busco un Apartamento en Bogotá, con baño?')).toEqual(['busco', 'apartamento', 'bogota', 'bano']);
  });
});
