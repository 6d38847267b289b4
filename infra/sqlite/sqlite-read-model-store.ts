import type { Statement } from 'better-sqlite3';
import type { Position } from '../ports/event-store.js';
import type { Filter } from '../ports/filter.js';
import {
  collectionKey,
  type CollectionReader,
  type Document,
  type FindOptions,
  type ReadModelStore,
  type ReadModelTransaction,
} from '../ports/read-model-store.js';
import { compareSort } from '../filter/compare-sort.js';
import { copyOf } from '../filter/copy-of.js';
import { compileFilter } from '../filter/compile-filter.js';
import { runBuffered, type BufferedWrites } from '../read-model-store/buffered-transaction.js';
import type { SqliteDatabase } from './open-database.js';

const schema = `
  CREATE TABLE IF NOT EXISTS documents (
    collection TEXT NOT NULL,
    id         TEXT NOT NULL,
    doc        TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS checkpoints (
    projection TEXT PRIMARY KEY,
    position   TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS active_versions (
    name    TEXT PRIMARY KEY,
    version INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS write_probe (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    at TEXT NOT NULL
  );`;

/**
 * The embedded ReadModelStore: documents persisted as JSON rows in SQLite and served from memory.
 *
 * Read models are small to medium and read far more often than written, so each collection is loaded once
 * (on first `find` or `count`) into a Map and queried there with the compiled filter and comparator; commits update
 * the Map after SQLite has them. A `get` before then reads its one row: a listing's page, or a projection applying an
 * event, does not load 100,000 listings (160 MB) to read one. Another connection writing the same file (the
 * projections script while the server runs) bumps SQLite's `data_version`, which every read checks, and then the
 * caches are reloaded.
 */
export class SqliteReadModelStore implements ReadModelStore {
  /**
   * Each loaded collection's documents as their stored JSON parses to, which filters and sorts read. Readers get a
   * copy (copyOf), equal to what a restart would load from disk. Not the JSON besides: at 100,000 listings the
   * properties collection's strings took 165 MB more for copies that parsing made no better.
   */
  private readonly caches = new Map<string, Map<string, Document>>();
  private readonly statements: {
    load: Statement<[string], { id: string; doc: string }>;
    loadOne: Statement<[string, string], string>;
    upsert: Statement<[string, string, string]>;
    delete: Statement<[string, string]>;
    dropCollection: Statement<[string]>;
    getCheckpoint: Statement<[string], { position: string }>;
    setCheckpoint: Statement<[string, string]>;
    deleteCheckpoint: Statement<[string]>;
    getActive: Statement<[string], { version: number }>;
    setActive: Statement<[string, number]>;
    dataVersion: Statement<[], number>;
    probe: Statement<[string]>;
  };
  private dataVersion: number;

  constructor(private readonly db: SqliteDatabase) {
    db.exec(schema);
    this.statements = {
      load: db.prepare('SELECT id, doc FROM documents WHERE collection = ?'),
      loadOne: db
        .prepare<[string, string], string>('SELECT doc FROM documents WHERE collection = ? AND id = ?')
        .pluck(),
      upsert: db.prepare(
        'INSERT INTO documents (collection, id, doc) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc',
      ),
      delete: db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?'),
      dropCollection: db.prepare('DELETE FROM documents WHERE collection = ?'),
      getCheckpoint: db.prepare('SELECT position FROM checkpoints WHERE projection = ?'),
      setCheckpoint: db.prepare(
        'INSERT INTO checkpoints (projection, position) VALUES (?, ?) ON CONFLICT (projection) DO UPDATE SET position = excluded.position',
      ),
      deleteCheckpoint: db.prepare('DELETE FROM checkpoints WHERE projection = ?'),
      getActive: db.prepare('SELECT version FROM active_versions WHERE name = ?'),
      setActive: db.prepare(
        'INSERT INTO active_versions (name, version) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET version = excluded.version',
      ),
      dataVersion: db.prepare<[], number>('PRAGMA data_version').pluck(),
      probe: db.prepare(
        'INSERT INTO write_probe (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at',
      ),
    };
    this.dataVersion = this.statements.dataVersion.get() as number;
  }

