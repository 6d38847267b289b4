import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import type { AiSearchExampleInput } from './commands.js';
import { aiExampleDecider } from './decider.js';
import type { AiExampleEvent, AiSearchExampleFields } from './events.js';

const spec = deciderSpec(aiExampleDecider);
const id = 'example-1';
const now = '2025-03-01T10:00:00.000Z';
const fields: AiSearchExampleFields = {
  example: 'Apartamento con piscina en Medellín',
  propertyTypeId: 'apartamento',
  municipalityId: null,
  status: 'sale',
  category: 'family',
  sortOrder: 0,
  isActive: true,
};
const added: AiExampleEvent = {
  type: 'AiSearchExampleAdded',
  data: { id, addedAt: '2025-01-01T00:00:00.000Z', ...fields },
};
const removed: AiExampleEvent = { type: 'AiSearchExampleRemoved', data: { id, removedAt: '2025-01-02T00:00:00.000Z' } };

describe('AddAiSearchExample', () => {
  it('adds an example in its own stream', () => {
    expect(aiExampleDecider.streamOf(id)).toBe('ai-example-example-1');
    spec
      .given([])
      .when({ type: 'AddAiSearchExample', data: { id, fields, now } })
      .then([{ type: 'AiSearchExampleAdded', data: { id, addedAt: now, ...fields } }]);
  });

  it('stores empty context fields as null', () => {
    const input: AiSearchExampleInput = { ...fields, propertyTypeId: '', municipalityId: '  ', status: '' };
    spec
      .given([])
      .when({ type: 'AddAiSearchExample', data: { id, fields: input, now } })
      .then([
        {
          type: 'AiSearchExampleAdded',
          data: { id, addedAt: now, ...fields, propertyTypeId: null, municipalityId: null, status: null },
        },
      ]);
  });

  it('refuses an id already used', () => {
    spec
      .given([added, removed])
      .when({ type: 'AddAiSearchExample', data: { id, fields, now } })
      .thenThrows('conflict', 'Ya existe un ejemplo de búsqueda con ese identificador');
  });

  it('validates every field', () => {
    const error = spec
      .given([])
      .when({
        type: 'AddAiSearchExample',
        data: {
          id,
          now,
          fields: { ...fields, example: '', category: 'otra' as never, status: 'vendida' as never, sortOrder: -2 },
        },
      })
      .thenThrows('validation');
    expect(error.errors).toEqual([
      { path: 'example', message: 'Ejemplo es requerido' },
      { path: 'status', message: 'Estado inválido' },
      { path: 'category', message: 'Categoría inválida' },
      { path: 'sortOrder', message: 'El orden debe ser un número entero igual o mayor que cero' },
    ]);
  });
});

describe('ChangeAiSearchExample', () => {
  it('records only what changed, an emptied context field as null', () => {
    spec
      .given([added])
      .when({
        type: 'ChangeAiSearchExample',
        data: { id, now, changes: { propertyTypeId: '', municipalityId: null, example: fields.example, sortOrder: 4 } },
      })
      .then([
        {
          type: 'AiSearchExampleChanged',
          data: { id, changes: { propertyTypeId: null, sortOrder: 4 }, changedAt: now },
        },
      ]);
  });

  it('records nothing when an emptied context field was already null', () => {
    spec
      .given([added])
      .when({ type: 'ChangeAiSearchExample', data: { id, now, changes: { ...fields, municipalityId: ' ' } } })
      .then([]);
  });

  it('needs an active example', () => {
    spec
      .given([added, removed])
      .when({ type: 'ChangeAiSearchExample', data: { id, now, changes: { sortOrder: 1 } } })
      .thenThrows('not_found', 'Ejemplo de búsqueda no encontrado');
  });
});

describe('RemoveAiSearchExample', () => {
  it('removes an example once', () => {
    spec
      .given([added])
      .when({ type: 'RemoveAiSearchExample', data: { id, now } })
      .then([{ type: 'AiSearchExampleRemoved', data: { id, removedAt: now } }]);
    spec
      .given([])
      .when({ type: 'RemoveAiSearchExample', data: { id, now } })
      .thenThrows('not_found', 'Ejemplo de búsqueda no encontrado');
  });
});
