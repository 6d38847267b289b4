import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { sessionStillValid, usersProjection, type UserDocument } from './projection.js';

const stream = 'user-u1';
const log = recordLog([
  {
    stream,
    event: {
      type: 'UserRegistered',
      data: {
        userId: 'u1',
        email: 'ana@correo.co',
        firstName: 'Ana',
        profileImageUrl: null,
        role: 'user',
        passwordHash: 'h1',
        registeredAt: '2026-11-01T10:00:00.000Z',
      },
    },
  },
  {
    stream,
    event: { type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', changedAt: '2026-11-02T10:00:00.000Z' } },
  },
  {
    stream,
    event: {
      type: 'PasswordChanged',
      data: { userId: 'u1', passwordHash: 'h2', changedAt: '2026-11-03T10:00:00.000Z' },
    },
  },
  {
    stream: 'userSessions-u1',
    event: {
      type: 'UserSignedIn',
      data: {
        userId: 'u1',
        sessionHash: 's1',
        expiresAt: '2026-11-11T10:00:00.000Z',
        signedInAt: '2026-11-04T10:00:00.000Z',
      },
    },
  },
  {
    stream,
    event: {
      type: 'UserDeactivated',
      data: { userId: 'u1', deactivatedBy: 'u0', deactivatedAt: '2026-11-05T10:00:00.000Z' },
    },
  },
  {
    stream,
    event: {
      type: 'UserReactivated',
      data: { userId: 'u1', reactivatedBy: null, reactivatedAt: '2026-11-06T10:00:00.000Z' },
    },
  },
]);

describe('users projection', () => {
  it('keeps role and password hash current', async () => {
    expect((await project(usersProjection, log)).get('u1')).toMatchObject({
      email: 'ana@correo.co',
      role: 'admin',
      passwordHash: 'h2',
      lastSignInAt: '2026-11-04T10:00:00.000Z',
    });
  });

  it('closes for good the sessions opened before a deactivation, and opens none while inactive', async () => {
    const docs = await project(usersProjection, log.slice(0, 5));
    const inactive = docs.get('u1') as UserDocument;
    expect(inactive).toMatchObject({ active: false, deactivatedAt: '2026-11-05T10:00:00.000Z' });
    expect(sessionStillValid(inactive, '2026-11-05T11:00:00.000Z')).toBe(false);
    const reactivated = (await project(usersProjection, log)).get('u1') as UserDocument;
    expect(reactivated.active).toBe(true);
    expect(sessionStillValid(reactivated, '2026-11-04T10:00:00.000Z')).toBe(false);
    expect(sessionStillValid(reactivated, '2026-11-06T11:00:00.000Z')).toBe(true);
  });

  it('takes a document projected before deactivation existed as active', () => {
    const legacy = { id: 'u1', email: 'a@b.co', role: 'user', createdAt: '2026-11-01T10:00:00.000Z' } as UserDocument;
    expect(sessionStillValid(legacy, '2026-11-02T10:00:00.000Z')).toBe(true);
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(usersProjection, log);
  });
});
