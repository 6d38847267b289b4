import { hasDistanceKey } from '../filter/compare-sort.js';
import type { Filter, IndexSort } from '../ports/filter.js';
import type { SearchQuery } from '../ports/search-index.js';
import { words } from '../spanish-text/words.js';

/** Page size when a query names none (Meilisearch's default too). */
const DEFAULT_LIMIT = 20;
const DEFAULT_SEMANTIC_RATIO = 0.5;

/**
 * How an embedded index answers one search, decided in one place from the query alone (whose text is split into words
 * here, once). What depends on the documents (how many match, whether the posting lists answer the filter exactly, a
 * word's orders) is left to the shortcut that needs it, which declines when it does not hold; `order` then answers.
 */
export interface SearchPlan {
  offset: number;
  limit: number;
  /** Where the page ends: a negative limit asks for nothing. */
  end: number;
  /** How many matches from the first go in order: all, where slice() would count `offset` from the end or round it. */
  needed: number;
  /** Absent when empty too: an empty filter matches everything. */
  filter: Filter | undefined;
  /** The meaningful words that decide what matches: none for a vector alone, and a text of stop words is no text. */
  words: readonly string[] | undefined;
  vector: readonly number[] | undefined;
  /** How much the vector weighs against the text (0 without a vector). */
  ratio: number;
  /**
   * The same page for less, tried first where it may apply: `score-order` reads one word's documents in score order
   * (impact-orders.ts), where its orders are made, the posting lists answer the filter exactly and reading costs less
   * than scoring; `nearest` reads the vectors down each dimension's order (VectorTable.nearest), where the matches are
   * many and the page shallow.
   */
  shortcut: 'score-order' | 'nearest' | undefined;
  /**
   * How the matches are put in order otherwise: `relevance` scores every one (by the sort's keys first, for relevance
   * within a sort); `distance` sorts them by keys that depend on the query (each visitor's point makes another order,
   * so none is kept); `kept` reads them from the order kept for the sort until the next write (sort-orders.ts).
   */
  order: 'relevance' | 'distance' | 'kept';
  /** Absent when empty; `kept` then reads the order by id. */
  sort: IndexSort | undefined;
}

export function planSearch(query: SearchQuery): SearchPlan {
  const offset = query.offset ?? 0;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const end = offset + Math.max(limit, 0);
  const plain = Number.isInteger(offset) && offset >= 0 && Number.isInteger(end);
  const vector = query.vector;
  const ratio = vector ? (query.semanticRatio ?? DEFAULT_SEMANTIC_RATIO) : 0;
  // A vector alone (ratio 1) ranks every filtered document; otherwise the text decides what matches.
  const found = query.text && ratio < 1 ? words(query.text) : [];
  const sort = query.sort && query.sort.length > 0 ? query.sort : undefined;
  const ranked = (found.length > 0 || vector !== undefined) && (!sort || query.relevanceWithinSort === true);
  return {
    offset,
    limit,
    end,
    needed: plain ? end : Number.POSITIVE_INFINITY,
    filter: query.filter && Object.keys(query.filter).length > 0 ? query.filter : undefined,
    words: found.length > 0 ? found : undefined,
    vector,
    ratio,
    // Both shortcuts give the page of relevance alone, from the first match.
    shortcut:
      !plain || sort ? undefined : found.length === 1 && !vector ? 'score-order' : ratio === 1 ? 'nearest' : undefined,
    order: ranked ? 'relevance' : sort && hasDistanceKey(sort) ? 'distance' : 'kept',
    sort,
  };
}
