import { describe, expect, it } from 'vitest';
import { cleanOptions, type SearchFilterOption } from './clean-options';
import { examplePrompts, examplesUrl, FALLBACK_PROMPTS } from './example-prompts';

let next = 0;
const option = (
  type: SearchFilterOption['type'],
  name: string,
  value: string,
  sortOrder: number,
  isActive = true,
): SearchFilterOption => ({
  id: `o${(next += 1)}`,
  type,
  name,
  value,
  sortOrder,
  isActive,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

describe('filter option lists', () => {
  it('keeps only active options, ordered by sortOrder', () => {
    const list = [
      option('price', 'Caro', '700000000-', 3),
      option('price', 'Viejo', '0-1', 1, false),
      option('price', 'Barato', '0-3000000', 1),
      option('price', 'Medio', '3000000-700000000', 2),
    ];
    expect(cleanOptions(list, 'price').map((choice) => choice.value)).toEqual([
      '0-3000000',
      '3000000-700000000',
      '700000000-',
    ]);
  });

  it('writes price ranges from their values as prices are written elsewhere, the rental ones per month', () => {
    const plain = (choices: Array<{ label: string }>) => choices.map((choice) => choice.label.replace(/\s/g, ' '));
    const list = [
      option('price_sale', '$1.5 a $3 millones', '1500000-3000000', 1),
      option('price_sale', 'Hasta $200 millones', '0-200000000', 0),
      option('price_sale', 'Más de $2.000 millones', '2000000000-', 2),
    ];
    expect(plain(cleanOptions(list, 'price_sale'))).toEqual([
      'Hasta $ 200.000.000',
      '$ 1.500.000 a $ 3.000.000',
      'Más de $ 2.000.000.000',
    ]);
    expect(plain(cleanOptions([option('price_rent', 'Alto', '12000000-', 0)], 'price_rent'))).toEqual([
      'Más de $ 12.000.000/mes',
    ]);
    expect(cleanOptions([option('area', 'Pequeño', '0-60', 0)], 'area')).toEqual([{ value: '0-60', label: 'Pequeño' }]);
  });

  it('de-duplicates area and bedrooms by value, keeping the first', () => {
    const bedrooms = [
      option('bedrooms', '3 habitaciones', '3', 2),
      option('bedrooms', 'Tres', '3', 5),
      option('bedrooms', '1 habitación', '1', 1),
    ];
    expect(cleanOptions(bedrooms, 'bedrooms').map((choice) => choice.label)).toEqual([
      '1 habitación',
      '3 habitaciones',
    ]);
    const areas = [option('area', 'Hasta 60 m²', '0-60', 1), option('area', 'Pequeño', '0-60', 2)];
    expect(cleanOptions(areas, 'area')).toHaveLength(1);
  });

  it('drops options with an empty value (SPEC §5)', () => {
    expect(cleanOptions([option('status', 'Todos', ' ', 0), option('status', 'Venta', 'sale', 1)], 'status')).toEqual([
      { value: 'sale', label: 'Venta' },
    ]);
  });
});

describe('AI example chips', () => {
  it('shows at most four examples', () => {
    const examples = ['a', 'b', 'c', 'd', 'e'].map((example) => ({ example }));
    expect(examplePrompts(examples)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('falls back to four generic Spanish prompts when there are none', () => {
    expect(examplePrompts([])).toEqual([...FALLBACK_PROMPTS]);
    expect(FALLBACK_PROMPTS).toHaveLength(4);
  });

  it('asks with the context only when set', () => {
    expect(examplesUrl({ propertyTypeId: '', municipalityId: '', status: '' })).toBe('/api/ai-search-examples');
    expect(examplesUrl({ propertyTypeId: 'casa', municipalityId: '', status: 'sale' })).toBe(
      '/api/ai-search-examples?propertyTypeId=casa&status=sale',
    );
  });
});
