import { describe, expect, it } from 'vitest';
import { MASTER_DATA_KINDS } from './master-data';

describe('MASTER_DATA_KINDS', () => {
  it('names each list’s items with their gender’s words: característica is feminine', () => {
    expect(Object.values(MASTER_DATA_KINDS).map(({ newItem, theItem }) => [newItem, theItem])).toEqual([
      ['Nuevo tipo de propiedad', 'el tipo de propiedad'],
      ['Nuevo municipio', 'el municipio'],
      ['Nueva característica', 'la característica'],
    ]);
  });
});
