import type { Filter, IndexSort } from './filter.js';
import type { Position } from './event-store.js';

/**
 * The SearchIndex port: typo-tolerant, accent-insensitive Spanish text search plus exact filters,
 * sort and paging, and optional vectors for hybrid ranking. Adapters: embedded (infra/search-embedded),
 * Meilisearch. Both pass infra/contract/search-index.contract.ts.
 */
export interface IndexSettings {
  /** Fields searched by text, most important first. */
  searchable: readonly string[];
  /** Fields usable in `filter` (dotted paths allowed). */
  filterable: readonly string[];
  /** Fields usable in `sort`. */
  sortable: readonly string[];
  /** Groups of words that mean the same (e.g. ['apto', 'apartamento']). */
  synonyms?: ReadonlyArray<readonly string[]>;
  /** Dimension of `_vector` when documents carry one. */
  vectorDimensions?: number;
}

export interface IndexDocument {
  id: string;
  /** Optional embedding used by hybrid search. */
  _vector?: number[];
  [key: string]: unknown;
}

export interface SearchQuery {
  /** Free text; empty or absent means "match everything" (then only filter/sort apply). */
  text?: string;
  filter?: Filter;
  /** Without `sort`, text queries are ordered by relevance; others by `id`. */
  sort?: IndexSort;
  /**
   * With `sort` and text or a vector: documents equal on every sort key are ranked by relevance (best first) before
   * `id`, so a sort can group the matches (e.g. available listings first) and keep the best ones first in each group.
   */
  relevanceWithinSort?: boolean;
  offset?: number;
  limit?: number;
  /** Hybrid ranking: blended with text relevance when given. */
  vector?: number[];
  /** 0 = text only, 1 = vector only. Default 0.5 when `vector` is given. */
  semanticRatio?: number;
  /**
   * Only these top-level fields of each hit's document, and `id`: for a caller that reads a field of many hits
   * and needs whole documents for few (the rest are neither copied nor sent).
   */
  attributes?: readonly string[];
}

export interface SearchHit<T extends IndexDocument = IndexDocument> {
  document: T;
  /** Higher is better; comparable only within one answer. */
  score: number;
}

export interface SearchResult<T extends IndexDocument = IndexDocument> {
  hits: SearchHit<T>[];
  /** Number of documents matching text and filter (not only this page). */
  total: number;
}

export interface SearchIndex {
  /** Creates the index if needed and applies settings. Idempotent. */
  ensure(index: string, settings: IndexSettings): Promise<void>;
  /** Insert or replace by id. */
  upsert(index: string, docs: readonly IndexDocument[]): Promise<void>;
  remove(index: string, ids: readonly string[]): Promise<void>;
  get(index: string, id: string): Promise<IndexDocument | null>;
  search<T extends IndexDocument = IndexDocument>(index: string, query: SearchQuery): Promise<SearchResult<T>>;
  /** Atomically exchanges the contents of two indexes (blue/green rebuild). */
  swap(a: string, b: string): Promise<void>;
  /** Deletes an index and its checkpoint. */
  drop(index: string): Promise<void>;
  /** The position up to which a projection has written into this index (kept with the index itself). */
  getCheckpoint(index: string): Promise<Position | null>;
  setCheckpoint(index: string, position: Position): Promise<void>;
  close(): Promise<void>;
}
