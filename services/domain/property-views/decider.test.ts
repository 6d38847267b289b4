import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { propertyViewsDecider } from './decider.js';
import type { PropertyViewed } from './events.js';

const spec = deciderSpec(propertyViewsDecider);
const propertyId = 'prop-1';
const viewed = (viewedAt: string): PropertyViewed => ({ type: 'PropertyViewed', data: { propertyId, viewedAt } });

describe('RecordPropertyView', () => {
  it('records the first view', () => {
    spec
      .given([])
      .when({ type: 'RecordPropertyView', data: { propertyId, now: '2026-11-01T10:00:00.000Z' } })
      .then([viewed('2026-11-01T10:00:00.000Z')]);
  });

  it("records every later view too: de-duplicating visitors is the API's job, not a rule of the log", () => {
    spec
      .given([viewed('2026-11-01T10:00:00.000Z')])
      .when({ type: 'RecordPropertyView', data: { propertyId, now: '2026-11-01T10:00:01.000Z' } })
      .then([viewed('2026-11-01T10:00:01.000Z')]);
  });
});
