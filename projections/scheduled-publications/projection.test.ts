import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { scheduledPublicationsProjection } from './projection.js';

/** Only the events' publication matters here: the listing's fields are left out. */
const listed = (propertyId: string, publication: string, publishAt: string | null = null) => ({
  stream: `property-${propertyId}`,
  event: { type: 'PropertyListed', data: { propertyId, listedAt: 'x', publication, publishAt, agentId: null } },
});
const on = (propertyId: string, type: string, data: Record<string, unknown> = {}) => ({
  stream: `property-${propertyId}`,
  event: { type, data: { propertyId, ...data } },
});

const log = recordLog([
  listed('created-scheduled', 'scheduled', '2026-12-01T13:00:00.000Z'),
  listed('scheduled-later', 'draft'),
  on('scheduled-later', 'PropertyPublicationScheduled', { publishAt: '2026-12-05T13:00:00.000Z', scheduledAt: 'x' }),
  on('scheduled-later', 'PropertyRevised', { changes: { price: 1 }, revisedAt: 'x' }),
  listed('published-by-hand', 'scheduled', '2026-12-01T13:00:00.000Z'),
  on('published-by-hand', 'PropertyPublished', { publishedAt: 'x', scheduledFor: null }),
  listed('called-off', 'scheduled', '2026-12-01T13:00:00.000Z'),
  on('called-off', 'PropertyScheduleCancelled', { publication: 'draft', cancelledAt: 'x' }),
  listed('deleted', 'scheduled', '2026-12-01T13:00:00.000Z'),
  on('deleted', 'PropertyDelisted', { delistedAt: 'x' }),
  listed('published', 'published'),
]);

describe('scheduled-publications projection', () => {
  it('holds the listings still waiting for their hour, and when', async () => {
    const docs = await project(scheduledPublicationsProjection, log);
    expect(Object.fromEntries([...docs].map(([id, doc]) => [id, doc.publishAt]))).toEqual({
      'created-scheduled': '2026-12-01T13:00:00.000Z',
      'scheduled-later': '2026-12-05T13:00:00.000Z',
    });
  });

  it('changes nothing when an event is handled twice', async () => {
    await expectHandledTwiceChangesNothing(scheduledPublicationsProjection, log);
  });
});
