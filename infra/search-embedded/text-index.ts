import type { IndexDocument } from '../ports/search-index.js';
import { someAtPath, splitPath } from '../filter/document-path.js';
import { stem } from '../spanish-text/stem.js';
import { typoDistance, typoTolerance } from '../spanish-text/typos.js';
import { words } from '../spanish-text/words.js';
import { impactOrderOf, type ImpactOrder, type RankedTerm } from './impact-orders.js';
import { SlotSet } from './slot-set.js';
import { WordPosting } from './sorted-slots.js';

/**
 * The documents a text matches, by slot (the index's small integer for a document): `slots` lists them, `scores` holds
 * each one's score at its slot (higher is better; every match scores above 0, every other slot reads 0). Typed arrays
 * by slot, not maps by id: a common word is in thousands of listings, and a map entry per listing per query word was
 * most of a text search's cost.
 */
export interface TextScores {
  slots: number[];
  scores: Float64Array;
}

/** The documents a match is limited to (those a filter left), which it can test or list. */
export interface Within {
  readonly size: number;
  has(slot: number): boolean;
  slots(): ArrayLike<number>;
}

/** How well an indexed word stands for a query word; a document's score for the word is the best match. */
const QUALITY = { exact: 1, sameStem: 0.9, prefix: 0.7, oneTypo: 0.6, twoTypos: 0.4 } as const;
const BM25_K1 = 1.2;
const BM25_B = 0.75;

/**
 * A TextIndex as plain data. Its postings name documents by slot, and each document's word list is not kept: it is
 * read back from the postings. Fields and synonyms come from the index's settings.
 */
export interface TextIndexState {
  /** The indexed documents' slots, in the index's order. */
  slots: Int32Array;
  /** Each document's weighted length, by its place in `slots`. */
  lengths: Float64Array;
  /**
   * The vocabulary, in the index's order; word i's posting is `documents`/`frequencies` from ends[i - 1] to ends[i],
   * its slots ascending.
   */
  words: string[];
  ends: Int32Array;
  documents: Int32Array;
  frequencies: Float32Array;
  wordsByStem: Array<[stem: string, words: string[]]>;
  totalLength: number;
}

/**
 * The full-text part of the embedded index: an inverted index (word → document → weighted frequency) with
 * BM25 scoring, where fields earlier in `searchable` weigh more.
 *
 * A query word matches a document holding the same word, a word with the same Spanish stem (plural and
 * singular), a word with the same first letter within its typo budget (spanish-text/typos.ts) or, for the last
 * query word only, a word it begins (search as you type); better matches score higher. Every query word
 * must match (in any field), through itself or one of its synonyms: Meilisearch's behaviour with
 * `matchingStrategy: 'all'`, so both adapters answer alike.
 *
 * Orama was tried first and dropped: its multi-word `threshold: 0` wants all words in the SAME field
 * (`apartameto chapinero` must find "Apartamento moderno" in the title with "Chapinero" in the address),
 * and searching word by word through it took ~150 ms for a two-word query on 10,000 listings (its
 * tolerance-2 lookup alone ~30 ms per word); this index answers the same query in 1–2 ms.
 */
export class TextIndex {
  private readonly fields: ReadonlyArray<{ segments: readonly string[]; weight: number }>;
  /** Word → its documents' slots and weighted frequencies. */
  private readonly postings = new Map<string, WordPosting>();
  /**
   * By slot: the distinct words of the document there (undefined for a free slot; IMPORTED_WORDS for one loaded from a
   * snapshot and not written since, whose words are in `imported`), and its weighted length.
   */
  private readonly wordsAt: (readonly string[] | undefined)[] = [];
  /**
   * The words of the documents a snapshot gave, as numbers into its vocabulary, slot by slot (`wordIds` from
   * `starts[slot]` to `starts[slot + 1]`): read only when such a document is rewritten or removed. A list of strings
   * per document was 100,000 arrays and 4 million pointers to make at every start.
   */
  private imported: { words: readonly string[]; starts: Int32Array; wordIds: Int32Array } | undefined;
  private lengths = new Float64Array(0);
  private documentCount = 0;
  private readonly wordsByStem = new Map<string, Set<string>>();
  private readonly synonyms = new Map<string, string[][]>();
  private totalLength = 0;
  /** Rebuilt after a word came or went. */
  private vocabulary: Vocabulary | undefined;
  /**
   * Words' documents in score order, and as bits, made when a one-word search first asks for them and dropped at every
   * write (a write changes every score: the count and lengths of documents are in it). At most IMPACT_ENTRIES_KEPT
   * entries: the words searched longest ago go first.
   */
  private readonly impactOrders = new Map<string, { order: ImpactOrder; bits?: SlotSet }>();
  private impactEntries = 0;
  /** Words a one-word search asked for since the last write: a word's order is made when asked a second time. */
  private readonly askedOnce = new Set<string>();

