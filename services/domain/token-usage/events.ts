import type { DomainEvent } from '../shared/decider.js';

/**
 * Use is recorded apart from `token-{id}`: token commands read their whole stream, so a fact that arrives
 * with every request would make each activation or deletion slower than the last. (Camel case, as
 * `propertyViews-`, so the category before the first hyphen is not `token`.)
 */
export const tokenUsageStream = (tokenId: string) => `tokenUsage-${tokenId}`;

/** At most once a minute per token (the API throttles it); streams written before the split hold it in `token-{id}`. */
export type TokenUsed = DomainEvent<'TokenUsed', { tokenId: string; usedAt: string }>;
export type TokenUsageEvent = TokenUsed;
