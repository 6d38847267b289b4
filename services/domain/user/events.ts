import type { DomainEvent } from '../shared/decider.js';
import type { UserSessionsEvent } from '../user-sessions/events.js';

export const USER_ROLES = ['admin', 'user'] as const;
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
  }
>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; role: UserRole; changedAt: string }>;
export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  { userId: string; passwordHash: string; changedAt: string }
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
  UserRegistered | UserRoleChanged | PasswordChanged | UserDeactivated | UserReactivated | UserSessionsEvent;