  constructor(searchable: readonly string[], synonyms: ReadonlyArray<readonly string[]> = []) {
    this.fields = searchable.map((path, index) => ({
      segments: splitPath(path),
      weight: 1 + (searchable.length - 1 - index) / 2,
    }));
    for (const group of synonyms) this.addSynonyms(group);
  }

  /** Each document at its slot (replacing whatever was there). */
  add(entries: ReadonlyArray<{ slot: number; doc: IndexDocument }>): void {
    this.forgetImpacts();
    for (const { slot, doc } of entries) {
      this.removeOne(slot);
      const frequencies = new Map<string, number>();
      let length = 0;
      for (const { segments, weight } of this.fields) {
        for (const word of words(textAt(doc, segments))) {
          frequencies.set(word, (frequencies.get(word) ?? 0) + weight);
          length += weight;
        }
      }
      for (const [word, frequency] of frequencies) {
        let posting = this.postings.get(word);
        if (!posting) {
          this.postings.set(word, (posting = WordPosting.empty()));
          this.addToStem(word);
        }
        posting.set(slot, frequency);
      }
      this.wordsAt[slot] = [...frequencies.keys()];
      this.lengthAt(slot, length);
      this.documentCount++;
      this.totalLength += length;
    }
  }

  remove(slots: readonly number[]): void {
    this.forgetImpacts();
    for (const slot of slots) this.removeOne(slot);
  }

  exportState(): TextIndexState {
    const slots: number[] = [];
    this.wordsAt.forEach((words, slot) => words && slots.push(slot));
    const lengths = Float64Array.from(slots, (slot) => this.lengths[slot]!);
    let entries = 0;
    for (const posting of this.postings.values()) entries += posting.size;
    const words: string[] = [];
    const ends = new Int32Array(this.postings.size);
    const documents = new Int32Array(entries);
    const frequencies = new Float32Array(entries);
    let next = 0;
    for (const [word, posting] of this.postings) {
      documents.set(posting.slots.subarray(0, posting.size), next);
      frequencies.set(posting.frequencies.subarray(0, posting.size), next);
      next += posting.size;
      ends[words.length] = next;
      words.push(word);
    }
    const wordsByStem = Array.from(this.wordsByStem, ([key, group]): [string, string[]] => [key, [...group]]);
    return {
      slots: Int32Array.from(slots),
      lengths,
      words,
      ends,
      documents,
      frequencies,
      wordsByStem,
      totalLength: this.totalLength,
    };
  }

  /**
   * Into an empty index (made with the same settings): the same postings, in the same order, as the exported index's.
   * The postings are views into one copy of the state's arrays (the state itself is left as it was). Taking the
   * state's own arrays over instead (those the snapshot reader made) saved that copy but halved the speed of text
   * searches at 100,000 listings, in all four runs, for a reason not found: the copy (tens of ms) stays.
   */
  importState(state: TextIndexState): void {
    const documents = state.documents.slice();
    const frequencies = state.frequencies.slice();
    const capacity = state.slots.reduce((highest, slot) => Math.max(highest, slot), -1) + 1;
    const starts = new Int32Array(capacity + 1);
    for (const slot of documents) starts[slot + 1]!++;
    for (let slot = 0; slot < capacity; slot++) starts[slot + 1]! += starts[slot]!;
    const filled = starts.slice(0, capacity);
    const wordIds = new Int32Array(documents.length);
    state.slots.forEach((slot, index) => {
      this.wordsAt[slot] = IMPORTED_WORDS;
      this.lengthAt(slot, state.lengths[index] as number);
    });
    this.documentCount = state.slots.length;
    let start = 0;
    state.words.forEach((word, index) => {
      const end = state.ends[index] as number;
      for (let entry = start; entry < end; entry++) wordIds[filled[documents[entry]!]!++] = index;
      this.postings.set(
        word,
        WordPosting.overWithFrequencies(documents.subarray(start, end), frequencies.subarray(start, end)),
      );
      start = end;
    });
    this.imported = { words: state.words, starts, wordIds };
    for (const [key, group] of state.wordsByStem) this.wordsByStem.set(key, new Set(group));
    this.totalLength = state.totalLength;
    this.vocabulary = undefined;
    this.forgetImpacts();
  }

