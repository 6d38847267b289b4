import { randomUUID } from 'node:crypto';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import Database from 'better-sqlite3';
import {
  DuplicateEventError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeAllOptions,
} from '../ports/event-store.js';
import { AppendNotifier } from './append-notifier.js';
import { assertExpectedRevision } from '../ports/expected-revision.js';
import { openDatabase, type SqliteDatabase } from './open-database.js';

export interface SqliteEventStoreOptions {
  /** How often live subscriptions look for events appended by another process on the same file. */
  pollIntervalMs?: number;
  /** Rows fetched per query when reading, so a replay of millions of events never holds them all. */
  pageSize?: number;
}

interface EventRow {
  position: bigint;
  id: string;
  stream: string;
  revision: bigint;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
}

// `position` is the rowid: SQLite has one writer at a time and assigns it inside the write transaction,
// so a reader never sees a position before every smaller position is committed (no gap is filled later),
// which is what checkpointed projections need. AUTOINCREMENT keeps positions from being reused.
const schema = `
  CREATE TABLE IF NOT EXISTS events (
    position    INTEGER PRIMARY KEY AUTOINCREMENT,
    id          TEXT    NOT NULL UNIQUE,
    stream      TEXT    NOT NULL,
    revision    INTEGER NOT NULL,
    type        TEXT    NOT NULL,
    data        TEXT    NOT NULL,
    metadata    TEXT    NOT NULL,
    recorded_at TEXT    NOT NULL,
    UNIQUE (stream, revision)
  );
  CREATE TABLE IF NOT EXISTS write_probe (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    at TEXT NOT NULL
  )`;

const columns = 'position, id, stream, revision, type, data, metadata, recorded_at';

/** The embedded EventStore: one SQLite file, one transaction per append. */
export class SqliteEventStore implements EventStore {
  private readonly pollIntervalMs: number;
  private readonly pageSize: number;
  private readonly appends = new AppendNotifier();
  /** Aborted by close() so live subscriptions end instead of querying a closed database. */
  private readonly closing = new AbortController();
  private readonly insertEvent: Database.Statement<[string, string, bigint, string, string, string, string]>;
  private readonly selectStreamRevision: Database.Statement<[string], { revision: bigint | null }>;
  private readonly selectStreamPage: Database.Statement<[string, bigint, number], EventRow>;
  private readonly selectAllPage: Database.Statement<[bigint, number], EventRow>;
  private readonly selectAllPageOfTypes: Database.Statement<[bigint, string, number], EventRow>;
  private readonly selectHeadPosition: Database.Statement<[], { position: bigint | null }>;
  private readonly appendTransaction: (
    stream: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ) => AppendResult;

  static open(file: string, options?: SqliteEventStoreOptions): SqliteEventStore {
    return new SqliteEventStore(openDatabase(file), options);
  }

