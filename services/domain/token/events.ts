import type { DomainEvent } from '../shared/decider.js';

export const tokenStream = (tokenId: string) => `token-${tokenId}`;

/** The plain token never enters the log: a SHA-256 hash for lookup and an AES-GCM copy an admin can reveal. */
export type TokenIssued = DomainEvent<'TokenIssued', {
  tokenId: string;
  name: string;
  description: string | null;
  tokenHash: string;
  encryptedToken: string;
  expiresAt: string | null;
  issuedAt: string;
}>;
export type TokenActivated = DomainEvent<'TokenActivated', { tokenId: string; activatedAt: string }>;
export type TokenDeactivated = DomainEvent<'TokenDeactivated', { tokenId: string; deactivatedAt: string }>;
/** Recorded at most once a minute per token. */
export type TokenUsed = DomainEvent<'TokenUsed', { tokenId: string; usedAt: string }>;
export type TokenDeleted = DomainEvent<'TokenDeleted', { tokenId: string; deletedAt: string }>;

export type TokenEvent = TokenIssued | TokenActivated | TokenDeactivated | TokenUsed | TokenDeleted;
export const TOKEN_EVENT_TYPES = ['TokenIssued', 'TokenActivated', 'TokenDeactivated', 'TokenUsed', 'TokenDeleted'] as const;
