import type { Command } from '../shared/decider.js';
import type { TokenIssued } from './events.js';

/**
 * Who manages tokens: an admin's session, or a token an admin gave that right. Such a token's expiry
 * bounds what it may create or reveal, so that it can never hand itself a longer-lived credential.
 */
export type TokenManager = { kind: 'admin' } | { kind: 'token'; tokenId: string; expiresAt: string | null };

/** The caller hashes and encrypts the plain token; it never reaches the domain. `expiresAt`: ISO-8601 or null. */
export type IssueToken = Command<
  'IssueToken',
  Omit<TokenIssued['data'], 'issuedAt'> & {
    issuer: TokenManager;
    now: string;
  }
>;
/** Only an admin's session re-activates: an admin may have switched a leaked token off on purpose. */
export type ActivateToken = Command<'ActivateToken', { tokenId: string; manager: TokenManager; now: string }>;
export type DeactivateToken = Command<'DeactivateToken', { tokenId: string; manager: TokenManager; now: string }>;
export type RevealToken = Command<'RevealToken', { tokenId: string; revealer: TokenManager; now: string }>;
export type DeleteToken = Command<'DeleteToken', { tokenId: string; manager: TokenManager; now: string }>;

export type TokenCommand = IssueToken | ActivateToken | DeactivateToken | RevealToken | DeleteToken;