  /**
   * What a query of one word (as `words` gives it) matches, term by term, to be read in score order
   * (impact-orders.ts): the indexed words it and its one-word synonyms stand for, each with its best quality, as
   * `match` scores them. Undefined when a synonym is a phrase (every part must match): `match` scores those.
   * Undefined too the first time a word is asked after a write, when its orders are not made yet: a word searched
   * once between two writes is scored as before, without making orders the next write drops.
   * `capacity` is the index's slot count, the size of each term's bits.
   */
  rankedTerms(word: string, capacity: number): RankedTerm[] | undefined {
    const qualities = new Map(this.termsFor(word, true));
    for (const phrase of [...(this.synonyms.get(word) ?? []), ...(this.synonyms.get(stem(word)) ?? [])]) {
      if (phrase.length !== 1) return undefined;
      for (const [term, quality] of this.termsFor(phrase[0]!, false))
        if (quality > (qualities.get(term) ?? 0)) qualities.set(term, quality);
    }
    const made = [...qualities.keys()].every((term) => this.impactOrders.has(term));
    if (!made && !this.askedOnce.has(word)) {
      // Forgotten wholesale past a bound, as the typo lookups are: visitors' words between two writes are unbounded.
      if (this.askedOnce.size >= TERMS_KEPT) this.askedOnce.clear();
      this.askedOnce.add(word);
      return undefined;
    }
    return Array.from(qualities, ([term, quality]) => {
      const kept = this.impactOrder(term);
      return {
        order: kept.order,
        quality,
        bits: () => {
          if (kept.bits) return kept.bits;
          const bits = new SlotSet(capacity);
          for (const slot of kept.order.slots) bits.add(slot);
          // Kept only when they take no more room than the word's documents (4 bytes each), as posting-lists.ts does.
          if (kept.order.slots.length * 32 >= capacity) kept.bits = bits;
          return bits;
        },
      };
    });
  }

  private impactOrder(term: string): { order: ImpactOrder; bits?: SlotSet } {
    const kept = this.impactOrders.get(term);
    if (kept) {
      this.impactOrders.delete(term);
      this.impactOrders.set(term, kept);
      return kept;
    }
    const posting = this.postings.get(term) as WordPosting;
    const score = this.scoring(posting);
    const impacts = new Float64Array(posting.size);
    for (let i = 0; i < posting.size; i++) impacts[i] = score(posting.slots[i]!, posting.frequencies[i]!);
    const order = impactOrderOf(posting.slots.subarray(0, posting.size), impacts);
    for (const [oldest, { order: dropped }] of this.impactOrders) {
      if (this.impactEntries + posting.size <= IMPACT_ENTRIES_KEPT) break;
      this.impactOrders.delete(oldest);
      this.impactEntries -= dropped.slots.length;
    }
    const entry = { order };
    this.impactOrders.set(term, entry);
    this.impactEntries += posting.size;
    return entry;
  }

  private forgetImpacts(): void {
    this.impactOrders.clear();
    this.impactEntries = 0;
    this.askedOnce.clear();
  }

  /** A word's BM25 score in a document, from the word's frequency there: one expression for every way of matching. */
  private scoring(posting: WordPosting): (slot: number, frequency: number) => number {
    const averageLength = this.totalLength / Math.max(this.documentCount, 1);
    const lengths = this.lengths;
    const idf = Math.log(1 + (this.documentCount - posting.size + 0.5) / (posting.size + 0.5));
    return (slot, frequency) =>
      (idf * frequency * (BM25_K1 + 1)) /
      (frequency + BM25_K1 * (1 - BM25_B + (BM25_B * lengths[slot]!) / averageLength));
  }

  /**
   * The documents matching every one of a query's meaningful words (as `words` gives them, once per search: its plan
   * reads them, search-plan.ts); undefined when there are none (match everything). With `within`, only those documents
   * are scored, and when they are fewer than a word's documents they are looked up in its posting instead of reading it
   * whole: a filter that leaves 50 listings spares scoring the thousands a common word is in. A document's score does
   * not depend on which others are scored.
   */
  match(queryWords: readonly string[], within?: Within): TextScores | undefined {
    let matched: TextScores | undefined;
    for (const [position, word] of queryWords.entries()) {
      const scores = this.matchWithSynonyms(word, position === queryWords.length - 1, within);
      matched = matched ? intersectAdding(matched, scores) : scores;
      if (matched.slots.length === 0) break;
    }
    return matched;
  }

