import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from './filter-state';
import {
  addressFromSearchParams,
  aiQueryFromSearchParams,
  catalogueSearchParams,
  filtersFromSearchParams,
  searchParamsFromFilters,
} from './filters-url';
import { favouritesQuery, pointsQuery, propertiesQuery } from './properties-query';
import { aiSearchFilters } from './ai-search-filters';
import { nearPoint } from './near-point';
import { SORT_OPTIONS, sortParams } from './sort-options';

describe('query to /api/properties', () => {
  it('sends only the default ordering, available listings first, when nothing is chosen', () => {
    expect(propertiesQuery(DEFAULT_FILTERS)).toEqual({
      sortBy: 'createdAt',
      sortOrder: 'desc',
      availableFirst: 'true',
    });
  });

  it('sends every chosen filter, trimmed, and leaves empty ones out', () => {
    const query = propertiesQuery({
      ...DEFAULT_FILTERS,
      status: 'rent',
      propertyType: 'apartamento',
      municipality: 'bogota',
      price: '0-1500000',
      area: '',
      bedrooms: '3',
      neighbourhood: 'Chapinero Alto',
      stratum: '4,5',
      bathrooms: '2',
      parkingSpaces: '1',
      characteristics: 'ascensor,piscina',
      availableOnly: 'true',
      search: '  chimenea ',
      sort: 'pricePerM2-asc',
    });
    expect(query).toEqual({
      status: 'rent',
      propertyType: 'apartamento',
      municipality: 'bogota',
      price: '0-1500000',
      bedrooms: '3',
      neighbourhood: 'Chapinero Alto',
      stratum: '4,5',
      bathrooms: '2',
      parkingSpaces: '1',
      characteristics: 'ascensor,piscina',
      availableOnly: 'true',
      search: 'chimenea',
      sortBy: 'pricePerM2',
      sortOrder: 'asc',
      availableFirst: 'true',
    });
  });

  it('maps every ordering to sortBy and sortOrder', () => {
    expect(SORT_OPTIONS.map(({ value }) => sortParams(value))).toEqual([
      { sortBy: 'createdAt', sortOrder: 'desc' },
      { sortBy: 'createdAt', sortOrder: 'asc' },
      { sortBy: 'price', sortOrder: 'asc' },
      { sortBy: 'price', sortOrder: 'desc' },
      { sortBy: 'area', sortOrder: 'asc' },
      { sortBy: 'area', sortOrder: 'desc' },
      { sortBy: 'bedrooms', sortOrder: 'asc' },
      { sortBy: 'bedrooms', sortOrder: 'desc' },
      { sortBy: 'featured', sortOrder: 'desc' },
      { sortBy: 'pricePerM2', sortOrder: 'asc' },
      { sortBy: 'pricePerM2', sortOrder: 'desc' },
      { sortBy: 'distance', sortOrder: 'asc' },
    ]);
    expect(SORT_OPTIONS.at(-3)).toEqual({ value: 'pricePerM2-asc', label: 'Precio por m²: menor a mayor' });
    expect(SORT_OPTIONS.at(-1)).toEqual({ value: 'distance', label: 'Distancia: más cercanas primero' });
    expect(SORT_OPTIONS[0]).toEqual({ value: 'createdAt-desc', label: 'Más recientes' });
  });
});

describe('the distance sort', () => {
  const byDistance = { ...DEFAULT_FILTERS, municipality: 'bogota', sort: 'distance' as const, near: '4.6486,-74.0628' };

  it('asks for the nearest first from its point, and keeps the default order until there is one', () => {
    expect(propertiesQuery(byDistance)).toEqual({
      municipality: 'bogota',
      sortBy: 'distance',
      sortOrder: 'asc',
      near: '4.6486,-74.0628',
      availableFirst: 'true',
    });
    expect(propertiesQuery({ ...byDistance, near: '' })).toEqual({
      municipality: 'bogota',
      sortBy: 'createdAt',
      sortOrder: 'desc',
      availableFirst: 'true',
    });
    // An AI search and an alert have their own order: the point goes with the list only.
    expect(aiSearchFilters(byDistance)).toEqual({ municipality: 'bogota' });
  });

  it('keeps its point in the address as «cerca», so a shared link lists in the same order', () => {
    const params = searchParamsFromFilters(byDistance);
    expect(params.toString()).toBe('municipality=bogota&sort=distance&cerca=4.6486%2C-74.0628');
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(byDistance);
    // A point with no distance sort says nothing, and one outside Colombia (or not a point) would be refused.
    expect(searchParamsFromFilters({ ...byDistance, sort: 'price-asc' }).toString()).toBe(
      'municipality=bogota&sort=price-asc',
    );
    expect(filtersFromSearchParams(new URLSearchParams('sort=price-asc&cerca=4.6486,-74.0628')).near).toBe('');
    for (const cerca of ['40.4168,-3.7038', '-74.06,4.64', 'aquí', '4.6'])
      expect(filtersFromSearchParams(new URLSearchParams(`sort=distance&cerca=${cerca}`)), cerca).toEqual({
        ...DEFAULT_FILTERS,
        sort: 'distance',
      });
  });

  it('rounds a point to 4 decimals (about 11 m)', () => {
    expect(nearPoint({ lat: 4.648_612_3, lng: -74.062_849_9 })).toBe('4.6486,-74.0628');
    expect(nearPoint({ lat: 4.6, lng: -74 })).toBe('4.6000,-74.0000');
  });
});

