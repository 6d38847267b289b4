import { createHash } from 'node:crypto';
import type { Decider } from '../shared/decider.js';
import { conflict, DomainError, notFound } from '../shared/errors.js';
import { INVALID_EMAIL } from '../shared/messages.js';
import { unreachable } from '../shared/unreachable.js';
import { FieldChecks, isBlank, isEmail, isOneOf } from '../shared/validation.js';
import type { UserCommand } from './commands.js';
import { USER_ROLES, type UserEvent, type UserRole } from './events.js';
import {
  ALREADY_ACTIVE,
  ALREADY_INACTIVE,
  CANNOT_DEACTIVATE_SELF,
  CANNOT_DEMOTE_SELF,
  EMAIL_TAKEN,
  INVALID_ROLE,
  LAST_ADMIN_DEACTIVATION,
  LAST_ADMIN_DEMOTION,
  USER_NOT_FOUND,
} from './messages.js';

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
      /** A deactivated user cannot sign in, and sessions opened before the deactivation stay closed. */
      active: boolean;
    };

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Deterministic, so the e-mail picks the stream and the store's no_stream check keeps e-mails unique. */
export const userIdFromEmail = (email: string) =>
  createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 24);

function decide(command: UserCommand, state: UserState): UserEvent[] {
  const { userId, now } = command.data;
  if (command.type === 'RegisterUser') {
    if (state.status !== 'empty') throw conflict(EMAIL_TAKEN);
    const { email, firstName, profileImageUrl, role, passwordHash } = command.data;
    new FieldChecks()
      .check(isEmail(email), 'email', INVALID_EMAIL)
      .check(userId === userIdFromEmail(email), 'userId', 'El identificador no corresponde al correo')
      .check(isOneOf(USER_ROLES, role), 'role', INVALID_ROLE)
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
      const { role, by, activeAdmins } = command.data;
      new FieldChecks().check(isOneOf(USER_ROLES, role), 'role', INVALID_ROLE).throwIfInvalid();
      if (role === state.role) return [];
      if (state.role === 'admin') {
        if (by === userId) throw new DomainError('forbidden', CANNOT_DEMOTE_SELF);
        if (isLastActiveAdmin(state, activeAdmins)) throw conflict(LAST_ADMIN_DEMOTION);
      }
      return [{ type: 'UserRoleChanged', data: { userId, role, changedAt: now } }];
    }
    case 'ChangePassword': {
      const { passwordHash } = command.data;
      new FieldChecks().check(!isBlank(passwordHash), 'passwordHash', 'La contraseña es requerida').throwIfInvalid();
      return passwordHash === state.passwordHash
        ? []
        : [{ type: 'PasswordChanged', data: { userId, passwordHash, changedAt: now } }];
    }
    case 'DeactivateUser': {
      const { by, activeAdmins } = command.data;
      if (!state.active) throw conflict(ALREADY_INACTIVE);
      if (by === userId) throw new DomainError('forbidden', CANNOT_DEACTIVATE_SELF);
      if (isLastActiveAdmin(state, activeAdmins)) throw conflict(LAST_ADMIN_DEACTIVATION);
      return [{ type: 'UserDeactivated', data: { userId, deactivatedBy: by, deactivatedAt: now } }];
    }
    case 'ReactivateUser':
      if (state.active) throw conflict(ALREADY_ACTIVE);
      return [{ type: 'UserReactivated', data: { userId, reactivatedBy: command.data.by, reactivatedAt: now } }];
    default:
      return unreachable(command);
  }
}

/** Nobody could sign in to manage the site, nor give the role back, once the last active admin is gone. */
const isLastActiveAdmin = (state: Extract<UserState, { status: 'registered' }>, activeAdmins: number) =>
  state.role === 'admin' && state.active && activeAdmins <= 1;

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, email, firstName, profileImageUrl, role, passwordHash } = event.data;
      return { status: 'registered', userId, email, firstName, profileImageUrl, role, passwordHash, active: true };
    }
    case 'UserRoleChanged':
      return state.status === 'registered' ? { ...state, role: event.data.role } : state;
    case 'PasswordChanged':
      return state.status === 'registered' ? { ...state, passwordHash: event.data.passwordHash } : state;
    case 'UserDeactivated':
      return state.status === 'registered' ? { ...state, active: false } : state;
    case 'UserReactivated':
      return state.status === 'registered' ? { ...state, active: true } : state;
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
