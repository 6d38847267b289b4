import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { searchFiltersProjection } from './projection.js';

const stream = 'search-filter-f1';
const events = [
  {
    stream,
    event: {
      type: 'SearchFilterOptionAdded',
      data: {
        id: 'f1',
        type: 'price_rent',
        name: 'Hasta $2 millones',
        value: '0-2000000',
        sortOrder: 1,
        isActive: true,
        addedAt: '2026-11-01T10:00:00.000Z',
      },
    },
  },
  {
    stream,
    event: {
      type: 'SearchFilterOptionChanged',
      data: { id: 'f1', changes: { isActive: false }, changedAt: '2026-11-02T10:00:00.000Z' },
    },
  },
];
const log = recordLog(events);

describe('search-filters projection', () => {
  it('applies changes to the option', async () => {
    expect((await project(searchFiltersProjection, log)).get('f1')).toMatchObject({
      value: '0-2000000',
      isActive: false,
      updatedAt: '2026-11-02T10:00:00.000Z',
    });
  });

  it('keeps when the option was added, and deletes it once removed', async () => {
    expect((await project(searchFiltersProjection, log)).get('f1')).toMatchObject({
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    const removed = recordLog([
      ...events,
      {
        stream,
        event: { type: 'SearchFilterOptionRemoved', data: { id: 'f1', removedAt: '2026-11-03T10:00:00.000Z' } },
      },
    ]);
    expect((await project(searchFiltersProjection, removed)).has('f1')).toBe(false);
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(searchFiltersProjection, log);
  });
});
