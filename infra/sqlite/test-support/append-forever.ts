/**
 * Crash-test child: appends to the SQLite event store at argv[2] until it is killed, printing the id of
 * each event only after its append was acknowledged. The parent kills it with SIGKILL mid-stream.
 */
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../sqlite-event-store.js';

const file = process.argv[2];
if (!file) throw new Error('Usage: append-forever.ts <database file>');

const store = SqliteEventStore.open(file);
const streamCount = 7;
const revisions = new Map<string, bigint>();

for (let n = 0; ; n += 1) {
  const stream = `crash-${n % streamCount}`;
  const previous = revisions.get(stream);
  const id = randomUUID();
  const batchSize = 1 + (n % 3);
  const events = Array.from({ length: batchSize }, (_, i) => ({
    id: i === batchSize - 1 ? id : randomUUID(),
    type: 'CrashTested',
    data: { n, i },
    metadata: { actor: 'crash-test', correlationId: id, occurredAt: new Date().toISOString(), schemaVersion: 1 },
  }));
  const { nextRevision } = await store.append(stream, events, { expected: previous ?? 'no_stream' });
  revisions.set(stream, nextRevision);
  // Pipes are written synchronously on Linux: once this returns, the parent can read the id.
  process.stdout.write(`${id}\n`);
}
