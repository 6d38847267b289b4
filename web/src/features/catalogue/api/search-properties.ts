import { AiSearchAnswer } from '../../../lib/api-contract';
import { HttpError, postJson } from '../../../lib/fetch-json';
import type { AiSearchResult } from '../stores/filter-state';

/**
 * POST /api/properties/search. SPEC §8: a non-OK answer is only logged as `Search failed: {status text}`,
 * so this resolves to null instead of throwing; the visitor sees no message.
 */
export async function searchProperties(query: string): Promise<AiSearchResult | null> {
  try {
    return await postJson('/api/properties/search', { query }, AiSearchAnswer);
  } catch (error) {
    console.error(`Search failed: ${error instanceof HttpError ? error.statusText : error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
