import type { IndexDocument } from '../ports/search-index.js';
import { someAtPath, splitPath } from '../filter/document-path.js';
import { stem } from '../spanish-text/stem.js';
import { typoDistance, typoTolerance } from '../spanish-text/typos.js';
import { words } from '../spanish-text/words.js';

/** Scores of the documents a text matches, by id; higher is better. */
export type TextScores = Map<string, number>;

/** The documents a match is limited to (those a filter left), which it can test or list. */
export interface Within {
  readonly size: number;
  has(id: string): boolean;
  ids(): readonly string[];
}

/** How well an indexed word stands for a query word; a document's score for the word is the best match. */
const QUALITY = { exact: 1, sameStem: 0.9, prefix: 0.7, oneTypo: 0.6, twoTypos: 0.4 } as const;
const BM25_K1 = 1.2;
const BM25_B = 0.75;

interface IndexedDocument {
  words: string[];
  /** Words weighted by their field's weight. */
  length: number;
}

/**
 * A TextIndex as plain data. Its postings name documents by their place in `ids` rather than by id (a document
 * is in a posting per distinct word it holds: repeating its id there would multiply the snapshot's size), and
 * each document's word list is not kept: it is read back from the postings. Fields and synonyms come from the
 * index's settings.
 */
export interface TextIndexState {
  /** The indexed documents, in the index's order. */
  ids: string[];
  /** Each document's weighted length, by its place in `ids`. */
  lengths: Float64Array;
  /** The vocabulary, in the index's order; word i's posting is `documents`/`frequencies` from ends[i - 1] to ends[i]. */
  words: string[];
  ends: Int32Array;
  documents: Int32Array;
  frequencies: Float64Array;
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
  private readonly postings = new Map<string, Map<string, number>>();
  private readonly documents = new Map<string, IndexedDocument>();
  private readonly wordsByStem = new Map<string, Set<string>>();
  private readonly synonyms = new Map<string, string[][]>();
  private totalLength = 0;
  /** Rebuilt after a word came or went. */
  private vocabulary: Vocabulary | undefined;

  constructor(searchable: readonly string[], synonyms: ReadonlyArray<readonly string[]> = []) {
    this.fields = searchable.map((path, index) => ({
      segments: splitPath(path),
      weight: 1 + (searchable.length - 1 - index) / 2,
    }));
    for (const group of synonyms) this.addSynonyms(group);
  }

