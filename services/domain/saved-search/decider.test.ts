import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import type { CreateSavedSearch } from './commands.js';
import { savedSearchDecider } from './decider.js';
import type { SavedSearchConfirmed, SavedSearchCreated, SavedSearchDeleted } from './events.js';

const spec = deciderSpec(savedSearchDecider);
const searchId = 'alert-1';
const now = '2026-11-01T10:00:00.000Z';
const later = '2026-11-02T15:30:00.000Z';
const create: CreateSavedSearch['data'] = {
  searchId,
  email: 'ana@correo.co',
  frequency: 'immediate',
  filters: { municipality: 'medellin', status: 'sale' },
  query: null,
  criteria: { filter: { $and: [{ status: 'sale' }, { municipalityId: 'medellin' }] }, text: null },
  chips: ['En venta', 'Medellín'],
  acceptsDataPolicy: true,
  policyVersion: null,
  now,
};
const created: SavedSearchCreated = {
  type: 'SavedSearchCreated',
  data: {
    searchId,
    email: 'ana@correo.co',
    frequency: 'immediate',
    filters: create.filters,
    query: null,
    criteria: create.criteria,
    chips: create.chips,
    dataPolicy: { acceptedAt: now, policyVersion: null },
    createdAt: now,
  },
};
const confirmed: SavedSearchConfirmed = { type: 'SavedSearchConfirmed', data: { searchId, confirmedAt: later } };
const deleted: SavedSearchDeleted = {
  type: 'SavedSearchDeleted',
  data: { searchId, reason: 'unsubscribe', deletedAt: later },
};

describe('CreateSavedSearch', () => {
  it('records the alert, pending confirmation, with the acceptance of the data policy', () => {
    spec.given([]).when({ type: 'CreateSavedSearch', data: create }).then([created]);
  });

  it('refuses an alert without consent, without criteria, with a bad e-mail or frequency', () => {
    const error = spec
      .given([])
      .when({
        type: 'CreateSavedSearch',
        data: {
          ...create,
          email: 'ana@correo',
          frequency: 'weekly' as 'daily',
          criteria: { filter: {}, text: '  ' },
          acceptsDataPolicy: false,
        },
      })
      .thenThrows('validation');
    expect(error.errors.map((fieldError) => fieldError.path)).toEqual([
      'email',
      'frequency',
      'filters',
      'acceptsDataPolicy',
    ]);
  });

  it('accepts a free-text search alone as criteria', () => {
    spec
      .given([])
      .when({ type: 'CreateSavedSearch', data: { ...create, criteria: { filter: null, text: 'piscina' } } })
      .then([expect.objectContaining({ type: 'SavedSearchCreated' })]);
  });

  it('refuses an id that already exists', () => {
    spec.given([created]).when({ type: 'CreateSavedSearch', data: create }).thenThrows('conflict');
  });
});

describe('ConfirmSavedSearch (double opt-in)', () => {
  it('confirms a pending alert once; opening the link again records nothing', () => {
    spec
      .given([created])
      .when({ type: 'ConfirmSavedSearch', data: { searchId, now: later } })
      .then([confirmed]);
    spec
      .given([created, confirmed])
      .when({ type: 'ConfirmSavedSearch', data: { searchId, now: later } })
      .then([]);
  });

  it('cannot confirm an unknown or deleted alert', () => {
    spec
      .given([])
      .when({ type: 'ConfirmSavedSearch', data: { searchId, now } })
      .thenThrows('not_found', 'Esta alerta no existe');
    spec
      .given([created, deleted])
      .when({ type: 'ConfirmSavedSearch', data: { searchId, now } })
      .thenThrows('not_found');
  });
});

describe('ChangeSavedSearchFrequency', () => {
  it('records a new frequency, and nothing when it is the same', () => {
    spec
      .given([created, confirmed])
      .when({ type: 'ChangeSavedSearchFrequency', data: { searchId, frequency: 'daily', now: later } })
      .then([{ type: 'SavedSearchFrequencyChanged', data: { searchId, frequency: 'daily', changedAt: later } }]);
    spec
      .given([created, confirmed])
      .when({ type: 'ChangeSavedSearchFrequency', data: { searchId, frequency: 'immediate', now: later } })
      .then([]);
  });

  it('refuses an unknown frequency and a deleted alert', () => {
    spec
      .given([created])
      .when({ type: 'ChangeSavedSearchFrequency', data: { searchId, frequency: 'hourly' as 'daily', now } })
      .thenThrows('validation', 'Frecuencia inválida');
    spec
      .given([created, deleted])
      .when({ type: 'ChangeSavedSearchFrequency', data: { searchId, frequency: 'daily', now } })
      .thenThrows('not_found');
  });
});

describe('DeleteSavedSearch (unsubscribe)', () => {
  it('deletes a pending or confirmed alert; a second unsubscribe records nothing', () => {
    spec
      .given([created])
      .when({ type: 'DeleteSavedSearch', data: { searchId, reason: 'unsubscribe', now: later } })
      .then([deleted]);
    spec
      .given([created, confirmed])
      .when({ type: 'DeleteSavedSearch', data: { searchId, reason: 'deleted', now: later } })
      .then([{ type: 'SavedSearchDeleted', data: { searchId, reason: 'deleted', deletedAt: later } }]);
    spec
      .given([created, deleted])
      .when({ type: 'DeleteSavedSearch', data: { searchId, reason: 'unsubscribe', now: later } })
      .then([]);
  });

  it('refuses an alert that never existed', () => {
    spec
      .given([])
      .when({ type: 'DeleteSavedSearch', data: { searchId, reason: 'unsubscribe', now } })
      .thenThrows('not_found');
  });
});
