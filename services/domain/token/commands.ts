import type { Command } from '../shared/decider.js';

/** The caller hashes and encrypts the plain token; it never reaches the domain. */
export type IssueToken = Command<'IssueToken', {
  tokenId: string;
  name: string;
  description: string | null;
  tokenHash: string;
  encryptedToken: string;
  /** ISO-8601 or null for a token that never expires. */
  expiresAt: string | null;
  now: string;
}>;
export type ActivateToken = Command<'ActivateToken', { tokenId: string; now: string }>;
export type DeactivateToken = Command<'DeactivateToken', { tokenId: string; now: string }>;
export type RecordTokenUse = Command<'RecordTokenUse', { tokenId: string; now: string }>;
export type DeleteToken = Command<'DeleteToken', { tokenId: string; now: string }>;

export type TokenCommand = IssueToken | ActivateToken | DeactivateToken | RecordTokenUse | DeleteToken;
