import type { Filter, Sort } from './filter.js';
import type { Position } from './event-store.js';

/**
 * The ReadModelStore port. Collections are versioned (`name` + `version`) so a projection can be
 * rebuilt into version n+1 while n serves, then the `active` pointer swaps (blue/green).
 * Both adapters (SQLite, MongoDB) pass infra/contract/read-model-store.contract.ts.
 */
export interface Document {
  id: string;
  [key: string]: unknown;
}

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
}

export interface CollectionReader<T extends Document = Document> {
  get(id: string): Promise<T | null>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
}

export interface CollectionWriter<T extends Document = Document> {
  /** Sees the writes made earlier in the same transaction. */
  get(id: string): Promise<T | null>;
  put(doc: T): void;
  delete(id: string): void;
}

export interface ReadModelTransaction {
  collection<T extends Document = Document>(name: string, version: number): CollectionWriter<T>;
  /** Stored atomically with the documents written in this transaction. */
  setCheckpoint(projection: string, position: Position): void;
}

export interface ReadModelStore {
  collection<T extends Document = Document>(name: string, version: number): CollectionReader<T>;
  /**
   * Buffers the writes made through `tx` and commits them, with any checkpoint, in one atomic
   * transaction when `fn` resolves; nothing is written if it rejects.
   */
  withTransaction<R>(fn: (tx: ReadModelTransaction) => Promise<R>): Promise<R>;
  checkpoints: {
    /** Null when the projection has never committed. Key is usually `${name}_v${version}`. */
    get(projection: string): Promise<Position | null>;
    delete(projection: string): Promise<void>;
  };
  /** Which version of each read model the queries use. */
  active: {
    get(name: string): Promise<number | null>;
    set(name: string, version: number): Promise<void>;
    /**
     * Points `name` at `to` in one atomic step, if it still points at `from` (`moved` otherwise) and
     * `to`'s checkpoint has reached `from`'s (`behind` otherwise): the version queries read never goes
     * back in the log, even while another process keeps writing `from`.
     */
    promote(name: string, from: number, to: number): Promise<'promoted' | 'behind' | 'moved'>;
  };
  /** Rejects when the store cannot take a write right now (health checks). */
  checkWritable(): Promise<void>;
  /** Removes every document of a collection version. */
  drop(name: string, version: number): Promise<void>;
  close(): Promise<void>;
}

/** The name a collection version is stored under, and the key of its checkpoint. */
export const collectionKey = (name: string, version: number): string => `${name}_v${version}`;
