// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../utils/filter-state';
import { setFilter, toggleStatus } from '../utils/filter-transitions';
import { renderInRouter } from '../testing';
import { useCatalogueParams } from './use-catalogue-params';

afterEach(cleanup);

describe('useCatalogueParams', () => {
  it('reads the filters and the AI search from the address, ignoring what the catalogue cannot use', () => {
    const { result } = renderInRouter(
      useCatalogueParams,
      '/properties?status=rent&propertyType=apartamento&bedrooms=muchas&sort=price-asc&ia=%20casa%20en%20Ch%C3%ADa',
    );
    expect(result.current.filters).toEqual({
      ...DEFAULT_FILTERS,
      status: 'rent',
      propertyType: 'apartamento',
      sort: 'price-asc',
    });
    expect(result.current.aiQuery).toBe('casa en Chía');
  });

  it('writes a change to the address in the format shared links use, replacing the history entry', async () => {
    const { result, router } = renderInRouter(useCatalogueParams, '/properties?price=0-3000000');
    await act(async () => result.current.updateFilters((filters) => toggleStatus(filters, 'rent')));
    await act(async () => result.current.updateFilters((filters) => setFilter(filters, 'propertyType', 'apartamento')));
    expect(router.state.location.pathname).toBe('/properties');
    expect(router.state.location.search).toBe('?status=rent&propertyType=apartamento');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(result.current.filters).toMatchObject({ status: 'rent', propertyType: 'apartamento', price: '' });

    await act(async () => result.current.setAddress({ filters: result.current.filters, aiQuery: 'casa con piscina' }));
    expect(router.state.location.search).toBe('?status=rent&propertyType=apartamento&ia=casa+con+piscina');
    expect(result.current.aiQuery).toBe('casa con piscina');
  });

  it('navigates nowhere when a change leaves the address as it was', async () => {
    const { result, router } = renderInRouter(useCatalogueParams, '/?status=rent');
    const before = router.state.location;
    await act(async () => result.current.updateFilters((filters) => setFilter(filters, 'area', '')));
    expect(router.state.location).toBe(before);
    expect(router.state.historyAction).toBe('POP');
  });

  it('follows the address when it changes from outside (a link, Back)', async () => {
    const { result, router } = renderInRouter(useCatalogueParams, '/?status=rent&ia=lote');
    await act(async () => router.navigate('/'));
    expect(result.current.filters).toEqual(DEFAULT_FILTERS);
    expect(result.current.aiQuery).toBe('');
  });

  it('reads the map zone and the map view from the address, leaving out a zone the API would refuse', () => {
    const zone = renderInRouter(useCatalogueParams, '/?bbox=-74.1,4.6,-74,4.7&vista=mapa');
    expect(zone.result.current.filters).toEqual({ ...DEFAULT_FILTERS, bbox: '-74.1,4.6,-74,4.7' });
    expect(zone.result.current.view).toBe('mapa');
    const refused = renderInRouter(useCatalogueParams, '/?bbox=-74,4.6,-74.1,4.7&vista=cuadricula');
    expect(refused.result.current.filters).toEqual(DEFAULT_FILTERS);
    expect(refused.result.current.view).toBe('lista');
  });

  it('keeps the map view through filter changes and Limpiar, and leaves it only when asked', async () => {
    const { result, router } = renderInRouter(useCatalogueParams, '/?status=rent');
    await act(async () => result.current.setView('mapa'));
    expect(router.state.location.search).toBe('?status=rent&vista=mapa');
    await act(async () => result.current.updateFilters((filters) => setFilter(filters, 'bbox', '-74.1,4.6,-74,4.7')));
    expect(router.state.location.search).toBe('?status=rent&bbox=-74.1%2C4.6%2C-74%2C4.7&vista=mapa');
    await act(async () => result.current.setAddress({ filters: DEFAULT_FILTERS, aiQuery: '' }));
    expect(router.state.location.search).toBe('?vista=mapa');
    await act(async () => result.current.setView('lista'));
    expect(router.state.location.search).toBe('');
  });
});
