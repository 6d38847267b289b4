import { Doorkeeper } from '../doorkeeper/doorkeeper.js';
import type { Position } from '../ports/event-store.js';
import type { Filter, Sort } from '../ports/filter.js';
import type { IndexDocument, IndexSettings, SearchHit, SearchQuery, SearchResult } from '../ports/search-index.js';
import { compareIds, compareSortKeys } from '../filter/compare-sort.js';
import { compileFilter } from '../filter/compile-filter.js';
import { copyOf } from '../filter/copy-of.js';
import { AttributeCopies } from './document-copies.js';
import { firstInOrder } from './first-in-order.js';
import { rankedByImpact } from './impact-orders.js';
import { PostingLists, type PostingListsState } from './posting-lists.js';
import { planSearch, type SearchPlan } from './search-plan.js';
import { SlotSet, type ReadonlySlotSet } from './slot-set.js';
import { SortOrders } from './sort-orders.js';
import { TextIndex, type TextIndexState, type Within } from './text-index.js';
import { VectorTable, type VectorTableState } from './vectors.js';

/** Filters whose matches are kept between writes: a few KiB each (a bit per listing). */
const FILTERS_KEPT = 256;
/** How many filters the doorkeeper of kept filters remembers as asked once (in 8 KiB, about 1 % mistaken). */
const FILTERS_ASKED_WINDOW = 4_096;
/** Fewer matches than this are ranked by scoring each of them, which is then cheap enough. */
const NEAREST_MIN_MATCHES = 500;

/** The text matches among the filtered documents: raw scores by slot, and the best of them. */
interface TextMatches {
  scores: Float64Array;
  best: number;
}

/** The text of a search no document matched: its scores are read for no slot. */
const NO_TEXT: TextMatches = { scores: new Float64Array(0), best: 0 };

/**
 * A filter as the posting lists answer it: its candidates (every slot when no list applies), and the predicate a
 * candidate must still pass (none when the candidates are exactly its matches).
 */
interface Filtering {
  candidates: ReadonlySlotSet;
  predicate: ((doc: IndexDocument) => boolean) | undefined;
}

/**
 * One index as plain data (what a snapshot keeps): its checkpoint, documents by slot, and the structures over them.
 * The sort orders and the set of every slot are caches, made again when first asked for.
 */
export interface IndexStateData {
  checkpoint: Position | null;
  /** Every document's id and slot, in the index's order. */
  ids: string[];
  slots: Int32Array;
  stored: (IndexDocument | undefined)[];
  freeSlots: number[];
  text: TextIndexState;
  postings: PostingListsState;
  vectors?: VectorTableState;
}

/**
 * One index: its documents and the structures that answer queries over them. Each document has a slot, a
 * small integer (a removed document's slot goes to the next new one), so that filters are answered as bits
 * (slot-set.ts) and vectors sit in one array (vectors.ts).
 */
export class IndexState {
  checkpoint: Position | null = null;
  private readonly slots = new Map<string, number>();
  /**
   * By slot: each document without `_vector`, as JSON would give it back (written through JSON once, so that
   * filters, sorts and answers all see the same values). Answers get copies: no caller can change the index
   * through a document it was given.
   */
  private readonly stored: (IndexDocument | undefined)[] = [];
  private readonly freeSlots: number[] = [];
  private readonly text: TextIndex;
  private readonly postings: PostingLists;
  private readonly orders: SortOrders;
  private readonly vectors: VectorTable | undefined;
  /** Every document's slot, as bits: made on demand and dropped at every write. */
  private everySlot: SlotSet | undefined;
  /**
   * The matches of filters asked without text, by the filter's JSON, until the next write (the longest unused go
   * first): the pages and orders of one search, and the filters many visitors share, are worked out once, and one
   * page of them reads on from where the previous one stopped (sort-orders.ts), as a search engine's filter cache.
   */
  private readonly filtered = new Map<string, ReadonlySlotSet>();
  /**
   * A filter's matches are kept from its second ask on, as the answer cache keeps a page: kept from the first, a
   * filter nobody asks again (a visitor's own price range, a crawler) lived through 256 other searches, long enough to
   * be moved to the old generation, and cost its collections there: a quarter of never-asked catalogue pages per
   * second at 100,000 listings, where each is 12.5 KiB.
   */
  private readonly filtersAsked = new Doorkeeper(FILTERS_ASKED_WINDOW, 1 << 16);
  /** The attributes searches ask for, kept per slot (see AttributeCopies). */
  private readonly attributeCopies = new AttributeCopies(
    (slot) => this.at(slot),
    () => this.stored.length,
  );
  /** Ties go by id, in every order. */
  private readonly byId = (a: number, b: number) => compareIds(this.at(a).id, this.at(b).id);

