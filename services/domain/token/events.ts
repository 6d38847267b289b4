import type { DomainEvent } from '../shared/decider.js';
import type { TokenUsed } from '../token-usage/events.js';

export const tokenStream = (tokenId: string) => `token-${tokenId}`;

/** The plain token never enters the log: a SHA-256 hash for lookup and an AES-GCM copy an admin can reveal. */
export type TokenIssued = DomainEvent<
  'TokenIssued',
  {
    tokenId: string;
    name: string;
    description: string | null;
    tokenHash: string;
    encryptedToken: string;
    expiresAt: string | null;
    /** v2: may list, create, reveal, change and delete tokens (v1 events are upcast to false: services/command-handling/event-schemas.ts). */
    canManageTokens: boolean;
    issuedAt: string;
  }
>;
export type TokenActivated = DomainEvent<'TokenActivated', { tokenId: string; activatedAt: string }>;
export type TokenDeactivated = DomainEvent<'TokenDeactivated', { tokenId: string; deactivatedAt: string }>;
/** Someone saw the secret; who is the event's `actor`, so the audit history shows it. */
export type TokenRevealed = DomainEvent<'TokenRevealed', { tokenId: string; revealedAt: string }>;
export type TokenDeleted = DomainEvent<'TokenDeleted', { tokenId: string; deletedAt: string }>;

/**
 * `TokenUsed` is here only because streams written before use moved to `tokenUsage-{id}` still hold it;
 * it changes nothing the token decides.
 */
export type TokenEvent = TokenIssued | TokenActivated | TokenDeactivated | TokenRevealed | TokenDeleted | TokenUsed;
