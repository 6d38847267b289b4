import type { Command } from '../shared/decider.js';
import type { TokenIssued } from './events.js';

/** The caller hashes and encrypts the plain token; it never reaches the domain. `expiresAt`: ISO-8601 or null. */
export type IssueToken = Command<'IssueToken', Omit<TokenIssued['data'], 'issuedAt'> & { now: string }>;
export type ActivateToken = Command<'ActivateToken', { tokenId: string; now: string }>;
export type DeactivateToken = Command<'DeactivateToken', { tokenId: string; now: string }>;
export type RecordTokenUse = Command<'RecordTokenUse', { tokenId: string; now: string }>;
export type DeleteToken = Command<'DeleteToken', { tokenId: string; now: string }>;

export type TokenCommand = IssueToken | ActivateToken | DeactivateToken | RecordTokenUse | DeleteToken;
