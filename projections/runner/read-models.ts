import type { Position } from '../../infra/ports/event-store.js';
import {
  collectionKey,
  type CollectionReader,
  type Document,
  type ReadModelStore,
} from '../../infra/ports/read-model-store.js';

/** The query side's door to read models: always the active version (a rebuild may have swapped it). */
export class ReadModels {
  constructor(readonly store: ReadModelStore) {}

  /** The position the active version has reached: changes whenever the read model does. */
  async checkpoint(name: string): Promise<Position | null> {
    return this.store.checkpoints.get(collectionKey(name, await this.activeVersion(name)));
  }

  /**
   * A reader that a request may keep across awaits while rebuilds swap versions and drop old ones. An answer
   * counts only if the version it came from is still the active one once it has been read; otherwise, failed or
   * not, the read runs again on the version now active (a read is idempotent). A rebuild drops only versions that
   * are not active (older ones once it promoted, its own half-built one before it starts), so an answer
   * confirmed this way was read from a whole copy, whatever the adapter answers while a collection is dropped
   * under a read: SQLite reads a dropped version as empty, MongoDB fails the query or (some versions) ends it
   * with the documents found so far.
   *
   * Why not keep versions while readers hold them: a rebuild also runs in another process (`npm run projections
   * -- rebuild` beside the server), which cannot see this process's readers, so a reference count here would not
   * stop it; leases in the store would cost a write per request and an expiry that a stalled reader can outlive.
   * The check needs nothing from the rebuild, in any process, and costs one lookup of the active pointer per
   * read. A reader that moved on answers from a newer version, never an older one (a promotion never goes back
   * in the log), as any read does while the projector writes between two of a request's reads.
   */
  async collection<T extends Document>(name: string): Promise<CollectionReader<T>> {
    let version = await this.activeVersion(name);
    const read = async <R>(run: (reader: CollectionReader<T>) => Promise<R>): Promise<R> => {
      for (;;) {
        const readFrom = version;
        const answer = await run(this.store.collection<T>(name, readFrom)).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        version = await this.activeVersion(name);
        if (version !== readFrom) continue;
        if ('error' in answer) throw answer.error;
        return answer.value;
      }
    };
    return {
      get: (id) => read((reader) => reader.get(id)),
      find: (filter, options) => read((reader) => reader.find(filter, options)),
      count: (filter) => read((reader) => reader.count(filter)),
    };
  }

  private async activeVersion(name: string): Promise<number> {
    return (await this.store.active.get(name)) ?? 1;
  }
}
