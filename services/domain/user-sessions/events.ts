import type { DomainEvent } from '../shared/decider.js';

/**
 * Sign-ins and sign-outs are recorded apart from `user-{id}`: user commands read their whole stream, and a
 * session is opened at every sign-in. Streams written before the split hold these events in `user-{id}`.
 */
export const userSessionsStream = (userId: string) => `userSessions-${userId}`;

/**
 * The session id is stored only as a SHA-256 hash. `credentialsVersion`: the account's credentials the password was
 * checked against (`UserDocument.credentialsVersion`, null before any change): the session ends with them, even when
 * a change lands between the check and this event. Absent from sign-ins recorded before it existed, which end by
 * time (`sessionStillValid`).
 */
export type UserSignedIn = DomainEvent<
  'UserSignedIn',
  { userId: string; sessionHash: string; expiresAt: string; signedInAt: string; credentialsVersion?: string | null }
>;
export type UserSignedOut = DomainEvent<'UserSignedOut', { userId: string; sessionHash: string; signedOutAt: string }>;

export type UserSessionsEvent = UserSignedIn | UserSignedOut;
