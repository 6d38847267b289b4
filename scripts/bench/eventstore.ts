import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore, NewEvent } from '../../infra/ports/event-store.js';
import { openDatabase } from '../../infra/sqlite/open-database.js';
import { SqliteEventStore } from '../../infra/sqlite/sqlite-event-store.js';

/**
 * The embedded event store on a temporary file (WAL, synchronous = FULL): appends per second, single and in
 * batches of 10, and a full replay with readAll compared with iterating the same table with raw
 * better-sqlite3 (goal: replay ≥ 20,000 events/s). Appends are time-boxed so the run stays under a minute.
 */
const APPEND_SECONDS = Number(process.env.BENCH_APPEND_SECONDS ?? 5);
const STREAMS = 1_000;
const REPLAY_EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 200_000);
const REPLAY_BATCH = 500;

function propertyRevised(n: number): NewEvent {
  return {
    type: 'PropertyRevised',
    data: {
      title: `Apartamento en Chapinero ${n}`,
      price: 350_000_000 + n,
      area: 72.5,
      bedrooms: 3,
      bathrooms: 2,
      characteristics: ['balcón', 'parqueadero', 'gimnasio'],
      description: 'Apartamento iluminado, cerca de TransMilenio, con vista a los cerros orientales.',
    },
    metadata: {
      actor: 'user-bench',
      correlationId: randomUUID(),
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

/** Appends batches of `batchSize` round-robin over STREAMS streams, each expecting the stream's revision. */
async function appendsPerSecond(
  store: EventStore,
  batchSize: number,
): Promise<{ appends: number; events: number; perSecond: number }> {
  const revisions = new Map<string, bigint>();
  const deadline = performance.now() + APPEND_SECONDS * 1_000;
  const started = performance.now();
  let appends = 0;
  while (performance.now() < deadline) {
    const stream = `bench-${batchSize}-${appends % STREAMS}`;
    const events = Array.from({ length: batchSize }, (_, i) => propertyRevised(appends * batchSize + i));
    const { nextRevision } = await store.append(stream, events, { expected: revisions.get(stream) ?? 'no_stream' });
    revisions.set(stream, nextRevision);
    appends += 1;
  }
  const seconds = (performance.now() - started) / 1_000;
  return { appends, events: appends * batchSize, perSecond: appends / seconds };
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1_000 };
}

function format(value: number): string {
  return Math.round(value).toLocaleString('es-CO');
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-eventstore-'));
  try {
    const appendStore = SqliteEventStore.open(join(dir, 'appends.db'));
    const single = await appendsPerSecond(appendStore, 1);
    console.log(
      `(a) append de 1 evento con revisión esperada, ${format(STREAMS)} streams: ${format(single.perSecond)} appends/s (${format(single.appends)} en ${APPEND_SECONDS} s)`,
    );
    const batched = await appendsPerSecond(appendStore, 10);
    console.log(
      `(b) append de lotes de 10 eventos: ${format(batched.perSecond)} appends/s = ${format(batched.perSecond * 10)} eventos/s`,
    );
    await appendStore.close();

    const replayFile = join(dir, 'replay.db');
    const replayStore = SqliteEventStore.open(replayFile);
    const written = await timed(async () => {
      for (let n = 0; n < REPLAY_EVENTS; n += REPLAY_BATCH) {
        const events = Array.from({ length: REPLAY_BATCH }, (_, i) => propertyRevised(n + i));
        await replayStore.append(`property-${n / REPLAY_BATCH}`, events, { expected: 'no_stream' });
      }
    });
    console.log(
      `    ${format(REPLAY_EVENTS)} eventos escritos en lotes de ${REPLAY_BATCH} en ${written.seconds.toFixed(1)} s`,
    );

    const replay = await timed(async () => {
      let count = 0;
      for await (const _event of replayStore.readAll()) count += 1;
      return count;
    });
    const replayRate = replay.result / replay.seconds;
    await replayStore.close();

    const db = openDatabase(replayFile);
    const raw = await timed(async () => {
      let count = 0;
      for (const _row of db.prepare('SELECT * FROM events ORDER BY position').iterate()) count += 1;
      return count;
    });
    db.close();
    const rawRate = raw.result / raw.seconds;

    console.log(
      `(c) replay con readAll: ${format(replay.result)} eventos en ${replay.seconds.toFixed(2)} s = ${format(replayRate)} eventos/s (meta ≥ 20.000) ${replayRate >= 20_000 ? 'OK' : 'POR DEBAJO'}`,
    );
    console.log(
      `    SELECT directo con better-sqlite3: ${format(rawRate)} filas/s; readAll / SELECT = ${(replayRate / rawRate).toFixed(2)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
