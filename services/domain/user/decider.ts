import { createHash } from 'node:crypto';
import type { Decider } from '../shared/decider.js';
import { conflict, notFound } from '../shared/errors.js';
import { INVALID_EMAIL } from '../shared/messages.js';
import { unreachable } from '../shared/unreachable.js';
import { FieldChecks, isBlank, isEmail, isOneOf } from '../shared/validation.js';
import type { UserCommand } from './commands.js';
import { USER_ROLES, type UserEvent, type UserRole } from './events.js';

export type UserState =
  | { status: 'empty' }
  | {
      status: 'registered';
      userId: string;
      email: string;
      firstName: string | null;
      profileImageUrl: string | null;
      role: UserRole;
      passwordHash: string;
    };

const USER_NOT_FOUND = 'Usuario no encontrado';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Deterministic, so the e-mail picks the stream and the store's no_stream check keeps e-mails unique. */
export const userIdFromEmail = (email: string) =>
  createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 24);

function decide(command: UserCommand, state: UserState): UserEvent[] {
  const { userId, now } = command.data;
  if (command.type === 'RegisterUser') {
    if (state.status !== 'empty') throw conflict('Ya existe una cuenta con ese correo');
    const { email, firstName, profileImageUrl, role, passwordHash } = command.data;
    new FieldChecks()
      .check(isEmail(email), 'email', INVALID_EMAIL)
      .check(userId === userIdFromEmail(email), 'userId', 'El identificador no corresponde al correo')
      .check(isOneOf(USER_ROLES, role), 'role', 'Rol inválido')
      .check(!isBlank(passwordHash), 'passwordHash', 'La contraseña es requerida')
      .throwIfInvalid();
    return [
      {
        type: 'UserRegistered',
        data: {
          userId,
          email: normalizeEmail(email),
          firstName,
          profileImageUrl,
          role,
          passwordHash,
          registeredAt: now,
        },
      },
    ];
  }
  if (state.status !== 'registered') throw notFound(USER_NOT_FOUND);
  switch (command.type) {
    case 'ChangeUserRole': {
      const { role } = command.data;
      new FieldChecks().check(isOneOf(USER_ROLES, role), 'role', 'Rol inválido').throwIfInvalid();
      return role === state.role ? [] : [{ type: 'UserRoleChanged', data: { userId, role, changedAt: now } }];
    }
    case 'ChangePassword': {
      const { passwordHash } = command.data;
      new FieldChecks().check(!isBlank(passwordHash), 'passwordHash', 'La contraseña es requerida').throwIfInvalid();
      return passwordHash === state.passwordHash
        ? []
        : [{ type: 'PasswordChanged', data: { userId, passwordHash, changedAt: now } }];
    }
    default:
      return unreachable(command);
  }
}

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, email, firstName, profileImageUrl, role, passwordHash } = event.data;
      return { status: 'registered', userId, email, firstName, profileImageUrl, role, passwordHash };
    }
    case 'UserRoleChanged':
      return state.status === 'registered' ? { ...state, role: event.data.role } : state;
    case 'PasswordChanged':
      return state.status === 'registered' ? { ...state, passwordHash: event.data.passwordHash } : state;
    // Only in streams written before sessions got their own (see events.ts).
    case 'UserSignedIn':
    case 'UserSignedOut':
      return state;
    default:
      return unreachable(event);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'empty' }),
};
