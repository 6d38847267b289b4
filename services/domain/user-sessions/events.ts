import type { DomainEvent } from '../shared/decider.js';

/**
 * Sign-ins and sign-outs are recorded apart from `user-{id}`: user commands read their whole stream, and a
 * session is opened at every sign-in. Streams written before the split hold these events in `user-{id}`.
 */
export const userSessionsStream = (userId: string) => `userSessions-${userId}`;

/** The session id is stored only as a SHA-256 hash. */
export type UserSignedIn = DomainEvent<
  'UserSignedIn',
  { userId: string; sessionHash: string; expiresAt: string; signedInAt: string }
>;
export type UserSignedOut = DomainEvent<'UserSignedOut', { userId: string; sessionHash: string; signedOutAt: string }>;

export type UserSessionsEvent = UserSignedIn | UserSignedOut;
