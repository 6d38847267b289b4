import type { DomainEvent } from '../shared/decider.js';
import type { UserSessionsEvent } from '../user-sessions/events.js';

/**
 * `admin` manages the whole site; `asesor` (an agent) enters the panel to work listings, their photos and the leads;
 * `user` is an account without panel access.
 */
export const USER_ROLES = ['admin', 'asesor', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The user id is derived from the normalised e-mail, so one e-mail can only ever register once. */
export const userStream = (userId: string) => `user-${userId}`;

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    firstName: string | null;
    profileImageUrl: string | null;
    role: UserRole;
    /** argon2id PHC string. */
    passwordHash: string;
    registeredAt: string;
    /** The agent's WhatsApp number, as typed; absent from accounts registered before it existed. */
    phone?: string | null;
    /** The password was given to the person (the demo admin's): they choose their own at their first sign-in. */
    mustChangePassword?: boolean;
  }
>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; role: UserRole; changedAt: string }>;
/**
 * The person's own new password (or an operator's at the console). It ends every session opened before it but
 * `keptSessionHash`, the one it was changed from (null: none kept); absent from events recorded before a change
 * ended sessions, which ended none.
 */
export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  { userId: string; passwordHash: string; changedAt: string; keptSessionHash?: string | null }
>;
/**
 * An admin gave the person a one-time password (only its hash here): it must be changed at the next sign-in, and
 * every session opened before it ends.
 */
export type PasswordReset = DomainEvent<
  'PasswordReset',
  { userId: string; passwordHash: string; resetBy: string | null; resetAt: string }
>;
/**
 * Someone asked, at "¿Olvidaste tu contraseña?", for a link to choose a new password: it is mailed to the account's
 * address (reactors/outbox/password-reset-mail.ts) and holds `requestId` signed, never anything stored here. It
 * opens until `expiresAt` (one hour), once, and only while it is the account's latest request.
 */
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  { userId: string; requestId: string; requestedAt: string; expiresAt: string }
>;
/**
 * An admin invited the person (at registration, or again later): the account's address is mailed a link
 * (reactors/outbox/invitation-mail.ts) to choose their own password, which no admin ever knows. It works like a
 * reset link (`requestId`, once, while the latest) but opens for a week, the time to come across the mail.
 */
export type UserInvited = DomainEvent<
  'UserInvited',
  { userId: string; requestId: string; invitedBy: string | null; invitedAt: string; expiresAt: string }
>;
/**
 * The mailed link `requestId` set a new password (only its hash here): every session opened before it ends, and a
 * one-time password an admin gave is no longer to be changed (the person chose this one).
 */
export type PasswordResetCompleted = DomainEvent<
  'PasswordResetCompleted',
  { userId: string; requestId: string; passwordHash: string; completedAt: string }
>;
/** The name and WhatsApp number the site shows for an agent's listings (null: none). */
export type UserProfileChanged = DomainEvent<
  'UserProfileChanged',
  { userId: string; firstName: string | null; phone: string | null; changedAt: string }
>;
/** `deactivatedBy` / `reactivatedBy`: the admin's user id, or null when an operator did it at the console. */
export type UserDeactivated = DomainEvent<
  'UserDeactivated',
  { userId: string; deactivatedBy: string | null; deactivatedAt: string }
>;
export type UserReactivated = DomainEvent<
  'UserReactivated',
  { userId: string; reactivatedBy: string | null; reactivatedAt: string }
>;
/**
 * Streams written before sessions moved to `userSessions-{id}` still hold sign-ins and sign-outs: they are
 * part of what this stream can contain, and change nothing the user decides.
 */
export type UserEvent =
  | UserRegistered
  | UserRoleChanged
  | PasswordChanged
  | PasswordReset
  | PasswordResetRequested
  | UserInvited
  | PasswordResetCompleted
  | UserProfileChanged
  | UserDeactivated
  | UserReactivated
  | UserSessionsEvent;
