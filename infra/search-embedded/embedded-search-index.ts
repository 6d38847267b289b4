import type { Position } from '../ports/event-store.js';
import type { Filter } from '../ports/filter.js';
import type {
  IndexDocument,
  IndexSettings,
  SearchHit,
  SearchIndex,
  SearchQuery,
  SearchResult,
} from '../ports/search-index.js';
import { compareIds, compareSortKeys } from '../filter/compare-sort.js';
import { compileFilter } from '../filter/compile-filter.js';
import { PostingLists } from './posting-lists.js';
import { SortOrders, type IdSet } from './sort-orders.js';
import { TextIndex, type TextScores } from './text-index.js';
import { similarity } from './vectors.js';

/** Page size when a query names none (Meilisearch's default too). */
const DEFAULT_LIMIT = 20;
const DEFAULT_SEMANTIC_RATIO = 0.5;

/**
 * A document as kept: `doc` is what filters and sorts read; `json` (without `_vector`) is what answers are
 * made of, parsed anew each time so no caller can change the index through a document it was given.
 */
interface Stored {
  doc: IndexDocument;
  json: string;
  vector: readonly number[] | undefined;
}

/**
 * The embedded SearchIndex: everything in memory, nothing on disk. That is by design: its projection rebuilds
 * it from position 0 at every start-up (and the checkpoint, kept here too, starts at null with it), which
 * takes seconds for a catalogue of thousands of listings and keeps the embedded mode free of index files.
 *
 * Text: Spanish, accent-insensitive, typo-tolerant, stemmed, with synonyms (text-index.ts). Filters: the
 * shared Filter evaluator, narrowed first by posting lists. Sorts: orders cached per sort key. Vectors:
 * brute-force cosine, blended with the normalized text score by `semanticRatio`.
 */
export class EmbeddedSearchIndex implements SearchIndex {
  private readonly indexes = new Map<string, IndexState>();

  async ensure(index: string, settings: IndexSettings): Promise<void> {
    const current = this.indexes.get(index);
    if (current && JSON.stringify(current.settings) === JSON.stringify(settings)) return;
    const next = new IndexState(structuredClone(settings));
    if (current) next.rebuildFrom(current);
    this.indexes.set(index, next);
  }

  async upsert(index: string, docs: readonly IndexDocument[]): Promise<void> {
    this.existing(index).upsert(docs);
  }

  async remove(index: string, ids: readonly string[]): Promise<void> {
    this.indexes.get(index)?.remove(ids);
  }

  async get(index: string, id: string): Promise<IndexDocument | null> {
    const stored = this.indexes.get(index)?.docs.get(id);
    return stored ? wholeDocument(stored) : null;
  }

  /** A missing index answers nothing: queries may run before the projection first created it. */
  async search<T extends IndexDocument = IndexDocument>(index: string, query: SearchQuery): Promise<SearchResult<T>> {
    const state = this.indexes.get(index);
    return state ? state.search<T>(query) : { hits: [], total: 0 };
  }

  async swap(a: string, b: string): Promise<void> {
    const first = this.existing(a);
    const second = this.existing(b);
    this.indexes.set(a, second);
    this.indexes.set(b, first);
  }

  async drop(index: string): Promise<void> {
    this.indexes.delete(index);
  }

  async getCheckpoint(index: string): Promise<Position | null> {
    return this.indexes.get(index)?.checkpoint ?? null;
  }

  async setCheckpoint(index: string, position: Position): Promise<void> {
    this.existing(index).checkpoint = position;
  }

  async close(): Promise<void> {
    this.indexes.clear();
  }

  private existing(index: string): IndexState {
    const state = this.indexes.get(index);
    if (!state) throw new Error(`Search index ${index} does not exist; call ensure() first`);
    return state;
  }
}

/** One index: its documents and the structures that answer queries over them. */
class IndexState {
  readonly docs = new Map<string, Stored>();
  checkpoint: Position | null = null;
  private readonly text: TextIndex;
  private readonly postings: PostingLists;
  private readonly orders: SortOrders;
  /** Every id, as an IdSet over the live map (no copy). */
  private readonly allIds: IdSet;

  constructor(readonly settings: IndexSettings) {
    this.text = new TextIndex(settings.searchable, settings.synonyms);
    this.postings = new PostingLists(settings.filterable);
    const docs = this.docs;
    this.orders = new SortOrders(function* () {
      for (const stored of docs.values()) yield stored.doc;
    });
    this.allIds = {
      get size() {
        return docs.size;
      },
      has: (id) => docs.has(id),
      [Symbol.iterator]: () => docs.keys(),
    };
  }

  /** Takes over another state's documents and checkpoint (ensure() with new settings). */
  rebuildFrom(previous: IndexState): void {
    this.checkpoint = previous.checkpoint;
    this.upsert([...previous.docs.values()].map(wholeDocument));
  }

