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
    expect(cleanOptions(list, 'price')).toEqual([
      { value: '0-3000000', label: 'Barato' },
      { value: '3000000-700000000', label: 'Medio' },
      { value: '700000000-', label: 'Caro' },
    ]);
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