  constructor(
    private readonly db: SqliteDatabase,
    options: SqliteEventStoreOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.pageSize = options.pageSize ?? 1_000;
    db.exec(schema);
    this.insertEvent = db.prepare(
      'INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.selectStreamRevision = db
      .prepare<[string], { revision: bigint | null }>('SELECT MAX(revision) AS revision FROM events WHERE stream = ?')
      .safeIntegers(true);
    this.selectStreamPage = db
      .prepare<[string, bigint, number], EventRow>(
        `SELECT ${columns} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?`,
      )
      .safeIntegers(true);
    this.selectAllPage = db
      .prepare<[bigint, number], EventRow>(`SELECT ${columns} FROM events WHERE position > ? ORDER BY position LIMIT ?`)
      .safeIntegers(true);
    // One statement for any list of types: the list travels as a JSON array.
    this.selectAllPageOfTypes = db
      .prepare<[bigint, string, number], EventRow>(
        `SELECT ${columns} FROM events
       WHERE position > ? AND type IN (SELECT value FROM json_each(?))
       ORDER BY position LIMIT ?`,
      )
      .safeIntegers(true);
    this.selectHeadPosition = db
      .prepare<[], { position: bigint | null }>('SELECT MAX(position) AS position FROM events')
      .safeIntegers(true);
    // IMMEDIATE takes the write lock before reading the stream's revision: another process cannot append
    // in between, and a busy lock is waited for (busy_timeout) instead of failing on a lock upgrade.
    this.appendTransaction = db.transaction((stream: string, events: readonly NewEvent[], expected: ExpectedRevision) =>
      this.appendInTransaction(stream, events, expected),
    ).immediate;
  }

  async append(
    stream: string,
    events: readonly NewEvent[],
    options: { expected: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`Append to ${stream} needs at least one event`);
    const result = this.appendTransaction(stream, events, options.expected);
    this.appends.notify();
    return result;
  }

  async *readStream(stream: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    let from = options.fromRevision ?? 0n;
    for (;;) {
      const rows = this.selectStreamPage.all(stream, from, this.pageSize);
      for (const row of rows) yield toRecordedEvent(row);
      const last = rows.at(-1);
      if (!last || rows.length < this.pageSize) return;
      from = last.revision + 1n;
      await nextMacrotask();
    }
  }

  async *readAll(options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    let after = options.after ?? -1n;
    let remaining = options.limit ?? Number.POSITIVE_INFINITY;
    while (remaining > 0) {
      const requested = Math.min(this.pageSize, remaining);
      const rows = this.selectPage(after, options.types, requested);
      for (const row of rows) yield toRecordedEvent(row);
      const last = rows.at(-1);
      if (!last || rows.length < requested) return;
      after = last.position;
      remaining -= rows.length;
      await nextMacrotask();
    }
  }

  async subscribeAll(
    options: SubscribeAllOptions,
    onEvent: (event: RecordedEvent) => Promise<void> | void,
  ): Promise<void> {
    const stop = AbortSignal.any([options.signal, this.closing.signal]);
    let cursor = options.after ?? -1n;
    while (!stop.aborted) {
      const seenAppends = this.appends.current;
      const head = this.readHeadPosition();
      for (;;) {
        const rows = this.selectPage(cursor, options.types, this.pageSize);
        for (const row of rows) {
          if (stop.aborted) return;
          await onEvent(toRecordedEvent(row));
          cursor = row.position;
        }
        if (rows.length < this.pageSize || stop.aborted) break;
        await nextMacrotask();
      }
      // Every matching event up to `head` has been delivered; skipping the filtered-out tail keeps the
      // next poll from rescanning it.
      if (head > cursor) cursor = head;
      await this.appends.waitForAppend(seenAppends, this.pollIntervalMs, stop);
    }
  }

  async headPosition(): Promise<Position> {
    return this.readHeadPosition();
  }

  /** A committed write to a side table: proves the file takes writes without adding anything to the log. */
  async checkWritable(): Promise<void> {
    this.db
      .prepare('INSERT INTO write_probe (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at')
      .run(new Date().toISOString());
  }

  async close(): Promise<void> {
    this.closing.abort();
    this.db.close();
  }

  private appendInTransaction(stream: string, events: readonly NewEvent[], expected: ExpectedRevision): AppendResult {
    const current = this.selectStreamRevision.get(stream)?.revision ?? null;
    assertExpectedRevision(stream, expected, current ?? 'no_stream');
    const recordedAt = new Date().toISOString();
    let revision = current ?? -1n;
    let position = -1n;
    for (const event of events) {
      revision += 1n;
      const id = event.id ?? randomUUID();
      try {
        const inserted = this.insertEvent.run(
          id,
          stream,
          revision,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
          recordedAt,
        );
        position = BigInt(inserted.lastInsertRowid);
      } catch (error) {
        if (isDuplicateIdError(error)) throw new DuplicateEventError(id);
        throw error;
      }
    }
    return { nextRevision: revision, lastPosition: position };
  }

  private selectPage(after: Position, types: readonly string[] | undefined, limit: number): EventRow[] {
    return types
      ? this.selectAllPageOfTypes.all(after, JSON.stringify(types), limit)
      : this.selectAllPage.all(after, limit);
  }

  private readHeadPosition(): Position {
    return this.selectHeadPosition.get()?.position ?? -1n;
  }
}

function isDuplicateIdError(error: unknown): boolean {
  return (
    error instanceof Database.SqliteError &&
    error.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    error.message.includes('events.id')
  );
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    type: row.type,
    stream: row.stream,
    revision: row.revision,
    position: row.position,
    data: JSON.parse(row.data) as Record<string, unknown>,
    metadata: JSON.parse(row.metadata) as EventMetadata,
    recordedAt: new Date(row.recorded_at),
  };
}
