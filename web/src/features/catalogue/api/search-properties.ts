import { AiSearchAnswer } from '../../../lib/api-contract';
import type { AiSearchResult } from '../stores/filter-state';

/**
 * POST /api/properties/search. SPEC §8: a non-OK answer is only logged as `Search failed: {status text}`,
 * so this resolves to null instead of throwing; the visitor sees no message.
 */
export async function searchProperties(query: string): Promise<AiSearchResult | null> {
  try {
    const response = await fetch('/api/properties/search', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query }),
    });
    if (!response.ok) {
      console.error(`Search failed: ${response.statusText}`);
      return null;
    }
    return AiSearchAnswer.parse(await response.json());
  } catch (error) {
    console.error(`Search failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
