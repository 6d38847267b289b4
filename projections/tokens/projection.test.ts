import { eventSchemas } from '../../services/command-handling/event-schemas.js';
import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { tokensProjection } from './projection.js';

const stream = 'token-t1';
const issued = {
  type: 'TokenIssued',
  data: {
    tokenId: 't1',
    name: 'App',
    description: null,
    tokenHash: 'h',
    encryptedToken: 'e',
    expiresAt: null,
    canManageTokens: true,
    issuedAt: '2026-11-01T10:00:00.000Z',
  },
};
const log = recordLog([
  { stream, event: issued },
  {
    stream: 'tokenUsage-t1',
    event: { type: 'TokenUsed', data: { tokenId: 't1', usedAt: '2026-11-01T11:00:00.000Z' } },
  },
  { stream, event: { type: 'TokenDeactivated', data: { tokenId: 't1', deactivatedAt: '2026-11-01T12:00:00.000Z' } } },
  { stream, event: { type: 'TokenRevealed', data: { tokenId: 't1', revealedAt: '2026-11-01T12:30:00.000Z' } } },
]);

describe('tokens projection', () => {
  it('tracks activity, the right to manage tokens and last use from the usage stream', async () => {
    expect((await project(tokensProjection, log)).get('t1')).toMatchObject({
      isActive: false,
      canManageTokens: true,
      lastUsedAt: '2026-11-01T11:00:00.000Z',
      createdAt: '2026-11-01T10:00:00.000Z',
    });
  });

  it('still reads logs written before use had its own stream, and before the right to manage tokens existed', async () => {
    const { canManageTokens: _, ...before } = issued.data;
    // As every reader gets them: a v1 TokenIssued is upcast to v2.
    const legacy = recordLog([
      { stream, event: { type: 'TokenIssued', data: before } },
      { stream, event: { type: 'TokenUsed', data: { tokenId: 't1', usedAt: '2026-11-01T11:00:00.000Z' } } },
    ]).map((event) => eventSchemas.upcast(event));
    expect((await project(tokensProjection, legacy)).get('t1')).toMatchObject({
      canManageTokens: false,
      lastUsedAt: '2026-11-01T11:00:00.000Z',
    });
  });

  it('does not bring back a deleted token for a use recorded after the deletion', async () => {
    const afterDeletion = recordLog([
      { stream, event: issued },
      { stream, event: { type: 'TokenDeleted', data: { tokenId: 't1', deletedAt: '2026-11-01T11:00:00.000Z' } } },
      {
        stream: 'tokenUsage-t1',
        event: { type: 'TokenUsed', data: { tokenId: 't1', usedAt: '2026-11-01T11:00:01.000Z' } },
      },
    ]);
    expect((await project(tokensProjection, afterDeletion)).has('t1')).toBe(false);
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(tokensProjection, log);
  });
});