  collection<T extends Document = Document>(name: string, version: number): CollectionReader<T> {
    const key = collectionKey(name, version);
    return {
      get: async (id) => this.one(key, id) as Promise<T | null>,
      find: async (filter?: Filter, options: FindOptions = {}) => {
        const compare = compareSort(options.sort);
        const matching = this.matching(key, filter).sort(compare);
        const start = options.skip ?? 0;
        const end = options.limit === undefined ? undefined : start + options.limit;
        return matching.slice(start, end).map((cached) => copyOf(cached as T));
      },
      count: async (filter?: Filter) => this.matching(key, filter).length,
    };
  }

  withTransaction<R>(fn: (tx: ReadModelTransaction) => Promise<R>): Promise<R> {
    return runBuffered(
      fn,
      (key, id) => this.one(key, id),
      (writes) => this.commit(writes),
    );
  }

  checkpoints = {
    get: async (projection: string): Promise<Position | null> => {
      const row = this.statements.getCheckpoint.get(projection);
      return row ? BigInt(row.position) : null;
    },
    delete: async (projection: string): Promise<void> => {
      this.statements.deleteCheckpoint.run(projection);
    },
  };

  active = {
    get: async (name: string): Promise<number | null> => this.statements.getActive.get(name)?.version ?? null,
    set: async (name: string, version: number): Promise<void> => {
      this.statements.setActive.run(name, version);
    },
    // IMMEDIATE holds SQLite's write lock from the first read, so no other connection (the server's
    // projector, while a rebuild runs in a script) can commit a checkpoint between the check and the swap.
    promote: async (name: string, from: number, to: number): Promise<'promoted' | 'behind' | 'moved'> =>
      this.db
        .transaction(() => {
          if ((this.statements.getActive.get(name)?.version ?? 1) !== from) return 'moved' as const;
          const position = (version: number) => {
            const row = this.statements.getCheckpoint.get(collectionKey(name, version));
            return row ? BigInt(row.position) : -1n;
          };
          if (position(to) < position(from)) return 'behind' as const;
          this.statements.setActive.run(name, to);
          return 'promoted' as const;
        })
        .immediate(),
  };

  /** A real committed write (one row), so a read-only or full disk shows here before a projection meets it. */
  async checkWritable(): Promise<void> {
    this.statements.probe.run(new Date().toISOString());
  }

  async drop(name: string, version: number): Promise<void> {
    const key = collectionKey(name, version);
    this.statements.dropCollection.run(key);
    this.caches.delete(key);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  /** One SQLite transaction for every document and checkpoint; the caches change only once it committed. */
  private commit({ documents, checkpoints }: BufferedWrites): void {
    this.db.transaction(() => {
      for (const [key, pending] of documents) {
        for (const [id, json] of pending) {
          if (json === null) this.statements.delete.run(key, id);
          else this.statements.upsert.run(key, id, json);
        }
      }
      for (const [projection, position] of checkpoints)
        this.statements.setCheckpoint.run(projection, position.toString());
    })();
    for (const [key, pending] of documents) {
      const cache = this.caches.get(key);
      if (!cache) continue; // not loaded yet: the first read will load it from SQLite, writes included
      for (const [id, json] of pending) {
        if (json === null) cache.delete(id);
        else cache.set(id, JSON.parse(json) as Document);
      }
    }
  }

  /** A copy from the loaded collection, or else parsed from its row (a fresh object, which nothing else holds). */
  private async one(key: string, id: string): Promise<Document | null> {
    this.checkDataVersion();
    const cache = this.caches.get(key);
    if (cache) {
      const cached = cache.get(id);
      return cached ? copyOf(cached) : null;
    }
    const doc = this.statements.loadOne.get(key, id);
    return doc === undefined ? null : (JSON.parse(doc) as Document);
  }

  private matching(key: string, filter: Filter | undefined): Document[] {
    const predicate = compileFilter(filter);
    const matching: Document[] = [];
    for (const doc of this.documents(key).values()) if (predicate(doc)) matching.push(doc);
    return matching;
  }

  /** The cached collection, loaded on first use, and reloaded after another connection wrote the file. */
  private documents(key: string): Map<string, Document> {
    this.checkDataVersion();
    let cache = this.caches.get(key);
    if (!cache) {
      cache = new Map();
      for (const { id, doc } of this.statements.load.iterate(key)) cache.set(id, JSON.parse(doc) as Document);
      this.caches.set(key, cache);
    }
    return cache;
  }

  private checkDataVersion(): void {
    const dataVersion = this.statements.dataVersion.get() as number;
    if (dataVersion !== this.dataVersion) {
      this.caches.clear();
      this.dataVersion = dataVersion;
    }
  }
}
