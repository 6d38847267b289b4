import type { Position } from '../ports/event-store.js';
import {
  collectionKey,
  type CollectionWriter,
  type Document,
  type ReadModelTransaction,
} from '../ports/read-model-store.js';

/** A collection's pending writes: the document as JSON, or null for a delete. */
export type PendingWrites = ReadonlyMap<string, string | null>;

export interface BufferedWrites {
  /** Per collection key, in the order the ids were first written. */
  documents: ReadonlyMap<string, PendingWrites>;
  checkpoints: ReadonlyMap<string, Position>;
}

/**
 * Runs `fn` against a transaction that only buffers, then hands the buffer to `commit` (the adapter's
 * single atomic write) once `fn` resolved. If `fn` rejects, nothing reaches `commit`.
 * Documents are buffered as JSON so a caller changing its object after `put` changes nothing, and reads
 * inside the transaction see its own writes before falling back to `read` (the committed state).
 */
export async function runBuffered<R>(
  fn: (tx: ReadModelTransaction) => Promise<R>,
  read: (key: string, id: string) => Promise<Document | null>,
  commit: (writes: BufferedWrites) => Promise<void> | void,
): Promise<R> {
  const transaction = new BufferedTransaction(read);
  let result: R;
  try {
    result = await fn(transaction);
  } finally {
    transaction.finish();
  }
  if (transaction.documents.size > 0 || transaction.checkpoints.size > 0) await commit(transaction);
  return result;
}

class BufferedTransaction implements ReadModelTransaction, BufferedWrites {
  readonly documents = new Map<string, Map<string, string | null>>();
  readonly checkpoints = new Map<string, Position>();
  private finished = false;

  constructor(private readonly read: (key: string, id: string) => Promise<Document | null>) {}

  collection<T extends Document = Document>(name: string, version: number): CollectionWriter<T> {
    const key = collectionKey(name, version);
    const pending = (): Map<string, string | null> => {
      this.assertOpen();
      let writes = this.documents.get(key);
      if (!writes) this.documents.set(key, (writes = new Map()));
      return writes;
    };
    return {
      get: async (id) => {
        this.assertOpen();
        const buffered = this.documents.get(key);
        if (buffered?.has(id)) {
          const json = buffered.get(id) as string | null;
          return json === null ? null : (JSON.parse(json) as T);
        }
        return (await this.read(key, id)) as T | null;
      },
      put: (doc) => {
        if (typeof doc.id !== 'string' || doc.id === '')
          throw new Error(`A document needs a non-empty string id (collection ${key})`);
        pending().set(doc.id, JSON.stringify(doc));
      },
      delete: (id) => {
        pending().set(id, null);
      },
    };
  }

  setCheckpoint(projection: string, position: Position): void {
    this.assertOpen();
    this.checkpoints.set(projection, position);
  }

  finish(): void {
    this.finished = true;
  }

  private assertOpen(): void {
    if (this.finished)
      throw new Error('This read-model transaction is over; use the store for further reads and writes');
  }
}
