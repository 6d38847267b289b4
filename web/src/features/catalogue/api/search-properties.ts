import { useState } from 'react';
import useSWR from 'swr';
import type { z } from 'zod';
import { AiSearchAnswer } from '../../../lib/api-contract';
import { HttpError, postJson } from '../../../lib/fetch-json';

export type AiSearchResult = z.infer<typeof AiSearchAnswer>;

type SearchKey = readonly [url: string, query: string];

/** POST /api/properties/search. SPEC §8: a non-OK answer is only logged, as `Search failed: {status text}`. */
async function searchProperties([url, query]: SearchKey): Promise<AiSearchResult> {
  try {
    return await postJson(url, { query }, AiSearchAnswer);
  } catch (error) {
    console.error(
      `Search failed: ${error instanceof HttpError ? error.statusText : error instanceof Error ? error.message : String(error)}`,
    );
    throw error;
  }
}

/**
 * The answer to the AI search in the address (`''`: none), cached by its text. SPEC §8/§9: a failure shows no
 * message and is never retried nor refetched by itself; only sending the same search again (`searchAgain`) asks anew.
 * The answer on screen stays while another search runs and when that one fails, as long as there is an AI search:
 * the results do not flash away between two searches, and nothing of the last session shows once AI mode is left.
 */
export function useAiSearch(query: string) {
  const { data, isValidating, mutate } = useSWR<AiSearchResult, Error, SearchKey | null>(
    query ? ['/api/properties/search', query] : null,
    searchProperties,
    {
      shouldRetryOnError: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  );
  const [shown, setShown] = useState<AiSearchResult | undefined>(undefined);
  const answer = query ? (data ?? shown) : undefined;
  if (answer !== shown) setShown(answer);
  return { answer, pending: query !== '' && isValidating, searchAgain: () => void mutate() };
}
