import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { tokenUsageDecider } from './decider.js';
import type { TokenUsed } from './events.js';

const spec = deciderSpec(tokenUsageDecider);
const tokenId = 'token-1';
const used = (usedAt: string): TokenUsed => ({ type: 'TokenUsed', data: { tokenId, usedAt } });

describe('RecordTokenUse', () => {
  it('records a use', () => {
    spec
      .given([])
      .when({ type: 'RecordTokenUse', data: { tokenId, now: '2026-11-01T10:00:00.000Z' } })
      .then([used('2026-11-01T10:00:00.000Z')]);
  });

  it("records every use it is asked to: the once-a-minute throttle is the API's, so the log is never read", () => {
    spec
      .given([used('2026-11-01T10:00:00.000Z')])
      .when({ type: 'RecordTokenUse', data: { tokenId, now: '2026-11-01T10:00:01.000Z' } })
      .then([used('2026-11-01T10:00:01.000Z')]);
  });
});