  private matchWithSynonyms(word: string, isLast: boolean, within: Within | undefined): TextScores {
    const best = this.matchWord(word, isLast, within);
    const phrases = new Map<string, string[]>();
    for (const phrase of [...(this.synonyms.get(word) ?? []), ...(this.synonyms.get(stem(word)) ?? [])])
      phrases.set(phrase.join(' '), phrase);
    for (const phrase of phrases.values()) {
      let scores: TextScores | undefined;
      for (const part of phrase)
        scores = scores
          ? intersectAdding(scores, this.matchWord(part, false, within))
          : this.matchWord(part, false, within);
      if (!scores) continue;
      for (const slot of scores.slots) {
        const score = scores.scores[slot]!;
        if (best.scores[slot] === 0) best.slots.push(slot);
        if (score > best.scores[slot]!) best.scores[slot] = score;
      }
    }
    return best;
  }

  private matchWord(word: string, allowPrefix: boolean, within: Within | undefined): TextScores {
    const matched: TextScores = { slots: [], scores: new Float64Array(this.wordsAt.length) };
    const { slots, scores } = matched;
    for (const [term, quality] of this.termsFor(word, allowPrefix)) {
      const posting = this.postings.get(term) as WordPosting;
      const bm25 = this.scoring(posting);
      const score = (slot: number, frequency: number) => {
        const scored = quality * bm25(slot, frequency);
        const previous = scores[slot]!;
        if (previous === 0) slots.push(slot);
        if (scored > previous) scores[slot] = scored;
      };
      if (within && within.size < posting.size) {
        const candidates = within.slots();
        for (let i = 0; i < candidates.length; i++) {
          const frequency = posting.get(candidates[i]!);
          if (frequency !== undefined) score(candidates[i]!, frequency);
        }
      } else {
        const { slots: postingSlots, frequencies } = posting;
        for (let i = 0; i < posting.size; i++) {
          const slot = postingSlots[i]!;
          if (!within || within.has(slot)) score(slot, frequencies[i]!);
        }
      }
    }
    return matched;
  }

  /** The indexed words a query word stands for, each with how well it matches. */
  private termsFor(word: string, allowPrefix: boolean): ReadonlyMap<string, number> {
    const vocabulary = this.currentVocabulary();
    const key = allowPrefix ? `${word}\u0000` : word;
    const known = vocabulary.terms.get(key);
    if (known) return known;
    if (vocabulary.terms.size >= TERMS_KEPT) vocabulary.terms.clear();
    const terms = new Map<string, number>();
    vocabulary.terms.set(key, terms);
    const offer = (term: string, quality: number) => {
      if (quality > (terms.get(term) ?? 0)) terms.set(term, quality);
    };
    const indexed = this.postings.has(word);
    if (indexed) offer(word, QUALITY.exact);
    for (const term of this.wordsByStem.get(stem(word)) ?? []) offer(term, QUALITY.sameStem);
    // A word the catalogue holds is what was meant, not a typo of another one: «Cedritos» is a sector of Bogotá,
    // and reading it as a misspelt «Cerritos» (Pereira) too would mix the two.
    const tolerance = indexed ? 0 : typoTolerance(word);
    for (let length = word.length - tolerance; tolerance > 0 && length <= word.length + tolerance; length++) {
      for (const term of vocabulary.byStart.get(startKey(word, length)) ?? []) {
        const typos = typoDistance(word, term, tolerance);
        if (typos <= tolerance)
          offer(term, typos === 0 ? QUALITY.exact : typos === 1 ? QUALITY.oneTypo : QUALITY.twoTypos);
      }
    }
    if (allowPrefix) {
      for (let i = lowerBound(vocabulary.sorted, word); i < vocabulary.sorted.length; i++) {
        const term = vocabulary.sorted[i] as string;
        if (!term.startsWith(word)) break;
        offer(term, QUALITY.prefix);
      }
    }
    return terms;
  }

  private removeOne(slot: number): void {
    const indexed = this.wordsAt[slot];
    if (!indexed) return;
    for (const word of indexed === IMPORTED_WORDS ? this.importedWordsOf(slot) : indexed) {
      const posting = this.postings.get(word) as WordPosting;
      posting.delete(slot);
      if (posting.size === 0) {
        this.postings.delete(word);
        this.removeFromStem(word);
      }
    }
    this.totalLength -= this.lengths[slot]!;
    this.wordsAt[slot] = undefined;
    this.documentCount--;
  }