  /** Synchronous, like every write here, so a query never sees a write half done. */
  upsert(docs: readonly IndexDocument[]): void {
    const prepared = docs.map((doc) => this.prepare(doc));
    for (const stored of prepared) {
      const previous = this.docs.get(stored.doc.id);
      if (previous) this.postings.remove(previous.doc);
      this.docs.set(stored.doc.id, stored);
      this.postings.add(stored.doc);
    }
    this.text.add(prepared.map((stored) => stored.doc));
    this.orders.invalidate();
  }

  remove(ids: readonly string[]): void {
    for (const id of ids) {
      const stored = this.docs.get(id);
      if (!stored) continue;
      this.postings.remove(stored.doc);
      this.docs.delete(id);
    }
    this.text.remove(ids);
    this.orders.invalidate();
  }

  search<T extends IndexDocument>(query: SearchQuery): SearchResult<T> {
    const offset = query.offset ?? 0;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const vector = query.vector;
    if (vector) this.checkDimensions(vector, 'query vector');
    const ratio = vector ? (query.semanticRatio ?? DEFAULT_SEMANTIC_RATIO) : 0;
    // Vector only (ratio 1) ranks every filtered document; otherwise the text decides what matches.
    const textScores = query.text && ratio < 1 ? this.text.match(query.text) : undefined;
    const matched = this.matching(query, textScores);
    const total = matched.size;

    const score = this.scorer(matched, textScores, vector, ratio);
    const ranked = Boolean(textScores || vector);
    let page: string[];
    if (query.sort && query.sort.length > 0 && ranked && query.relevanceWithinSort) {
      // Text matches are few next to the whole index, so they are sorted here rather than from a cached order.
      const byKeys = compareSortKeys<IndexDocument>(query.sort);
      const scored = [...matched].map((id) => ({ id, doc: (this.docs.get(id) as Stored).doc, score: score(id) }));
      scored.sort((a, b) => byKeys(a.doc, b.doc) || b.score - a.score || compareIds(a.id, b.id));
      page = scored.slice(offset, offset + Math.max(limit, 0)).map(({ id }) => id);
    } else if (query.sort && query.sort.length > 0) {
      page = this.orders.page(matched, query.sort, offset, limit);
    } else if (ranked) {
      const scored = [...matched].map((id) => ({ id, score: score(id) }));
      scored.sort((a, b) => b.score - a.score || compareIds(a.id, b.id));
      page = scored.slice(offset, offset + Math.max(limit, 0)).map(({ id }) => id);
    } else {
      page = this.orders.page(matched, [], offset, limit);
    }
    const hits: SearchHit<T>[] = page.map((id) => ({
      document: JSON.parse((this.docs.get(id) as Stored).json) as T,
      score: score(id),
    }));
    return { hits, total };
  }

  /**
   * Ids matching text and filter. Without text, the posting lists answer equality filters outright and
   * narrow the others; only candidates then go through the compiled predicate.
   */
  private matching(query: SearchQuery, textScores: TextScores | undefined): IdSet {
    const filter = query.filter && Object.keys(query.filter).length > 0 ? query.filter : undefined;
    if (!textScores && !filter) return this.allIds;
    const candidates = textScores ? undefined : this.postings.candidates(filter as Filter);
    if (candidates?.exact) return candidates.ids;
    const predicate = compileFilter(filter);
    const matched = new Set<string>();
    for (const id of textScores?.keys() ?? candidates?.ids ?? this.docs.keys()) {
      const stored = this.docs.get(id);
      if (stored && predicate(stored.doc)) matched.add(id);
    }
    return matched;
  }

  /** Text scores normalized by the best match, blended with vector similarity by `ratio`. */
  private scorer(
    matched: IdSet,
    textScores: TextScores | undefined,
    vector: readonly number[] | undefined,
    ratio: number,
  ) {
    let best = 0;
    if (textScores) for (const id of matched) best = Math.max(best, textScores.get(id) ?? 0);
    const textScore = (id: string) => (textScores && best > 0 ? (textScores.get(id) ?? 0) / best : 1);
    if (!vector) return textScore;
    return (id: string) => {
      const docVector = this.docs.get(id)?.vector;
      return (1 - ratio) * textScore(id) + ratio * (docVector ? similarity(vector, docVector) : 0);
    };
  }

  private prepare(doc: IndexDocument): Stored {
    if (typeof doc.id !== 'string' || doc.id === '') throw new Error('A search document needs a non-empty string id');
    const { _vector: vector, ...fields } = doc;
    if (vector) this.checkDimensions(vector, `_vector of ${doc.id}`);
    const json = JSON.stringify(fields);
    return { doc: JSON.parse(json) as IndexDocument, json, vector: vector ? [...vector] : undefined };
  }

  private checkDimensions(vector: readonly number[], what: string): void {
    const expected = this.settings.vectorDimensions;
    if (expected === undefined) throw new Error(`This index has no vectorDimensions, so it takes no ${what}`);
    if (vector.length !== expected)
      throw new Error(`${what} has ${vector.length} dimensions; the index expects ${expected}`);
  }
}

/** A private copy of a stored document, `_vector` included. */
function wholeDocument(stored: Stored): IndexDocument {
  const doc = JSON.parse(stored.json) as IndexDocument;
  return stored.vector ? { ...doc, _vector: [...stored.vector] } : doc;
}
