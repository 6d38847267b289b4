import { describe, expect, it } from 'vitest';
import { useOf } from './use.js';

describe('the use of a property type', () => {
  it('reads homes, commercial premises and land from the demo catalogue names', () => {
    const names = {
      vivienda: ['Apartamento', 'Casa', 'Apartaestudio', 'Casa campestre', 'Finca', 'Penthouse', 'Dúplex'],
      comercial: ['Oficina', 'Local comercial', 'Bodega', 'Consultorio'],
      terreno: ['Lote', 'Terreno'],
    };
    for (const [use, typeNames] of Object.entries(names))
      for (const name of typeNames) expect(useOf(name), name).toBe(use);
  });

  it('goes by the first word that names a use, whatever the case, accents and plural', () => {
    expect(useOf('Lote comercial')).toBe('terreno');
    expect(useOf('Casa lote')).toBe('vivienda');
    expect(useOf('LOCALES')).toBe('comercial');
    expect(useOf('dúplex')).toBe('vivienda');
    expect(useOf('Oficinas')).toBe('comercial');
    expect(useOf('Lotes')).toBe('terreno');
  });

  it('has none for a name with no known word, or a removed type (no name)', () => {
    expect(useOf('Glamping')).toBeNull();
    expect(useOf('')).toBeNull();
  });
});
