import { createHash } from 'node:crypto';
import type { Decider } from '../shared/decider.js';
import { conflict, DomainError, gone, notFound } from '../shared/errors.js';
import { INVALID_EMAIL, PHONE_CHARACTERS } from '../shared/messages.js';
import { unreachable } from '../shared/unreachable.js';
import { hasOnlyPhoneCharacters, hasPhoneDigits } from '../shared/phone-digits.js';
import { FieldChecks, isBlank, isEmail, isOneOf } from '../shared/validation.js';
import type { UserCommand } from './commands.js';
import { USER_ROLES, type UserEvent, type UserRole } from './events.js';
import {
  ALREADY_ACTIVE,
  ALREADY_CHOSE_PASSWORD,
  ALREADY_INACTIVE,
  CANNOT_DEACTIVATE_SELF,
  CANNOT_DEMOTE_SELF,
  CANNOT_RESET_OWN_PASSWORD,
  EMAIL_TAKEN,
  INVALID_ROLE,
  INVITATION_ACCOUNT_INACTIVE,
  LAST_ADMIN_DEACTIVATION,
  LAST_ADMIN_DEMOTION,
  PASSWORD_REQUIRED,
  PHONE_TOO_SHORT,
  RESET_ACCOUNT_INACTIVE,
  RESET_LINK_EXPIRED,
  RESET_REQUEST_MISMATCH,
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
      phone: string | null;
      /** A deactivated user cannot sign in, and sessions opened before the deactivation stay closed. */
      active: boolean;
      /** The one reset link that may still set a password: the latest request, until used or the password changes. */
      pendingReset: { requestId: string; expiresAt: string } | null;
      /** Invited and no password set since: only then is an invitation sent again. */
      invitationPending: boolean;
    };

/** How long a mailed reset link opens. */
const PASSWORD_RESET_VALIDITY_MS = 60 * 60_000;
/** How long an invitation's link opens: a week, to come across the mail after a weekend or a trip. */
const INVITATION_VALIDITY_MS = 7 * 24 * 60 * 60_000;

const invited = (userId: string, requestId: string, invitedBy: string | null, now: string): UserEvent => {
  const expiresAt = new Date(Date.parse(now) + INVITATION_VALIDITY_MS).toISOString();
  return { type: 'UserInvited', data: { userId, requestId, invitedBy, invitedAt: now, expiresAt } };
};

/**
 * A reset request's id: the account's id and an unguessable part (`random`, e.g. 32 hex characters), so that the
 * mailed link leads to its account's stream without a lookup.
 */
export const passwordResetRequestId = (userId: string, random: string) => `${userId}-${random}`;
/** The account a reset request id names (see `passwordResetRequestId`), or null for what is not one. */
export const userIdOfResetRequest = (requestId: string): string | null =>
  /^([0-9a-f]{24})-[\w-]{16,64}$/.exec(requestId)?.[1] ?? null;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Deterministic, so the e-mail picks the stream and the store's no_stream check keeps e-mails unique. */
export const userIdFromEmail = (email: string) =>
  createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 24);

