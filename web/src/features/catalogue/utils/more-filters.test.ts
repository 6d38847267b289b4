import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from './filter-state';
import { activeFilterCount } from './filter-transitions';
import {
  chooseMunicipality,
  chooseStatus,
  clearFilters,
  joinValues,
  listValues,
  moreFilterCount,
  priceEnds,
  setAvailableOnly,
  setPriceEnds,
} from './more-filters';

describe('hiding sold and rented listings', () => {
  it('the switch drops a sold or rented status (it would show nothing) with its price, and keeps sale or rent', () => {
    expect(setAvailableOnly({ ...DEFAULT_FILTERS, status: 'sold', price: '0-1' }, true)).toEqual({
      ...DEFAULT_FILTERS,
      availableOnly: 'true',
    });
    expect(setAvailableOnly({ ...DEFAULT_FILTERS, status: 'rent', price: '0-1' }, true)).toEqual({
      ...DEFAULT_FILTERS,
      status: 'rent',
      price: '0-1',
      availableOnly: 'true',
    });
    expect(setAvailableOnly({ ...DEFAULT_FILTERS, availableOnly: 'true' }, false)).toEqual(DEFAULT_FILTERS);
  });

  it('asking for sold or rented listings turns the switch off; a status toggles and clears the price as before', () => {
    const hiding = { ...DEFAULT_FILTERS, availableOnly: 'true', price: '0-1' };
    expect(chooseStatus(hiding, 'rented')).toEqual({ ...DEFAULT_FILTERS, status: 'rented' });
    expect(chooseStatus(hiding, 'sale')).toEqual({ ...DEFAULT_FILTERS, status: 'sale', availableOnly: 'true' });
    expect(chooseStatus({ ...DEFAULT_FILTERS, status: 'sale' }, 'sale')).toEqual(DEFAULT_FILTERS);
  });
});

describe('richer filters', () => {
  it('lets the barrio go with its municipality', () => {
    const chosen = { ...DEFAULT_FILTERS, municipality: 'medellin', neighbourhood: 'El Poblado' };
    expect(chooseMunicipality(chosen, 'medellin')).toBe(chosen);
    expect(chooseMunicipality(chosen, 'bogota')).toEqual({ ...DEFAULT_FILTERS, municipality: 'bogota' });
  });

  it('keeps multiple choices in one order, numbers as numbers, so equal choices give equal addresses', () => {
    expect(joinValues(['5', '3', '10', '3'])).toBe('3,5,10');
    expect(joinValues(['piscina', 'ascensor'])).toBe('ascensor,piscina');
    expect(listValues('3,5')).toEqual(['3', '5']);
    expect(listValues('')).toEqual([]);
  });

  it('reads and writes typed prices as the price filter’s two ends, refusing a minimum above the maximum', () => {
    expect(priceEnds({ ...DEFAULT_FILTERS, price: '1500000-3000000' })).toEqual({ min: '1500000', max: '3000000' });
    expect(setPriceEnds(DEFAULT_FILTERS, { min: '2000000', max: '' })?.price).toBe('2000000-');
    expect(setPriceEnds(DEFAULT_FILTERS, { min: '', max: '' })?.price).toBe('');
    expect(setPriceEnds(DEFAULT_FILTERS, { min: '3000000', max: '1000000' })).toBeNull();
  });

  it('counts the filters behind Más filtros, and every filter on the Filtros button', () => {
    const filters = { ...DEFAULT_FILTERS, stratum: '3', bathrooms: '2', availableOnly: 'true', status: 'sale' };
    expect(moreFilterCount(filters)).toBe(2);
    expect(activeFilterCount(filters)).toBe(4);
  });

  it('clears every filter and the text search from an empty list, keeping the order', () => {
    const filters = { ...DEFAULT_FILTERS, stratum: '3', search: 'patio', status: 'sale', sort: 'price-asc' as const };
    expect(clearFilters(filters)).toEqual({ ...DEFAULT_FILTERS, sort: 'price-asc' });
  });
});
