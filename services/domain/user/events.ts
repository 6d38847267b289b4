import type { DomainEvent } from '../shared/decider.js';

export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The user id is derived from the normalised e-mail, so one e-mail can only ever register once. */
export const userStream = (userId: string) => `user-${userId}`;

export type UserRegistered = DomainEvent<'UserRegistered', {
  userId: string;
  email: string;
  firstName: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  /** argon2id PHC string. */
  passwordHash: string;
  registeredAt: string;
}>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; role: UserRole; changedAt: string }>;
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; passwordHash: string; changedAt: string }>;
/** Sessions are facts too: the session id is stored only as a SHA-256 hash. */
export type UserSignedIn = DomainEvent<'UserSignedIn', { userId: string; sessionHash: string; expiresAt: string; signedInAt: string }>;
export type UserSignedOut = DomainEvent<'UserSignedOut', { userId: string; sessionHash: string; signedOutAt: string }>;

export type UserEvent = UserRegistered | UserRoleChanged | PasswordChanged | UserSignedIn | UserSignedOut;
export const USER_EVENT_TYPES = ['UserRegistered', 'UserRoleChanged', 'PasswordChanged', 'UserSignedIn', 'UserSignedOut'] as const;