describe('filters in the address bar', () => {
  it('round-trips the chosen filters, leaving defaults out', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      status: 'rent',
      municipality: 'bogota',
      price: '0-1500000',
      search: 'chimenea',
      sort: 'price-asc' as const,
    };
    const params = searchParamsFromFilters(filters);
    expect(params.toString()).toBe('status=rent&municipality=bogota&price=0-1500000&search=chimenea&sort=price-asc');
    expect(filtersFromSearchParams(params)).toEqual(filters);
    expect(searchParamsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it("round-trips issue 12's filters, so a reload or a shared link keeps them", () => {
    const filters = {
      ...DEFAULT_FILTERS,
      municipality: 'medellin',
      price: '1500000-',
      neighbourhood: 'El Poblado',
      stratum: '4,5',
      bathrooms: '2',
      parkingSpaces: '1',
      characteristics: 'ascensor,piscina',
      availableOnly: 'true',
      sort: 'pricePerM2-desc' as const,
    };
    const params = searchParamsFromFilters(filters);
    expect(params.toString()).toBe(
      'municipality=medellin&price=1500000-&neighbourhood=El+Poblado&stratum=4%2C5&bathrooms=2&parkingSpaces=1' +
        '&characteristics=ascensor%2Cpiscina&availableOnly=true&sort=pricePerM2-desc',
    );
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('ignores values of those filters that the API would refuse', () => {
    const params = new URLSearchParams(
      'price=3000000-1000000&stratum=7&bathrooms=0&parkingSpaces=muchos&characteristics=a,,b&availableOnly=si' +
        `&neighbourhood=${'x'.repeat(121)}`,
    );
    expect(filtersFromSearchParams(params)).toEqual(DEFAULT_FILTERS);
  });

  it('ignores values the catalogue cannot use', () => {
    const params = new URLSearchParams(
      'status=regalado&price=barato&area=-&bedrooms=muchas&sort=precio&propertyType=<script>&utm_source=x&municipality=cali',
    );
    expect(filtersFromSearchParams(params)).toEqual({ ...DEFAULT_FILTERS, municipality: 'cali' });
  });

  it('carries the last AI search next to the filters, trimmed, and drops one too long to send', () => {
    const params = catalogueSearchParams({ ...DEFAULT_FILTERS, status: 'rent' }, 'casa con piscina en Anapoima');
    expect(params.toString()).toBe('status=rent&ia=casa+con+piscina+en+Anapoima');
    expect(aiQueryFromSearchParams(params)).toBe('casa con piscina en Anapoima');
    expect(catalogueSearchParams(DEFAULT_FILTERS, '').toString()).toBe('');
    expect(aiQueryFromSearchParams(new URLSearchParams('ia=%20%20lote%20'))).toBe('lote');
    expect(aiQueryFromSearchParams(new URLSearchParams(`ia=${'a'.repeat(1001)}`))).toBe('');
  });

  it('reads the filters and the AI search together; next to an AI search the text-search filter is left out', () => {
    expect(addressFromSearchParams(new URLSearchParams('status=rent&search=patio'))).toEqual({
      filters: { ...DEFAULT_FILTERS, status: 'rent', search: 'patio' },
      aiQuery: '',
    });
    expect(addressFromSearchParams(new URLSearchParams('status=rent&search=patio&ia=casa'))).toEqual({
      filters: { ...DEFAULT_FILTERS, status: 'rent' },
      aiQuery: 'casa',
    });
  });
});

describe('favourites query', () => {
  it('asks for nothing without favourites, and for the favourites under the chosen filters otherwise', () => {
    expect(favouritesQuery([], DEFAULT_FILTERS)).toBeNull();
    expect(
      favouritesQuery(['prop-001', 'prop-007'], { ...DEFAULT_FILTERS, status: 'rent', sort: 'price-asc' }),
    ).toEqual({ status: 'rent', ids: 'prop-001,prop-007', sortBy: 'price', sortOrder: 'asc', availableFirst: 'true' });
  });

  it('keeps the 50 marked last when there are more than the API lists at once', () => {
    const ids = Array.from({ length: 60 }, (_, index) => `prop-${index}`);
    const asked = favouritesQuery(ids, DEFAULT_FILTERS)?.ids?.split(',') ?? [];
    expect(asked).toHaveLength(50);
    expect(asked[0]).toBe('prop-10');
    expect(asked.at(-1)).toBe('prop-59');
  });
});

describe('query to /api/properties/points', () => {
  it('sends the list’s filters, the map zone among them, without its order', () => {
    const filters = { ...DEFAULT_FILTERS, status: 'rent', bbox: '-74.1,4.6,-74,4.7', sort: 'price-asc' as const };
    expect(propertiesQuery(filters)).toMatchObject({ bbox: '-74.1,4.6,-74,4.7', sortBy: 'price' });
    expect(pointsQuery(propertiesQuery(filters))).toEqual({ status: 'rent', bbox: '-74.1,4.6,-74,4.7' });
    expect(pointsQuery(favouritesQuery(['a', 'b'], DEFAULT_FILTERS))).toEqual({ ids: 'a,b' });
    expect(pointsQuery(favouritesQuery([], DEFAULT_FILTERS))).toBeNull();
  });

  it('leaves out the distance sort’s point, which orders the list and filters nothing', () => {
    const filters = { ...DEFAULT_FILTERS, status: 'sale', sort: 'distance' as const, near: '4.6486,-74.0628' };
    expect(propertiesQuery(filters)).toMatchObject({ sortBy: 'distance', near: '4.6486,-74.0628' });
    expect(pointsQuery(propertiesQuery(filters))).toEqual({ status: 'sale' });
  });
});