  constructor(readonly settings: IndexSettings) {
    this.text = new TextIndex(settings.searchable, settings.synonyms);
    this.postings = new PostingLists(settings.filterable);
    this.orders = new SortOrders(
      () => this.documents(),
      () => this.stored.length,
    );
    this.vectors = settings.vectorDimensions === undefined ? undefined : new VectorTable(settings.vectorDimensions);
  }

  /** A private copy of a document, `_vector` included. */
  get(id: string): IndexDocument | null {
    const slot = this.slots.get(id);
    if (slot === undefined) return null;
    const doc = copyOf(this.at(slot));
    const vector = this.vectors?.get(slot);
    return vector ? { ...doc, _vector: vector } : doc;
  }

  /** Takes over another state's documents and checkpoint (ensure() with new settings). */
  rebuildFrom(previous: IndexState): void {
    this.checkpoint = previous.checkpoint;
    this.upsert([...previous.slots.keys()].map((id) => previous.get(id) as IndexDocument));
  }

  /**
   * Its state as plain data. The documents are shared, not copied: the index never changes a stored document (a
   * write replaces it), so the state stays what it was whatever is written afterwards.
   */
  exportState(): IndexStateData {
    return {
      checkpoint: this.checkpoint,
      ids: [...this.slots.keys()],
      slots: Int32Array.from(this.slots.values()),
      stored: this.stored.slice(),
      freeSlots: this.freeSlots.slice(),
      text: this.text.exportState(),
      postings: this.postings.exportState(),
      ...(this.vectors ? { vectors: this.vectors.exportState() } : {}),
    };
  }

  /** A state exported by an index with these settings, taken over by this new, empty one. */
  static fromState(settings: IndexSettings, data: IndexStateData): IndexState {
    const state = new IndexState(settings);
    if ((data.vectors === undefined) !== (state.vectors === undefined))
      throw new Error('The snapshot and the settings disagree on vectors');
    state.checkpoint = data.checkpoint;
    data.ids.forEach((id, index) => state.slots.set(id, data.slots[index] as number));
    // One by one: spreading 100,000 arguments would overflow the stack.
    for (const doc of data.stored) state.stored.push(doc);
    for (const slot of data.freeSlots) state.freeSlots.push(slot);
    state.text.importState(data.text);
    state.postings.importState(data.postings);
    if (data.vectors) state.vectors?.importState(data.vectors);
    return state;
  }

  /** Synchronous, like every write here, so a query never sees a write half done. */
  upsert(docs: readonly IndexDocument[]): void {
    const prepared = docs.map((doc) => this.prepare(doc));
    for (const { doc, vector } of prepared) {
      let slot = this.slots.get(doc.id);
      if (slot === undefined) {
        slot = this.freeSlots.pop() ?? this.stored.length;
        this.slots.set(doc.id, slot);
      } else {
        this.postings.remove(slot, this.at(slot));
      }
      this.stored[slot] = doc;
      this.attributeCopies.forget(slot);
      this.postings.add(slot, doc);
      this.vectors?.set(slot, vector);
    }
    this.text.add(prepared.map(({ doc }) => ({ slot: this.slots.get(doc.id) as number, doc })));
    this.changed();
  }

  remove(ids: readonly string[]): void {
    const removed: number[] = [];
    for (const id of ids) {
      const slot = this.slots.get(id);
      if (slot === undefined) continue;
      removed.push(slot);
      this.postings.remove(slot, this.at(slot));
      this.vectors?.set(slot, undefined);
      this.stored[slot] = undefined;
      this.attributeCopies.forget(slot);
      this.freeSlots.push(slot);
      this.slots.delete(id);
    }
    this.text.remove(removed);
    this.changed();
  }