function decide(command: UserCommand, state: UserState): UserEvent[] {
  const { userId, now } = command.data;
  if (command.type === 'RegisterUser') {
    if (state.status !== 'empty') throw conflict(EMAIL_TAKEN);
    const { email, firstName, profileImageUrl, role, passwordHash, phone = null, mustChangePassword } = command.data;
    const { invitation } = command.data;
    const checks = new FieldChecks()
      .check(isEmail(email), 'email', INVALID_EMAIL)
      .check(userId === userIdFromEmail(email), 'userId', 'El identificador no corresponde al correo')
      .check(isOneOf(USER_ROLES, role), 'role', INVALID_ROLE)
      .check(!isBlank(passwordHash), 'passwordHash', PASSWORD_REQUIRED)
      .check(
        !invitation || userIdOfResetRequest(invitation.requestId) === userId,
        'invitation',
        RESET_REQUEST_MISMATCH,
      );
    checkPhone(checks, phone).throwIfInvalid();
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
          phone,
          // Recorded only when it is so: the accounts of before keep their shape.
          ...(mustChangePassword ? { mustChangePassword } : {}),
        },
      },
      ...(invitation ? [invited(userId, invitation.requestId, invitation.invitedBy, now)] : []),
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
      const { passwordHash, keptSessionHash } = command.data;
      new FieldChecks().check(!isBlank(passwordHash), 'passwordHash', PASSWORD_REQUIRED).throwIfInvalid();
      return passwordHash === state.passwordHash
        ? []
        : [{ type: 'PasswordChanged', data: { userId, passwordHash, changedAt: now, keptSessionHash } }];
    }
    case 'ResetPassword': {
      const { passwordHash, by } = command.data;
      // One's own password is changed knowing the current one, never replaced by a one-time password.
      if (by === userId) throw new DomainError('forbidden', CANNOT_RESET_OWN_PASSWORD);
      new FieldChecks().check(!isBlank(passwordHash), 'passwordHash', PASSWORD_REQUIRED).throwIfInvalid();
      return [{ type: 'PasswordReset', data: { userId, passwordHash, resetBy: by, resetAt: now } }];
    }
    case 'RequestPasswordReset': {
      const { requestId } = command.data;
      if (!state.active) throw new DomainError('forbidden', RESET_ACCOUNT_INACTIVE);
      if (userIdOfResetRequest(requestId) !== userId) throw new DomainError('validation', RESET_REQUEST_MISMATCH);
      const expiresAt = new Date(Date.parse(now) + PASSWORD_RESET_VALIDITY_MS).toISOString();
      return [{ type: 'PasswordResetRequested', data: { userId, requestId, requestedAt: now, expiresAt } }];
    }
    case 'InviteUser': {
      const { requestId, by } = command.data;
      if (!state.active) throw new DomainError('forbidden', INVITATION_ACCOUNT_INACTIVE);
      if (!state.invitationPending) throw conflict(ALREADY_CHOSE_PASSWORD);
      if (userIdOfResetRequest(requestId) !== userId) throw new DomainError('validation', RESET_REQUEST_MISMATCH);
      return [invited(userId, requestId, by, now)];
    }
    case 'CompletePasswordReset': {
      const { requestId, passwordHash } = command.data;
      // Used, superseded by a newer request or a password change, expired, or of a deactivated account: all alike.
      const pending = state.pendingReset;
      if (!state.active || pending?.requestId !== requestId || Date.parse(now) >= Date.parse(pending.expiresAt)) {
        throw gone(RESET_LINK_EXPIRED);
      }
      new FieldChecks().check(!isBlank(passwordHash), 'passwordHash', PASSWORD_REQUIRED).throwIfInvalid();
      return [{ type: 'PasswordResetCompleted', data: { userId, requestId, passwordHash, completedAt: now } }];
    }
    case 'ChangeUserProfile': {
      const { firstName, phone } = command.data;
      checkPhone(new FieldChecks(), phone).throwIfInvalid();
      return firstName === state.firstName && phone === state.phone
        ? []
        : [{ type: 'UserProfileChanged', data: { userId, firstName, phone, changedAt: now } }];
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

/** An agent's WhatsApp number, when there is one: ten digits or more, as the contact configuration's. */
const checkPhone = (checks: FieldChecks, phone: string | null) =>
  phone === null
    ? checks
    : checks
        .check(hasPhoneDigits(phone), 'phone', PHONE_TOO_SHORT)
        .check(hasOnlyPhoneCharacters(phone), 'phone', PHONE_CHARACTERS);

/** Nobody could sign in to manage the site, nor give the role back, once the last active admin is gone. */
const isLastActiveAdmin = (state: Extract<UserState, { status: 'registered' }>, activeAdmins: number) =>
  state.role === 'admin' && state.active && activeAdmins <= 1;

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, email, firstName, profileImageUrl, role, passwordHash, phone = null } = event.data;
      return {
        status: 'registered',
        userId,
        email,
        firstName,
        profileImageUrl,
        role,
        passwordHash,
        phone,
        active: true,
        pendingReset: null,
        invitationPending: false,
      };
    }
    case 'UserRoleChanged':
      return state.status === 'registered' ? { ...state, role: event.data.role } : state;
    // Any new password, however set, closes the reset link still open: it was asked for the password before.
    case 'PasswordChanged':
    case 'PasswordReset':
    case 'PasswordResetCompleted':
      return state.status === 'registered'
        ? { ...state, passwordHash: event.data.passwordHash, pendingReset: null, invitationPending: false }
        : state;
    // The newest request supersedes any before it.
    case 'PasswordResetRequested': {
      const { requestId, expiresAt } = event.data;
      return state.status === 'registered' ? { ...state, pendingReset: { requestId, expiresAt } } : state;
    }
    case 'UserInvited': {
      const { requestId, expiresAt } = event.data;
      return state.status === 'registered'
        ? { ...state, pendingReset: { requestId, expiresAt }, invitationPending: true }
        : state;
    }
    case 'UserProfileChanged': {
      const { firstName, phone } = event.data;
      return state.status === 'registered' ? { ...state, firstName, phone } : state;
    }
    case 'UserDeactivated':
      return state.status === 'registered' ? { ...state, active: false, pendingReset: null } : state;
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
