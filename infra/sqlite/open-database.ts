import Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;

export interface OpenDatabaseOptions {
  /** How long a statement waits for another connection's write lock before failing with SQLITE_BUSY. */
  busyTimeoutMs?: number;
}

/**
 * Opens (creating if needed) a SQLite file with the settings every embedded adapter relies on.
 * `':memory:'` gives a private in-memory database for tests.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): SqliteDatabase {
  const db = new Database(file);
  // WAL lets readers (projections, queries, another process) run while one writer appends.
  // In-memory databases ignore it and stay in `memory` journal mode, which is fine.
  db.pragma('journal_mode = WAL');
  // FULL fsyncs the WAL at every commit. NORMAL would already survive a killed process, but can lose
  // the last acknowledged commits on power loss or an OS crash, and the EventStore port promises that
  // an acknowledged append is durable.
  db.pragma('synchronous = FULL');
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5_000}`);
  db.pragma('foreign_keys = ON');
  return db;
}
