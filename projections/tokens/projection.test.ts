import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { tokensProjection } from './projection.js';

const stream = 'token-t1';
const log = recordLog([
  { stream, event: { type: 'TokenIssued', data: { tokenId: 't1', name: 'App', description: null, tokenHash: 'h', encryptedToken: 'e', expiresAt: null, issuedAt: '2026-11-01T10:00:00.000Z' } } },
  { stream, event: { type: 'TokenUsed', data: { tokenId: 't1', usedAt: '2026-11-01T11:00:00.000Z' } } },
  { stream, event: { type: 'TokenDeactivated', data: { tokenId: 't1', deactivatedAt: '2026-11-01T12:00:00.000Z' } } },
]);

describe('tokens projection', () => {
  it('tracks activity and last use', async () => {
    expect((await project(tokensProjection, log)).get('t1')).toMatchObject({ isActive: false, lastUsedAt: '2026-11-01T11:00:00.000Z', createdAt: '2026-11-01T10:00:00.000Z' });
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(tokensProjection, log);
  });
});
