import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { z } from 'zod';
import { AiSearchAnswer } from '../../../lib/api-contract';
import { HttpError, postJson } from '../../../lib/fetch-json';
import { useAiSearchAvailability } from './get-ai-search-config';

export type AiSearchResult = z.infer<typeof AiSearchAnswer>;

/** The catalogue's filters as GET /api/properties parameters: they narrow an AI search as they narrow the list. */
export type AiSearchFilters = Readonly<Record<string, string>>;

type SearchKey = readonly [url: string, query: string, filters: string];

const SEARCH_URL = '/api/properties/search';
const NO_FILTERS: AiSearchFilters = {};

/** POST /api/properties/search. SPEC §8: a non-OK answer is only logged, as `Search failed: {status text}`. */
async function searchProperties(query: string, filters: AiSearchFilters, offset = 0): Promise<AiSearchResult> {
  const body = {
    query,
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(offset > 0 ? { offset } : {}),
  };
  try {
    return await postJson(SEARCH_URL, body, AiSearchAnswer);
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
 * Nothing is asked before the configuration says AI search is on: a link to an AI search opened while it is off
 * becomes a text search (hooks/use-ai-mode.ts) instead of a refused request.
 */
export function useAiSearch(query: string, filters: AiSearchFilters = NO_FILTERS) {
  const available = useAiSearchAvailability();
  const { data, isValidating, mutate } = useSWR<AiSearchResult, Error, SearchKey | null>(
    query && available ? [SEARCH_URL, query, JSON.stringify(filters)] : null,
    ([, text, chosen]) => searchProperties(text, JSON.parse(chosen) as AiSearchFilters),
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
  // Waiting for the configuration is part of the search being under way.
  const pending = query !== '' && (available === undefined || isValidating);
  return { answer, pending, searchAgain: () => void mutate() };
}

interface MorePages {
  /** The first page these follow: a new answer starts again without them. */
  after: AiSearchResult;
  pages: AiSearchResult[];
  state: 'idle' | 'loading' | 'failed';
}

/**
 * All of an AI answer's results, 24 at a time: SPEC keeps infinite scroll off in AI mode, so the next ones come
 * when the visitor asks (`loadMore`). A failure waits for the visitor to ask again; it is never retried by itself.
 */
export function useAiResultPages(first: AiSearchResult, filters: AiSearchFilters = NO_FILTERS) {
  const [more, setMore] = useState<MorePages>({ after: first, pages: [], state: 'idle' });
  // The answer on screen now, to drop a page that arrives after a new search replaced the one it belongs to.
  const latest = useRef(first);
  useEffect(() => {
    latest.current = first;
  }, [first]);
  const current = more.after === first ? more : { after: first, pages: [], state: 'idle' as const };
  const results = [first, ...current.pages].flatMap((page) => page.results);
  const hasMore = results.length < first.total && (current.pages.at(-1) ?? first).results.length > 0;

  const loadMore = async () => {
    if (!hasMore || current.state === 'loading') return;
    setMore({ ...current, state: 'loading' });
    try {
      const next = await searchProperties(first.query, filters, results.length);
      if (latest.current === first) setMore({ after: first, pages: [...current.pages, next], state: 'idle' });
    } catch {
      if (latest.current === first) setMore({ ...current, state: 'failed' });
    }
  };
  return { results, hasMore, loading: current.state === 'loading', failed: current.state === 'failed', loadMore };
}
