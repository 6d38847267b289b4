import type { Command } from '../shared/decider.js';

/**
 * `sessionHash`: SHA-256 of the session id in the cookie; `expiresAt`: ISO-8601; `credentialsVersion`: that of the
 * account as read before its password was checked.
 */
export type SignIn = Command<
  'SignIn',
  { userId: string; sessionHash: string; expiresAt: string; credentialsVersion: string | null; now: string }
>;
export type SignOut = Command<'SignOut', { userId: string; sessionHash: string; now: string }>;

export type UserSessionsCommand = SignIn | SignOut;