  add(docs: readonly IndexDocument[]): void {
    for (const doc of docs) {
      this.removeOne(doc.id);
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
          this.postings.set(word, (posting = new Map()));
          this.addToStem(word);
        }
        posting.set(doc.id, frequency);
      }
      this.documents.set(doc.id, { words: [...frequencies.keys()], length });
      this.totalLength += length;
    }
  }

  remove(ids: readonly string[]): void {
    for (const id of ids) this.removeOne(id);
  }

  exportState(): TextIndexState {
    const ids = [...this.documents.keys()];
    const place = new Map<string, number>();
    const lengths = new Float64Array(ids.length);
    ids.forEach((id, index) => {
      place.set(id, index);
      lengths[index] = (this.documents.get(id) as IndexedDocument).length;
    });
    let entries = 0;
    for (const posting of this.postings.values()) entries += posting.size;
    const words: string[] = [];
    const ends = new Int32Array(this.postings.size);
    const documents = new Int32Array(entries);
    const frequencies = new Float64Array(entries);
    let next = 0;
    for (const [word, posting] of this.postings) {
      for (const [id, frequency] of posting) {
        documents[next] = place.get(id) as number;
        frequencies[next++] = frequency;
      }
      ends[words.length] = next;
      words.push(word);
    }
    const wordsByStem = Array.from(this.wordsByStem, ([key, group]): [string, string[]] => [key, [...group]]);
    return { ids, lengths, words, ends, documents, frequencies, wordsByStem, totalLength: this.totalLength };
  }

  /** Into an empty index (made with the same settings): the same maps, in the same order, as the exported index's. */
  importState(state: TextIndexState): void {
    // Each document's word list is made at its final length: pushing 100,000 listings' 4 million words one by one took 30 % longer.
    const counts = new Int32Array(state.ids.length);
    for (const document of state.documents) counts[document]!++;
    const lists = Array.from(counts, (count) => new Array<string>(count));
    const filled = new Int32Array(state.ids.length);
    state.ids.forEach((id, index) =>
      this.documents.set(id, { words: lists[index]!, length: state.lengths[index] as number }),
    );
    let start = 0;
    state.words.forEach((word, index) => {
      const end = state.ends[index] as number;
      const posting = new Map<string, number>();
      for (let entry = start; entry < end; entry++) {
        const document = state.documents[entry] as number;
        posting.set(state.ids[document] as string, state.frequencies[entry] as number);
        lists[document]![filled[document]!++] = word;
      }
      this.postings.set(word, posting);
      start = end;
    });
    for (const [key, group] of state.wordsByStem) this.wordsByStem.set(key, new Set(group));
    this.totalLength = state.totalLength;
    this.vocabulary = undefined;
  }

  /**
   * The documents matching every meaningful word of `text`; undefined when it has none (match everything).
   * With `within`, only those documents are scored, and when they are fewer than a word's documents they are
   * looked up in its posting instead of reading it whole: a filter that leaves 50 listings spares scoring the
   * thousands a common word is in. A document's score does not depend on which others are scored.
   */
  match(text: string, within?: Within): TextScores | undefined {
    const queryWords = words(text);
    if (queryWords.length === 0) return undefined;
    let matched: TextScores | undefined;
    for (const [position, word] of queryWords.entries()) {
      const scores = this.matchWithSynonyms(word, position === queryWords.length - 1, within);
      matched = matched ? intersectAdding(matched, scores) : scores;
      if (matched.size === 0) break;
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
      for (const [id, score] of scores ?? []) if (score > (best.get(id) ?? 0)) best.set(id, score);
    }
    return best;
  }

  private matchWord(word: string, allowPrefix: boolean, within: Within | undefined): TextScores {
    const scores: TextScores = new Map();
    const averageLength = this.totalLength / Math.max(this.documents.size, 1);
    for (const [term, quality] of this.termsFor(word, allowPrefix)) {
      const posting = this.postings.get(term) as Map<string, number>;
      const idf = Math.log(1 + (this.documents.size - posting.size + 0.5) / (posting.size + 0.5));
      const score = (id: string, frequency: number) => {
        const length = (this.documents.get(id) as IndexedDocument).length;
        const bm25 =
          (idf * frequency * (BM25_K1 + 1)) / (frequency + BM25_K1 * (1 - BM25_B + (BM25_B * length) / averageLength));
        const scored = quality * bm25;
        if (scored > (scores.get(id) ?? 0)) scores.set(id, scored);
      };
      if (within && within.size < posting.size) {
        for (const id of within.ids()) {
          const frequency = posting.get(id);
          if (frequency !== undefined) score(id, frequency);
        }
      } else {
        for (const [id, frequency] of posting) if (!within || within.has(id)) score(id, frequency);
      }
    }
    return scores;
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
    if (this.postings.has(word)) offer(word, QUALITY.exact);
    for (const term of this.wordsByStem.get(stem(word)) ?? []) offer(term, QUALITY.sameStem);
    const tolerance = typoTolerance(word);
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

  private removeOne(id: string): void {
    const indexed = this.documents.get(id);
    if (!indexed) return;
    for (const word of indexed.words) {
      const posting = this.postings.get(word) as Map<string, number>;
      posting.delete(id);
      if (posting.size === 0) {
        this.postings.delete(word);
        this.removeFromStem(word);
      }
    }
    this.totalLength -= indexed.length;
    this.documents.delete(id);
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

/** Keeps the ids present in both, adding their scores. */
function intersectAdding(a: TextScores, b: TextScores): TextScores {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  const result: TextScores = new Map();
  for (const [id, score] of small) {
    const other = large.get(id);
    if (other !== undefined) result.set(id, score + other);
  }
  return result;
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
