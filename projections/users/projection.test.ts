import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { usersProjection } from './projection.js';

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
]);

describe('users projection', () => {
  it('keeps role and password hash current', async () => {
    expect((await project(usersProjection, log)).get('u1')).toMatchObject({
      email: 'ana@correo.co',
      role: 'admin',
      passwordHash: 'h2',
    });
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(usersProjection, log);
  });
});
