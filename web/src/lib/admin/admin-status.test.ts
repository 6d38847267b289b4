import { describe, expect, it } from 'vitest';
import { adminStatusLabel, STATUS_FILTER_OPTIONS } from './admin-status';

describe('adminStatusLabel', () => {
  it('says each status as SPEC §4 names it in the admin list', () => {
    expect(['sale', 'rent', 'sold', 'rented'].map(adminStatusLabel)).toEqual([
      'Venta',
      'Arriendo',
      'Vendido',
      'Alquilado',
    ]);
    expect(adminStatusLabel('reserved')).toBe('reserved');
  });

  it('names the filter’s choices the same way', () => {
    expect(STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'Todos los estados',
      'Venta',
      'Arriendo',
      'Vendido',
      'Alquilado',
    ]);
  });
});
