import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { sessionStillValid, usersProjection, type UserDocument } from './projection.js';

const stream = 'user-u1';
const events = [
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
];
const log = recordLog(events);

const session = (signedInAt: string, id = 's1') => ({ id, signedInAt });

/** Ana's account (log above) after these events of her stream. */
const after = async (...more: Array<{ type: string; data: Record<string, unknown> }>) =>
  (await project(usersProjection, recordLog([...events, ...more.map((event) => ({ stream, event }))]))).get(
    'u1',
  ) as UserDocument;

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
    expect(sessionStillValid(inactive, session('2026-11-05T11:00:00.000Z'))).toBe(false);
    const reactivated = (await project(usersProjection, log)).get('u1') as UserDocument;
    expect(reactivated.active).toBe(true);
    expect(sessionStillValid(reactivated, session('2026-11-04T10:00:00.000Z'))).toBe(false);
    expect(sessionStillValid(reactivated, session('2026-11-06T11:00:00.000Z'))).toBe(true);
  });

  it('takes a document projected before deactivation existed as active', () => {
    const legacy = { id: 'u1', email: 'a@b.co', role: 'user', createdAt: '2026-11-01T10:00:00.000Z' } as UserDocument;
    expect(sessionStillValid(legacy, session('2026-11-02T10:00:00.000Z'))).toBe(true);
  });

  it('starts without a number and without a password to change, and keeps both as registered', async () => {
    expect((await project(usersProjection, log)).get('u1')).toMatchObject({ phone: null, mustChangePassword: false });
    const demo = await project(
      usersProjection,
      recordLog([
        {
          stream: 'user-u2',
          event: {
            type: 'UserRegistered',
            data: {
              userId: 'u2',
              email: 'admin@portal.local',
              firstName: null,
              profileImageUrl: null,
              role: 'admin',
              passwordHash: 'h',
              registeredAt: '2026-11-01T10:00:00.000Z',
              phone: '3001234567',
              mustChangePassword: true,
            },
          },
        },
      ]),
    );
    expect(demo.get('u2')).toMatchObject({ phone: '3001234567', mustChangePassword: true });
  });

  it('changes the name and number', async () => {
    const doc = await after({
      type: 'UserProfileChanged',
      data: { userId: 'u1', firstName: 'Ana María', phone: '3001234567', changedAt: '2026-11-07T10:00:00.000Z' },
    });
    expect(doc).toMatchObject({ firstName: 'Ana María', phone: '3001234567' });
  });

  it('ends a session opened under earlier credentials, even one recorded after the change: a version, not a time', async () => {
    const before = await after();
    const version = before.credentialsVersion ?? null;
    const signedUnder = (credentialsVersion: string | null, id = 's1') => ({
      id,
      signedInAt: '2026-11-30T10:00:00.000Z',
      credentialsVersion,
    });
    expect(sessionStillValid(before, signedUnder(version))).toBe(true);
    for (const change of [
      {
        type: 'PasswordReset',
        data: { userId: 'u1', passwordHash: 'h3', resetBy: 'u0', resetAt: '2026-11-07T10:00:00.000Z' },
      },
      { type: 'UserRoleChanged', data: { userId: 'u1', role: 'asesor', changedAt: '2026-11-07T10:00:00.000Z' } },
      {
        type: 'UserDeactivated',
        data: { userId: 'u1', deactivatedBy: 'u0', deactivatedAt: '2026-11-07T10:00:00.000Z' },
      },
      {
        type: 'PasswordChanged',
        data: { userId: 'u1', passwordHash: 'h3', changedAt: '2026-11-07T10:00:00.000Z', keptSessionHash: 's0' },
      },
    ]) {
      const changed = await after(change, {
        type: 'UserReactivated',
        data: { userId: 'u1', reactivatedBy: 'u0', reactivatedAt: '2026-11-08T10:00:00.000Z' },
      });
      expect(changed.credentialsVersion, change.type).not.toBe(version);
      expect(sessionStillValid(changed, signedUnder(version)), change.type).toBe(false);
      expect(sessionStillValid(changed, signedUnder(changed.credentialsVersion ?? null)), change.type).toBe(true);
      const kept = change.type === 'PasswordChanged';
      expect(sessionStillValid(changed, signedUnder(version, 's0')), change.type).toBe(kept);
    }
  });

  it('after a reset, asks for a new password and ends every session opened before it', async () => {
    const doc = await after({
      type: 'PasswordReset',
      data: { userId: 'u1', passwordHash: 'h3', resetBy: 'u0', resetAt: '2026-11-07T10:00:00.000Z' },
    });
    expect(doc).toMatchObject({ passwordHash: 'h3', mustChangePassword: true });
    expect(sessionStillValid(doc, session('2026-11-06T11:00:00.000Z'))).toBe(false);
    expect(sessionStillValid(doc, session('2026-11-07T11:00:00.000Z'))).toBe(true);
  });

  it("after the person's own change, ends the other sessions opened before it but keeps theirs", async () => {
    const reset = {
      type: 'PasswordReset',
      data: { userId: 'u1', passwordHash: 'h3', resetBy: 'u0', resetAt: '2026-11-07T10:00:00.000Z' },
    };
    const changed = {
      type: 'PasswordChanged',
      data: { userId: 'u1', passwordHash: 'h4', changedAt: '2026-11-08T10:00:00.000Z', keptSessionHash: 'mine' },
    };
    const doc = await after(reset, changed);
    expect(doc).toMatchObject({ passwordHash: 'h4', mustChangePassword: false });
    expect(sessionStillValid(doc, session('2026-11-07T11:00:00.000Z', 'mine'))).toBe(true);
    expect(sessionStillValid(doc, session('2026-11-07T11:00:00.000Z', 'other'))).toBe(false);
    expect(sessionStillValid(doc, session('2026-11-08T11:00:00.000Z', 'later'))).toBe(true);
  });

  it('reads a password change recorded before changes ended sessions as ending none', async () => {
    // The log's own PasswordChanged (2026-11-03) has no keptSessionHash; the session began after the role change.
    const doc = (await project(usersProjection, log.slice(0, 3))).get('u1') as UserDocument;
    expect(sessionStillValid(doc, session('2026-11-02T11:00:00.000Z'))).toBe(true);
  });

  const resetRequested = {
    type: 'PasswordResetRequested',
    data: {
      userId: 'u1',
      requestId: 'r1',
      requestedAt: '2026-11-07T10:00:00.000Z',
      expiresAt: '2026-11-07T11:00:00.000Z',
    },
  };
  const resetCompleted = {
    type: 'PasswordResetCompleted',
    data: { userId: 'u1', requestId: 'r1', passwordHash: 'h5', completedAt: '2026-11-07T10:20:00.000Z' },
  };

  it('keeps the latest reset request open until its link sets a password, which ends every session', async () => {
    expect(await after(resetRequested)).toMatchObject({
      pendingPasswordReset: { requestId: 'r1', expiresAt: '2026-11-07T11:00:00.000Z' },
    });
    const adminReset = {
      type: 'PasswordReset',
      data: { userId: 'u1', passwordHash: 'h3', resetBy: 'u0', resetAt: '2026-11-07T09:00:00.000Z' },
    };
    const doc = await after(adminReset, resetRequested, resetCompleted);
    // The person chose it: the one-time password's obligation is gone with it.
    expect(doc).toMatchObject({ passwordHash: 'h5', mustChangePassword: false, pendingPasswordReset: null });
    expect(sessionStillValid(doc, session('2026-11-07T10:10:00.000Z', 'any'))).toBe(false);
    expect(sessionStillValid(doc, session('2026-11-07T10:21:00.000Z'))).toBe(true);
  });

  it('closes a reset request at any other new password and at a deactivation', async () => {
    const changed = {
      type: 'PasswordChanged',
      data: { userId: 'u1', passwordHash: 'h4', changedAt: '2026-11-07T10:05:00.000Z', keptSessionHash: 'mine' },
    };
    const deactivated = {
      type: 'UserDeactivated',
      data: { userId: 'u1', deactivatedBy: 'u0', deactivatedAt: '2026-11-07T10:05:00.000Z' },
    };
    expect((await after(resetRequested, changed)).pendingPasswordReset).toBeNull();
    expect((await after(resetRequested, deactivated)).pendingPasswordReset).toBeNull();
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(usersProjection, log);
    await expectHandledTwiceChangesNothing(
      usersProjection,
      recordLog([...events, ...[resetRequested, resetCompleted].map((event) => ({ stream, event }))]),
    );
  });
});