  search<T extends IndexDocument>(query: SearchQuery): SearchResult<T> {
    if (query.vector) this.checkDimensions(query.vector, 'query vector');
    const plan = planSearch(query);
    const filtering = plan.words && this.filtering(plan.filter);
    if (plan.shortcut === 'score-order') {
      const read = this.inScoreOrder<T>(plan, filtering!, query.attributes);
      if (read) return read;
    }
    const { matched, text } = filtering
      ? this.matchingText(plan.words!, filtering)
      : { matched: plan.filter ? this.filteredBy(plan.filter) : this.allSlots(), text: undefined };
    const total = matched.size;
    if (plan.shortcut === 'nearest') {
      const nearest = this.nearest<T>(plan, matched, query.attributes);
      if (nearest) return { hits: nearest, total };
    }
    // Ranked, every match is scored; in a sort's order, only the page.
    const ranked = plan.order === 'relevance';
    const score = this.scorer(text, plan.vector, plan.ratio, ranked ? total : Math.min(total, Math.max(plan.limit, 0)));
    const page =
      plan.order === 'kept'
        ? this.orders.page(matched, total, (plan.sort ?? []) as Sort, plan.offset, plan.limit)
        : this.inQueryOrder(matched, plan, ranked ? score : undefined);
    return { hits: this.hits<T>(page, score, query.attributes), total };
  }

  /**
   * A one-word search ranked by relevance alone, read from the word's documents in score order (impact-orders.ts):
   * the same hits, scores and total as scoring every match. Undefined when the posting lists do not answer the filter
   * exactly, the word's orders are not made, or reading would cost more than scoring.
   */
  private inScoreOrder<T extends IndexDocument>(
    plan: SearchPlan,
    { candidates, predicate }: Filtering,
    attributes: readonly string[] | undefined,
  ): SearchResult<T> | undefined {
    const terms = !predicate && this.text.rankedTerms(plan.words![0]!, this.stored.length);
    const ranked = terms && rankedByImpact(terms, candidates, plan.end, this.byId);
    if (!ranked) return undefined;
    const { slots, best, total, scoreOf } = ranked;
    return { hits: this.hits<T>(slots.slice(plan.offset), (slot) => scoreOf(slot) / best, attributes), total };
  }

  private hits<T extends IndexDocument>(
    page: readonly number[],
    score: (slot: number, position: number) => number,
    attributes: readonly string[] | undefined,
  ): SearchHit<T>[] {
    const pick = attributes && this.attributeCopies.picker(attributes);
    return page.map((slot, position) => ({
      document: (pick ? pick(slot) : copyOf(this.at(slot))) as T,
      score: score(slot, position),
    }));
  }

  /**
   * A page ranked by vector alone without scoring every match, where the vectors allow it (VectorTable.nearest): the
   * same hits and scores as ranking them all. Worth it only when the matches are many and the page shallow.
   */
  private nearest<T extends IndexDocument>(
    { vector, offset, end }: SearchPlan,
    matched: ReadonlySlotSet,
    attributes: readonly string[] | undefined,
  ): SearchHit<T>[] | undefined {
    if (matched.size < NEAREST_MIN_MATCHES || end * 8 > matched.size) return undefined;
    const found = (this.vectors as VectorTable).nearest(vector!, end, matched, this.byId);
    if (!found) return undefined;
    return this.hits(
      found.slots.slice(offset),
      (_slot, position) => found.similarities[offset + position]!,
      attributes,
    );
  }

  private at(slot: number): IndexDocument {
    return this.stored[slot] as IndexDocument;
  }

  private *documents(): Iterable<readonly [number, IndexDocument]> {
    for (const slot of this.slots.values()) yield [slot, this.at(slot)] as const;
  }

  private allSlots(): SlotSet {
    if (!this.everySlot) {
      this.everySlot = new SlotSet(this.stored.length);
      for (const slot of this.slots.values()) this.everySlot.add(slot);
    }
    return this.everySlot;
  }

  private changed(): void {
    this.orders.invalidate();
    this.everySlot = undefined;
    this.filtered.clear();
  }

  /** A filter's matches, kept when asked before (see `filtered` and `filtersAsked`). */
  private filteredBy(filter: Filter): ReadonlySlotSet {
    const key = JSON.stringify(filter);
    let matched = this.filtered.get(key);
    if (matched) this.filtered.delete(key);
    else {
      const { candidates, predicate } = this.filtering(filter);
      matched = candidates;
      if (predicate) {
        const passing = new SlotSet(this.stored.length);
        for (const slot of candidates.toArray()) if (predicate(this.at(slot))) passing.add(slot);
        matched = passing;
      }
      if (!this.filtersAsked.offer(key, 1)) return matched;
      if (this.filtered.size >= FILTERS_KEPT) this.filtered.delete(this.filtered.keys().next().value!);
    }
    this.filtered.set(key, matched);
    return matched;
  }

