import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from './filter-state';
import { aiSearchFilters } from './ai-search-filters';

describe('aiSearchFilters', () => {
  it('carries the chosen filters, not the text search nor the order', () => {
    expect(
      aiSearchFilters({
        ...DEFAULT_FILTERS,
        status: 'rent',
        municipality: 'bogota',
        search: 'patio',
        sort: 'price-asc',
      }),
    ).toEqual({ status: 'rent', municipality: 'bogota' });
    expect(aiSearchFilters(DEFAULT_FILTERS)).toEqual({});
  });
});
