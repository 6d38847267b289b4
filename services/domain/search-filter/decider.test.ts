import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { searchFilterDecider } from './decider.js';
import type { SearchFilterEvent, SearchFilterOptionFields } from './events.js';

const spec = deciderSpec(searchFilterDecider);
const id = 'filter-1';
const now = '2025-03-01T10:00:00.000Z';
const fields: SearchFilterOptionFields = {
  type: 'price_sale',
  name: 'Hasta 200 millones',
  value: '0-200000000',
  sortOrder: 1,
  isActive: true,
};
const added: SearchFilterEvent = {
  type: 'SearchFilterOptionAdded',
  data: { id, addedAt: '2025-01-01T00:00:00.000Z', ...fields },
};
const removed: SearchFilterEvent = {
  type: 'SearchFilterOptionRemoved',
  data: { id, removedAt: '2025-01-02T00:00:00.000Z' },
};

describe('AddSearchFilterOption', () => {
  it('adds an option in its own stream', () => {
    expect(searchFilterDecider.streamOf(id)).toBe('search-filter-filter-1');
    spec
      .given([])
      .when({ type: 'AddSearchFilterOption', data: { id, fields, now } })
      .then([{ type: 'SearchFilterOptionAdded', data: { id, addedAt: now, ...fields } }]);
  });

  it('refuses an id already used', () => {
    spec
      .given([added])
      .when({ type: 'AddSearchFilterOption', data: { id, fields, now } })
      .thenThrows('conflict', 'Ya existe una opción de filtro con ese identificador');
  });

  it('validates every field', () => {
    const error = spec
      .given([])
      .when({
        type: 'AddSearchFilterOption',
        data: { id, now, fields: { type: 'color' as never, name: ' ', value: '', sortOrder: -1, isActive: true } },
      })
      .thenThrows('validation', 'Datos inválidos');
    expect(error.errors).toEqual([
      { path: 'type', message: 'Tipo es requerido' },
      { path: 'name', message: 'Nombre es requerido' },
      { path: 'value', message: 'Valor es requerido' },
      { path: 'sortOrder', message: 'El orden debe ser un número entero igual o mayor que cero' },
    ]);
  });
});

describe('ChangeSearchFilterOption', () => {
  it('records only what changed', () => {
    spec
      .given([added])
      .when({
        type: 'ChangeSearchFilterOption',
        data: { id, now, changes: { name: 'Hasta 250 millones', value: fields.value, isActive: false } },
      })
      .then([
        {
          type: 'SearchFilterOptionChanged',
          data: { id, changes: { name: 'Hasta 250 millones', isActive: false }, changedAt: now },
        },
      ]);
  });

  it('refuses a change of type to one that is not a filter', () => {
    spec
      .given([added])
      .when({ type: 'ChangeSearchFilterOption', data: { id, now, changes: { type: 'color' as never } } })
      .thenThrows('validation', 'Tipo es requerido');
  });

  it('needs an active option', () => {
    spec
      .given([added, removed])
      .when({ type: 'ChangeSearchFilterOption', data: { id, now, changes: { name: 'x' } } })
      .thenThrows('not_found', 'Opción de filtro no encontrada');
  });
});

describe('RemoveSearchFilterOption', () => {
  it('removes an option once', () => {
    spec
      .given([added])
      .when({ type: 'RemoveSearchFilterOption', data: { id, now } })
      .then([{ type: 'SearchFilterOptionRemoved', data: { id, removedAt: now } }]);
    spec
      .given([added, removed])
      .when({ type: 'RemoveSearchFilterOption', data: { id, now } })
      .thenThrows('not_found', 'Opción de filtro no encontrada');
  });
});
