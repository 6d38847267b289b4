import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, EMPTY_ADDRESS, type CatalogueAddress, type CatalogueFilters } from './filter-state';
import {
  activeFilterCount,
  aiSearchAsTextSearch,
  canRunAiSearch,
  priceOptionType,
  setAiMode,
  setFilter,
  setSort,
  startAiSearch,
  toggleStatus,
} from './filter-transitions';

const withFilters = (filters: Partial<CatalogueFilters>): CatalogueFilters => ({ ...DEFAULT_FILTERS, ...filters });
const address = (filters: Partial<CatalogueFilters>, aiQuery = ''): CatalogueAddress => ({
  filters: withFilters(filters),
  aiQuery,
});

describe('status filter', () => {
  it('choosing a status clears the selected price', () => {
    const next = toggleStatus(withFilters({ price: '0-3000000', municipality: 'bogota' }), 'rent');
    expect(next).toMatchObject({ status: 'rent', price: '', municipality: 'bogota' });
  });

  it('choosing another status replaces it', () => {
    expect(toggleStatus(withFilters({ status: 'rent' }), 'sale').status).toBe('sale');
  });

  it('clicking the active status again clears it (and the price chosen from its list)', () => {
    const next = toggleStatus(withFilters({ status: 'sale', price: '0-200000000' }), 'sale');
    expect(next).toMatchObject({ status: '', price: '' });
  });

  it('each status takes its prices from its own list: rent and sale their own, the others the general one', () => {
    const statuses = ['rent', 'sale', 'sold', 'rented', ''];
    expect(Object.fromEntries(statuses.map((status) => [status, priceOptionType(status)]))).toEqual({
      rent: 'price_rent',
      sale: 'price_sale',
      sold: 'price',
      rented: 'price',
      '': 'price',
    });
  });
});

describe('other filters', () => {
  it('setting a filter keeps the rest', () => {
    const next = setFilter(withFilters({ status: 'rent', price: '0-1500000' }), 'municipality', 'medellin');
    expect(next).toMatchObject({ status: 'rent', price: '0-1500000', municipality: 'medellin' });
  });

  it('returns the same filters when nothing changes, so nothing refetches', () => {
    const filters = withFilters({ area: '60-100' });
    expect(setFilter(filters, 'area', '60-100')).toBe(filters);
  });

  it('sorts', () => {
    expect(setSort(DEFAULT_FILTERS, 'price-asc').sort).toBe('price-asc');
  });

  it('counts the active filters, not the ordering', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, status: 'rent', bedrooms: '3', search: 'chimenea', sort: 'price-asc' }),
    ).toBe(3);
  });
});

describe('AI mode', () => {
  it('switching it on clears the text-search filter and keeps the others', () => {
    expect(setAiMode(address({ search: 'chimenea', status: 'rent' }), true)).toEqual(address({ status: 'rent' }));
  });

  it('switching it off forgets the AI search and keeps the filters', () => {
    expect(setAiMode(address({ status: 'rent' }, 'casa en Chía'), false)).toEqual(address({ status: 'rent' }));
  });

  it('refuses to search with blank text or while a search is pending', () => {
    expect(canRunAiSearch('   ', false)).toBe(false);
    expect(canRunAiSearch('casa', false)).toBe(true);
    expect(canRunAiSearch('lote', true)).toBe(false);
  });

  it('sends the trimmed text in place of the text-search filter', () => {
    expect(startAiSearch(address({ search: 'patio', municipality: 'chia' }), '  casa en Chía  ')).toEqual(
      address({ municipality: 'chia' }, 'casa en Chía'),
    );
    expect(startAiSearch(EMPTY_ADDRESS, 'lote')).toEqual({ ...EMPTY_ADDRESS, aiQuery: 'lote' });
  });

  it('turns a link to an AI search into a text search, cut at a word when too long for one', () => {
    expect(aiSearchAsTextSearch(address({ status: 'rent' }, 'casa con patio'))).toEqual(
      address({ status: 'rent', search: 'casa con patio' }),
    );
    const long = `${'apartamento '.repeat(17)}con balcón`;
    const cut = aiSearchAsTextSearch(address({}, long.trim())).filters.search;
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toBe('apartamento '.repeat(16).trim());
  });
});
