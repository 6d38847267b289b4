import Database from 'better-sqlite3';
import type { ReadModelStore } from '../../ports/read-model-store.js';

/**
 * A read-model store whose writes can be made to fail the way SQLite fails on a file made unwritable
 * (`chattr +i`, a remount read-only): reads keep working, every commit and write probe is refused.
 */
export function withWriteFaults(inner: ReadModelStore) {
  let failing = false;
  const refuse = () => {
    if (failing) throw new Database.SqliteError('attempt to write a readonly database', 'SQLITE_READONLY');
  };
  const store: ReadModelStore = {
    collection: (name, version) => inner.collection(name, version),
    withTransaction: async (fn) => {
      refuse();
      return inner.withTransaction(fn);
    },
    checkpoints: inner.checkpoints,
    active: inner.active,
    drop: (name, version) => inner.drop(name, version),
    checkWritable: async () => {
      refuse();
      await inner.checkWritable();
    },
    close: () => inner.close(),
  };
  return {
    store,
    breakWrites: () => void (failing = true),
    healWrites: () => void (failing = false),
  };
}
