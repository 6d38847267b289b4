import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { sessionsProjection } from './projection.js';

const signedIn = (sessionHash: string, hour: number) => ({
  type: 'UserSignedIn',
  data: {
    userId: 'u1',
    sessionHash,
    expiresAt: `2026-11-08T${hour}:00:00.000Z`,
    signedInAt: `2026-11-01T${hour}:00:00.000Z`,
  },
});
const signedOut = (sessionHash: string) => ({
  type: 'UserSignedOut',
  data: { userId: 'u1', sessionHash, signedOutAt: '2026-11-01T13:00:00.000Z' },
});
const registered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'a@b.co',
    firstName: null,
    profileImageUrl: null,
    role: 'admin',
    passwordHash: 'x',
    registeredAt: '2026-11-01T09:00:00.000Z',
  },
};

// The first two sessions were recorded in the user stream, before sessions had a stream of their own.
const log = recordLog([
  { stream: 'user-u1', event: registered },
  { stream: 'user-u1', event: signedIn('s1', 10) },
  { stream: 'user-u1', event: signedIn('s2', 11) },
  { stream: 'userSessions-u1', event: signedOut('s1') },
  { stream: 'userSessions-u1', event: signedIn('s3', 12) },
  { stream: 'userSessions-u1', event: signedIn('s4', 12) },
  { stream: 'userSessions-u1', event: signedOut('s4') },
  { stream: 'userSessions-u1', event: signedOut('s4') },
]);

describe('sessions projection', () => {
  it('keeps only open sessions, keyed by their hash, from either stream', async () => {
    const sessions = await project(sessionsProjection, log);
    expect([...sessions.keys()].sort()).toEqual(['s2', 's3']);
    expect(sessions.get('s3')).toMatchObject({ userId: 'u1', expiresAt: '2026-11-08T12:00:00.000Z' });
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(sessionsProjection, log);
  });
});
