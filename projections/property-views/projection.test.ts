import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { propertyViewsProjection } from './projection.js';

const viewed = (propertyId: string, viewedAt: string) => ({
  stream: `propertyViews-${propertyId}`,
  event: { type: 'PropertyViewed', data: { propertyId, viewedAt } },
});

const log = recordLog([
  viewed('p1', '2026-11-01T10:00:00.000Z'),
  viewed('p2', '2026-11-01T10:01:00.000Z'),
  viewed('p1', '2026-11-01T10:02:00.000Z'),
]);

describe('property views projection', () => {
  it('counts the views of each property', async () => {
    const docs = await project(propertyViewsProjection, log);
    expect(docs.get('p1')).toMatchObject({ id: 'p1', views: 2 });
    expect(docs.get('p2')).toMatchObject({ id: 'p2', views: 1 });
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(propertyViewsProjection, log);
  });
});
