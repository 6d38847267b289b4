import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { savedSearchesProjection } from './projection.js';

const stream = 'saved-search-s1';
const created = {
  stream,
  event: {
    type: 'SavedSearchCreated',
    data: {
      searchId: 's1',
      email: 'ana@correo.co',
      frequency: 'immediate',
      filters: { municipality: 'medellin' },
      query: null,
      criteria: { filter: { municipalityId: 'medellin' }, text: null },
      chips: ['Medellín'],
      dataPolicy: { acceptedAt: '2026-11-01T10:00:00.000Z', policyVersion: null },
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  },
};
const log = recordLog([
  created,
  {
    stream,
    event: { type: 'SavedSearchConfirmed', data: { searchId: 's1', confirmedAt: '2026-11-01T11:00:00.000Z' } },
  },
  {
    stream,
    event: {
      type: 'SavedSearchFrequencyChanged',
      data: { searchId: 's1', frequency: 'daily', changedAt: '2026-11-02T11:00:00.000Z' },
    },
  },
  {
    stream,
    event: {
      type: 'SavedSearchDeleted',
      data: { searchId: 's1', reason: 'unsubscribe', deletedAt: '2026-11-03T11:00:00.000Z' },
    },
  },
]);

describe('saved searches projection', () => {
  it('keeps an alert pending until confirmed, with its frequency', async () => {
    expect((await project(savedSearchesProjection, log.slice(0, 1))).get('s1')).toMatchObject({
      status: 'pending',
      confirmedAt: null,
      email: 'ana@correo.co',
    });
    expect((await project(savedSearchesProjection, log.slice(0, 3))).get('s1')).toMatchObject({
      status: 'confirmed',
      confirmedAt: '2026-11-01T11:00:00.000Z',
      frequency: 'daily',
    });
  });

  it('forgets an unsubscribed alert, its address with it', async () => {
    expect((await project(savedSearchesProjection, log)).has('s1')).toBe(false);
  });

  it('processed twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(savedSearchesProjection, log.slice(0, 3));
  });
});
