import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { userDecider, userIdFromEmail } from './decider.js';
import type { UserEvent, UserRegistered } from './events.js';

const spec = deciderSpec(userDecider);
const email = 'ana@inmobiliaria.co';
const userId = userIdFromEmail(email);
const now = '2025-03-01T10:00:00.000Z';
const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId,
    email,
    firstName: 'Ana',
    profileImageUrl: null,
    role: 'user',
    passwordHash: hash,
    registeredAt: '2025-01-01T00:00:00.000Z',
  },
};
const signedIn = (sessionHash: string, signedInAt: string, expiresAt: string): UserEvent => ({
  type: 'UserSignedIn',
  data: { userId, sessionHash, expiresAt, signedInAt },
});

describe('userIdFromEmail', () => {
  it('is 24 hex characters and ignores case and surrounding spaces', () => {
    expect(userId).toMatch(/^[0-9a-f]{24}$/);
    expect(userIdFromEmail('  ANA@Inmobiliaria.co ')).toBe(userId);
    expect(userIdFromEmail('otra@inmobiliaria.co')).not.toBe(userId);
  });
});

describe('RegisterUser', () => {
  const register = {
    userId,
    email: ' Ana@Inmobiliaria.co',
    firstName: 'Ana',
    profileImageUrl: null,
    role: 'user' as const,
    passwordHash: hash,
    now,
  };

  it('registers with the normalised e-mail', () => {
    spec
      .given([])
      .when({ type: 'RegisterUser', data: register })
      .then([{ type: 'UserRegistered', data: { ...registered.data, registeredAt: now } }]);
  });

  it('refuses an e-mail that already has an account', () => {
    spec
      .given([registered])
      .when({ type: 'RegisterUser', data: register })
      .thenThrows('conflict', 'Ya existe una cuenta con ese correo');
  });

  it('validates the e-mail and that the id comes from it', () => {
    const error = spec
      .given([])
      .when({ type: 'RegisterUser', data: { ...register, email: 'ana' } })
      .thenThrows('validation');
    expect(error.errors).toEqual([
      { path: 'email', message: 'Debe ser un email válido' },
      { path: 'userId', message: 'El identificador no corresponde al correo' },
    ]);
  });
});

describe('ChangeUserRole and ChangePassword', () => {
  it('changes the role, and records nothing for the same role', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'admin', now } })
      .then([{ type: 'UserRoleChanged', data: { userId, role: 'admin', changedAt: now } }]);
    spec
      .given([registered])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'user', now } })
      .then([]);
  });

  it('changes the password hash', () => {
    spec
      .given([registered])
      .when({ type: 'ChangePassword', data: { userId, passwordHash: `${hash}2`, now } })
      .then([{ type: 'PasswordChanged', data: { userId, passwordHash: `${hash}2`, changedAt: now } }]);
  });

  it('needs a registered user', () => {
    spec
      .given([])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'admin', now } })
      .thenThrows('not_found', 'Usuario no encontrado');
    spec
      .given([])
      .when({ type: 'ChangePassword', data: { userId, passwordHash: hash, now } })
      .thenThrows('not_found', 'Usuario no encontrado');
  });
});

describe('sessions recorded in the user stream before they got their own', () => {
  const signedOut: UserEvent = { type: 'UserSignedOut', data: { userId, sessionHash: 's1', signedOutAt: now } };

  it('are read without changing what the user decides', () => {
    const legacy = [registered, signedIn('s1', '2025-01-01T00:00:00.000Z', '2025-01-08T00:00:00.000Z'), signedOut];
    spec
      .given(legacy)
      .when({ type: 'ChangeUserRole', data: { userId, role: 'admin', now } })
      .then([{ type: 'UserRoleChanged', data: { userId, role: 'admin', changedAt: now } }]);
    const state = legacy.reduce(userDecider.evolve, userDecider.initialState());
    expect(state).toEqual([registered].reduce(userDecider.evolve, userDecider.initialState()));
  });
});
