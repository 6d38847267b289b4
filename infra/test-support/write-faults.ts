import Database from 'better-sqlite3';
import type { EventStore } from '../ports/event-store.js';
import type { ReadModelStore } from '../ports/read-model-store.js';

/** Fails the way SQLite fails on a file made unwritable (`chattr +i`, a read-only remount) while broken. */
function writeSwitch() {
  let failing = false;
  return {
    refuse: () => {
      if (failing) throw new Database.SqliteError('attempt to write a readonly database', 'SQLITE_READONLY');
    },
    breakWrites: () => void (failing = true),
    healWrites: () => void (failing = false),
  };
}

/** A read-model store whose writes can be made to fail: reads keep working, commits and write probes are refused. */
export function withWriteFaults(inner: ReadModelStore) {
  const { refuse, breakWrites, healWrites } = writeSwitch();
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
  return { store, breakWrites, healWrites };
}

/** An event store whose appends can be made to fail: reads keep working, appends and write probes are refused. */
export function withAppendFaults(inner: EventStore) {
  const { refuse, breakWrites, healWrites } = writeSwitch();
  const store: EventStore = {
    append: async (stream, events, options) => {
      refuse();
      return inner.append(stream, events, options);
    },
    readStream: (stream, options) => inner.readStream(stream, options),
    readAll: (options) => inner.readAll(options),
    subscribeAll: (options, onEvent) => inner.subscribeAll(options, onEvent),
    headPosition: () => inner.headPosition(),
    checkWritable: async () => {
      refuse();
      await inner.checkWritable();
    },
    close: () => inner.close(),
  };
  return { store, breakWrites, healWrites };
}