  /** The filter compiled first (which checks it), then narrowed by the posting lists. */
  private filtering(filter: Filter | undefined): Filtering {
    const all = this.allSlots();
    if (!filter) return { candidates: all, predicate: undefined };
    const predicate = compileFilter(filter);
    const narrowed = this.postings.candidates(filter, all);
    return { candidates: narrowed ? narrowed.slots : all, predicate: narrowed?.exact ? undefined : predicate };
  }

  /**
   * The filter's matches that have every word, with their text scores. Text is scored only within the candidates (when
   * they are not every slot), and not at all when there are none; only the slots it matched go through the predicate.
   */
  private matchingText(
    queryWords: readonly string[],
    { candidates, predicate }: Filtering,
  ): { matched: ReadonlySlotSet; text: TextMatches } {
    if (candidates.size === 0) return { matched: candidates, text: NO_TEXT };
    const within = candidates === this.allSlots() ? undefined : this.within(candidates);
    const scores = this.text.match(queryWords, within)!;
    const matched = new SlotSet(this.stored.length);
    // No document has every word (the first pass of a relaxed AI search, often): nothing to score.
    if (scores.slots.length === 0) return { matched, text: NO_TEXT };
    let best = 0;
    for (const slot of scores.slots) {
      if (predicate && !predicate(this.at(slot))) continue;
      matched.add(slot);
      best = Math.max(best, scores.scores[slot]!);
    }
    // Slots that did not pass keep a score, but only matched slots are ever scored.
    return { matched, text: { scores: scores.scores, best } };
  }

  /** Candidates as the text index reads them: tested by slot, or listed (once, when first asked). */
  private within(candidates: ReadonlySlotSet): Within {
    let slots: ArrayLike<number> | undefined;
    return {
      size: candidates.size,
      has: (slot) => candidates.has(slot),
      slots: () => (slots ??= candidates.toArray()),
    };
  }

  /** Text scores normalized by the best match, blended with vector similarity by `ratio`, for `count` matches. */
  private scorer(text: TextMatches | undefined, vector: readonly number[] | undefined, ratio: number, count: number) {
    const textScore = (slot: number) => (text && text.best > 0 ? text.scores[slot]! / text.best : 1);
    if (!vector) return textScore;
    const similarity = (this.vectors as VectorTable).similarityTo(vector, count);
    return (slot: number) => (1 - ratio) * textScore(slot) + ratio * (similarity(slot) ?? 0);
  }

  /**
   * A page of the matches in an order made for this query alone: by the sort's keys first (when it has any), then by
   * `score` (when ranked), then by id. Only as many as the page reaches are put in order (first-in-order.ts); each
   * match is scored once.
   */
  private inQueryOrder(matched: ReadonlySlotSet, plan: SearchPlan, score?: (slot: number) => number): number[] {
    const slots = matched.toArray();
    const scores = score && new Float64Array(this.stored.length);
    if (scores) for (const slot of slots) scores[slot] = score!(slot);
    const byKeys = plan.sort && compareSortKeys<IndexDocument>(plan.sort);
    const compare = (a: number, b: number) =>
      (byKeys ? byKeys(this.at(a), this.at(b)) : 0) || (scores ? scores[b]! - scores[a]! : 0) || this.byId(a, b);
    return firstInOrder(slots, plan.needed, compare, byKeys ? undefined : scores).slice(plan.offset, plan.end);
  }

  private prepare(doc: IndexDocument): { doc: IndexDocument; vector: readonly number[] | undefined } {
    if (typeof doc.id !== 'string' || doc.id === '') throw new Error('A search document needs a non-empty string id');
    const { _vector: vector, ...fields } = doc;
    if (vector) this.checkDimensions(vector, `_vector of ${doc.id}`);
    return { doc: JSON.parse(JSON.stringify(fields)) as IndexDocument, vector };
  }

  private checkDimensions(vector: readonly number[], what: string): void {
    const expected = this.settings.vectorDimensions;
    if (expected === undefined) throw new Error(`This index has no vectorDimensions, so it takes no ${what}`);
    if (vector.length !== expected)
      throw new Error(`${what} has ${vector.length} dimensions; the index expects ${expected}`);
  }
}
