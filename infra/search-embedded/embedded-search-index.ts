import type { Position } from '../ports/event-store.js';
import type { IndexDocument, IndexSettings, SearchIndex, SearchQuery, SearchResult } from '../ports/search-index.js';
import { IndexState, type IndexStateData } from './index-state.js';

/** One index of a snapshot: what ensure() was given, and its state (checkpoint included). */
export interface IndexSnapshot {
  name: string;
  settings: IndexSettings;
  state: IndexStateData;
}

/**
 * The embedded SearchIndex: everything in memory. Its projection rebuilds it from position 0 (the checkpoint,
 * kept here too, starts at null with it), unless the process first loads a snapshot of it (exportSnapshot /
 * importSnapshot, written to disk by snapshot-file.ts): then the projection only catches up from its checkpoint.
 *
 * Text: Spanish, accent-insensitive, typo-tolerant, stemmed, with synonyms (text-index.ts). Filters: posting
 * lists answered as bits, the shared Filter evaluator for what they cannot answer. Sorts: orders cached per
 * sort key. Vectors: brute-force cosine, blended with the normalized text score by `semanticRatio`; only the
 * page is put in order (index-state.ts).
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
    return this.indexes.get(index)?.get(id) ?? null;
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

  /** The indexes that exist. */
  names(): string[] {
    return [...this.indexes.keys()];
  }

  /** Every index as plain data, independent of later writes (see IndexState.exportState). */
  exportSnapshot(): IndexSnapshot[] {
    return Array.from(this.indexes, ([name, state]) => ({
      name,
      settings: structuredClone(state.settings),
      state: state.exportState(),
    }));
  }

  /** Replaces every index with a snapshot's, all or nothing: a state that cannot be read leaves this index as it was. */
  importSnapshot(snapshot: readonly IndexSnapshot[]): void {
    const restored = snapshot.map(
      ({ name, settings, state }) => [name, IndexState.fromState(settings, state)] as const,
    );
    this.indexes.clear();
    for (const [name, state] of restored) this.indexes.set(name, state);
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
