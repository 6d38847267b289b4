import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { sessionsProjection } from './projection.js';

const stream = 'user-u1';
const log = recordLog([
  { stream, event: { type: 'UserRegistered', data: { userId: 'u1', email: 'a@b.co', firstName: null, profileImageUrl: null, role: 'admin', passwordHash: 'x', registeredAt: '2026-11-01T10:00:00.000Z' } } },
  { stream, event: { type: 'UserSignedIn', data: { userId: 'u1', sessionHash: 's1', expiresAt: '2026-11-08T10:00:00.000Z', signedInAt: '2026-11-01T10:00:00.000Z' } } },
  { stream, event: { type: 'UserSignedIn', data: { userId: 'u1', sessionHash: 's2', expiresAt: '2026-11-08T11:00:00.000Z', signedInAt: '2026-11-01T11:00:00.000Z' } } },
  { stream, event: { type: 'UserSignedOut', data: { userId: 'u1', sessionHash: 's1', signedOutAt: '2026-11-01T12:00:00.000Z' } } },
]);

describe('sessions projection', () => {
  it('keeps only open sessions, keyed by their hash', async () => {
    const sessions = await project(sessionsProjection, log);
    expect([...sessions.keys()]).toEqual(['s2']);
    expect(sessions.get('s2')).toMatchObject({ userId: 'u1', expiresAt: '2026-11-08T11:00:00.000Z' });
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(sessionsProjection, log);
  });
});
