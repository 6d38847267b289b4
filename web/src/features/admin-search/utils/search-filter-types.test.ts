import { describe, expect, it } from 'vitest';
import { FILTER_TYPE_ORDER, typeChoices } from './search-filter-types';

describe('search filter types in the admin form', () => {
  it('offers SPEC §5’s five types, with Spanish labels', () => {
    expect(typeChoices(null)).toEqual([
      { value: 'status', label: 'Estado' },
      { value: 'price_range', label: 'Rango de precio' },
      { value: 'area_range', label: 'Rango de área' },
      { value: 'bedrooms', label: 'Habitaciones' },
      { value: 'bathrooms', label: 'Baños' },
    ]);
    expect(typeChoices('bedrooms')).toEqual(typeChoices(null));
  });

  it('adds the list an option belongs to when it is one of the catalogue’s other lists, so it can be edited', () => {
    expect(typeChoices('price_sale').map((choice) => choice.value)).toEqual([
      'price_sale',
      'status',
      'price_range',
      'area_range',
      'bedrooms',
      'bathrooms',
    ]);
  });

  it('names every type the API keeps', () => {
    expect(FILTER_TYPE_ORDER).toHaveLength(11);
  });
});