  private importedWordsOf(slot: number): string[] {
    const { words, starts, wordIds } = this.imported!;
    return Array.from(wordIds.subarray(starts[slot], starts[slot + 1]), (id) => words[id]!);
  }

  /** Sets a slot's length, growing the lengths (doubling) to hold it. */
  private lengthAt(slot: number, length: number): void {
    if (slot >= this.lengths.length) {
      const grown = new Float64Array(Math.max(slot + 1, this.lengths.length * 2, 16));
      grown.set(this.lengths);
      this.lengths = grown;
    }
    this.lengths[slot] = length;
  }

  private addToStem(word: string): void {
    const key = stem(word);
    let group = this.wordsByStem.get(key);
    if (!group) this.wordsByStem.set(key, (group = new Set()));
    group.add(word);
    this.vocabulary = undefined;
  }

  private removeFromStem(word: string): void {
    const key = stem(word);
    const group = this.wordsByStem.get(key);
    group?.delete(word);
    if (group?.size === 0) this.wordsByStem.delete(key);
    this.vocabulary = undefined;
  }

  private currentVocabulary() {
    if (!this.vocabulary) {
      const sorted = [...this.postings.keys()].sort();
      const byStart = new Map<string, string[]>();
      for (const word of sorted) {
        const key = startKey(word, word.length);
        let group = byStart.get(key);
        if (!group) byStart.set(key, (group = []));
        group.push(word);
      }
      this.vocabulary = { sorted, byStart, terms: new Map() };
    }
    return this.vocabulary;
  }

  /**
   * A group's members are found by their own single word and by its stem; each stands for every other
   * member, which may be a phrase (all its words must then match).
   */
  private addSynonyms(group: readonly string[]): void {
    const phrases = group.map(words).filter((phrase) => phrase.length > 0);
    for (const phrase of phrases) {
      if (phrase.length !== 1) continue;
      const member = phrase[0] as string;
      const others = phrases.filter((other) => other !== phrase);
      for (const key of new Set([member, stem(member)]))
        this.synonyms.set(key, [...(this.synonyms.get(key) ?? []), ...others]);
    }
  }
}

/**
 * The vocabulary sorted (prefix lookups), grouped by first letter and length (typo lookups, which only read the
 * groups a query word can reach), and the indexed words each query word was found to stand for: which depends on
 * the vocabulary alone, so it is kept with it. A relaxed AI search looks the same words up once per pass, and
 * visitors' words repeat: the typo lookups are most of a word's matching.
 */
interface Vocabulary {
  sorted: string[];
  byStart: Map<string, string[]>;
  terms: Map<string, ReadonlyMap<string, number>>;
}

/** Query words whose terms are kept (a few hundred bytes each); past it they are found again. */
const TERMS_KEPT = 10_000;

/** What `wordsAt` holds for a document loaded from a snapshot and not written since (compared by identity). */
const IMPORTED_WORDS: readonly string[] = Object.freeze([]);

/** Entries of the impact orders kept (12 bytes each): a few of the commonest words of 100,000 listings. */
const IMPACT_ENTRIES_KEPT = 1_000_000;

/**
 * Typo lookups only consider words with the query word's first letter: a typo there is rare and costly to
 * look for (Meilisearch counts it double). The key also holds the length, for the typo budget.
 */
function startKey(word: string, length: number): string {
  return `${word[0]}${length}`;
}

/** Every string or number the path reaches (arrays included): what a field says in words. */
function textAt(doc: IndexDocument, segments: readonly string[]): string {
  const parts: string[] = [];
  someAtPath(doc, segments, (value) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' || typeof item === 'number') parts.push(String(item));
    }
    return false; // keep walking: this collects, it does not test
  });
  return parts.join(' . ');
}

/** Keeps the slots present in both, adding their scores (into the smaller one's array, which is not read again). */
function intersectAdding(a: TextScores, b: TextScores): TextScores {
  const [small, large] = a.slots.length <= b.slots.length ? [a, b] : [b, a];
  const slots: number[] = [];
  for (const slot of small.slots) {
    const other = large.scores[slot] ?? 0;
    if (other > 0) {
      small.scores[slot]! += other;
      slots.push(slot);
    } else small.scores[slot] = 0;
  }
  return { slots, scores: small.scores };
}

/** The first index whose word is not below `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < word) low = middle + 1;
    else high = middle;
  }
  return low;
}
