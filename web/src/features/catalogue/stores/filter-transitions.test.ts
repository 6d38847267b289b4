import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, EMPTY_AI, INITIAL_STATE, type AiSearchResult, type CatalogueState } from './filter-state';
import {
  activeFilterCount, canRunAiSearch, clearAll, failAiSearch, finishAiSearch, priceOptionType, setAiMode, setAiText, setFilter, setSort,
  startAiSearch, toggleStatus,
} from './filter-transitions';

const withFilters = (filters: Partial<CatalogueState['filters']>, rest: Partial<CatalogueState> = {}): CatalogueState => ({
  ...INITIAL_STATE, ...rest, filters: { ...DEFAULT_FILTERS, ...filters },
});

const answer = (query: string): AiSearchResult => ({
  results: [],
  query,
  total: 0,
  relaxed: null,
  interpretation: {
    operation: null, statuses: ['sale', 'rent'], propertyTypeIds: [], municipalityId: null, neighbourhood: null, price: null, bedrooms: null,
    bathrooms: null, parkingSpaces: null, area: null, stratum: null, antiquity: null, isRemodeled: null, acceptsExchange: null, featured: null,
    characteristics: { include: [], exclude: [] }, text: '',
  },
});

describe('status filter', () => {
  it('choosing a status clears the selected price', () => {
    const next = toggleStatus(withFilters({ price: '0-3000000', municipality: 'bogota' }), 'rent');
    expect(next.filters).toMatchObject({ status: 'rent', price: '', municipality: 'bogota' });
  });

  it('choosing another status replaces it', () => {
    expect(toggleStatus(withFilters({ status: 'rent' }), 'sale').filters.status).toBe('sale');
  });

  it('clicking the active status again clears it (and the price chosen from its list)', () => {
    const next = toggleStatus(withFilters({ status: 'sale', price: '0-200000000' }), 'sale');
    expect(next.filters).toMatchObject({ status: '', price: '' });
  });

  it.each([
    ['rent', 'price_rent'],
    ['sale', 'price_sale'],
    ['sold', 'price'],
    ['rented', 'price'],
    ['', 'price'],
  ])('status %j takes its prices from the %s list', (status, type) => {
    expect(priceOptionType(status)).toBe(type);
  });
});

describe('other filters', () => {
  it('setting a filter keeps the rest', () => {
    const next = setFilter(withFilters({ status: 'rent', price: '0-1500000' }), 'municipality', 'medellin');
    expect(next.filters).toMatchObject({ status: 'rent', price: '0-1500000', municipality: 'medellin' });
  });

  it('returns the same state when nothing changes, so nothing refetches', () => {
    const state = withFilters({ area: '60-100' });
    expect(setFilter(state, 'area', '60-100')).toBe(state);
  });

  it('sorts', () => {
    expect(setSort(INITIAL_STATE, 'price-asc').filters.sort).toBe('price-asc');
  });

  it('counts the active filters, not the ordering', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, status: 'rent', bedrooms: '3', search: 'chimenea', sort: 'price-asc' })).toBe(3);
  });
});

describe('Limpiar', () => {
  it('resets every filter to its default, leaves the favourites view and keeps the layout', () => {
    const state = withFilters(
      { status: 'rent', propertyType: 'casa', municipality: 'cali', price: '0-1500000', area: '60-100', bedrooms: '2', search: 'patio', sort: 'price-desc' },
      { layout: 'list', favouritesOnly: true },
    );
    expect(clearAll(state)).toEqual({ ...INITIAL_STATE, layout: 'list' });
  });

  it('in AI mode also forgets the AI text, query and results', () => {
    const state = withFilters({ status: 'rent' }, { aiMode: true, ai: { text: 'casa', query: 'casa', answer: answer('casa'), pending: false } });
    const next = clearAll(state);
    expect(next.filters).toEqual(DEFAULT_FILTERS);
    expect(next.ai).toEqual(EMPTY_AI);
    expect(next.aiMode).toBe(false);
  });
});

describe('AI mode', () => {
  it('switching it on clears the text-search filter and keeps the others', () => {
    const next = setAiMode(withFilters({ search: 'chimenea', status: 'rent' }), true);
    expect(next.aiMode).toBe(true);
    expect(next.filters).toMatchObject({ search: '', status: 'rent' });
  });

  it('switching it off clears the AI text, query and results', () => {
    const state = withFilters({}, { aiMode: true, ai: { text: 'casa en Chía', query: 'casa en Chía', answer: answer('casa en Chía'), pending: false } });
    const next = setAiMode(state, false);
    expect(next.aiMode).toBe(false);
    expect(next.ai).toEqual(EMPTY_AI);
  });

  it('refuses to search with blank text or while a search is pending', () => {
    const on = setAiMode(INITIAL_STATE, true);
    expect(canRunAiSearch(on, '   ')).toBe(false);
    expect(canRunAiSearch(on, 'casa')).toBe(true);
    expect(canRunAiSearch(startAiSearch(on, 'casa'), 'lote')).toBe(false);
  });

  it('sends the trimmed text and shows the answer that matches it', () => {
    const started = startAiSearch(setAiText(setAiMode(INITIAL_STATE, true), '  casa en Chía  '), '  casa en Chía  ');
    expect(started.ai).toMatchObject({ query: 'casa en Chía', pending: true });
    const done = finishAiSearch(started, answer('casa en Chía'));
    expect(done.ai).toMatchObject({ pending: false, answer: { query: 'casa en Chía' } });
  });

  it('drops an answer that arrives after AI mode was left', () => {
    const left = setAiMode(startAiSearch(setAiMode(INITIAL_STATE, true), 'casa'), false);
    expect(finishAiSearch(left, answer('casa'))).toBe(left);
  });

  it('a failed search only ends the pending state', () => {
    const failed = failAiSearch(startAiSearch(setAiMode(INITIAL_STATE, true), 'casa'));
    expect(failed.ai).toMatchObject({ pending: false, answer: null, query: 'casa' });
  });
});
