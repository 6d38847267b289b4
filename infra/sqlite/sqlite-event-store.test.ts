import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collect, waitUntil } from '../contract/async-helpers.js';
import { eventStoreContract } from '../contract/event-store.contract.js';
import type { NewEvent, RecordedEvent } from '../ports/event-store.js';
import { openDatabase } from './open-database.js';
import { SqliteEventStore } from './sqlite-event-store.js';

const here = dirname(fileURLToPath(import.meta.url));

eventStoreContract('SqliteEventStore (:memory:)', async () => {
  const store = SqliteEventStore.open(':memory:');
  return { store, cleanup: () => store.close() };
});

// Pages of two rows make every read and subscription cross page boundaries.
eventStoreContract('SqliteEventStore (:memory:, pages of 2 rows)', async () => {
  const store = SqliteEventStore.open(':memory:', { pageSize: 2 });
  return { store, cleanup: () => store.close() };
});

eventStoreContract('SqliteEventStore (file)', async () => {
  const dir = temporaryDirectory();
  const store = SqliteEventStore.open(join(dir, 'events.db'));
  return {
    store,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('SqliteEventStore on a file', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = temporaryDirectory();
    file = join(dir, 'events.db');
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports -1 as the head of an empty log and keeps events across reopening', async () => {
    const store = SqliteEventStore.open(file);
    expect(await store.headPosition()).toBe(-1n);
    const { lastPosition } = await store.append('property-1', [event('PropertyListed')], { expected: 'no_stream' });
    await store.close();

    const reopened = SqliteEventStore.open(file);
    expect(await reopened.headPosition()).toBe(lastPosition);
    expect(await collect(reopened.readStream('property-1'))).toHaveLength(1);
    await reopened.close();
  });

  it('lets two instances on the same file see and respect each other’s appends', async () => {
    const writer = SqliteEventStore.open(file, { pollIntervalMs: 20 });
    const reader = SqliteEventStore.open(file, { pollIntervalMs: 20 });
    const received: RecordedEvent[] = [];
    const controller = new AbortController();
    const subscription = reader.subscribeAll({ signal: controller.signal }, (recorded) => {
      received.push(recorded);
    });

    await writer.append('property-1', [event('PropertyListed')], { expected: 'no_stream' });
    await waitUntil(() => received.length === 1);
    await reader.append('property-1', [event('PropertyRevised')], { expected: 0n });
    await expect(writer.append('property-1', [event('PropertyRevised')], { expected: 0n })).rejects.toMatchObject({
      name: 'ConcurrencyError',
      actual: 1n,
    });
    await waitUntil(() => received.length === 2);
    controller.abort();
    await subscription;

    expect(received.map((recorded) => recorded.type)).toEqual(['PropertyListed', 'PropertyRevised']);
    await writer.close();
    await reader.close();
  });

  it('ends live subscriptions when the store closes', async () => {
    const store = SqliteEventStore.open(file);
    const subscription = store.subscribeAll({ signal: new AbortController().signal }, () => {});
    await store.close();
    await expect(subscription).resolves.toBeUndefined();
  });

  it('keeps every acknowledged append, whole, when the writing process is killed', async () => {
    const acknowledged = await appendUntilKilled(file, 300);

    const db = openDatabase(file);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();

    const store = SqliteEventStore.open(file);
    const events = await collect(store.readAll());
    const ids = new Set(events.map((recorded) => recorded.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    expectContiguousRevisions(events);
    expectWholeBatches(events);

    const last = events.filter((recorded) => recorded.stream === 'crash-0').at(-1);
    const { nextRevision } = await store.append('crash-0', [event('CrashTested')], {
      expected: last?.revision ?? 'no_stream',
    });
    expect(nextRevision).toBe((last?.revision ?? -1n) + 1n);
    await store.close();
  });
});

/** Runs the append-forever child, SIGKILLs it after `count` acknowledgements, returns the acknowledged ids. */
function appendUntilKilled(file: string, count: number): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'test-support', 'append-forever.ts'), file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acknowledged: string[] = [];
  let pending = '';
  let stderr = '';
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      acknowledged.push(...lines);
      if (acknowledged.length >= count) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(acknowledged);
      else reject(new Error(`append-forever exited on its own after ${acknowledged.length} appends: ${stderr}`));
    });
  });
}

function expectContiguousRevisions(events: readonly RecordedEvent[]): void {
  const revisionsByStream = new Map<string, bigint[]>();
  for (const recorded of events) {
    revisionsByStream.set(recorded.stream, [...(revisionsByStream.get(recorded.stream) ?? []), recorded.revision]);
  }
  for (const revisions of revisionsByStream.values()) {
    expect(revisions).toEqual(revisions.map((_, index) => BigInt(index)));
  }
}

/** append-forever writes its n-th append as a batch of 1 + n % 3 events; a crash must not split one. */
function expectWholeBatches(events: readonly RecordedEvent[]): void {
  const sizes = new Map<number, number>();
  for (const recorded of events) {
    const n = Number(recorded.data['n']);
    sizes.set(n, (sizes.get(n) ?? 0) + 1);
  }
  for (const [n, size] of sizes) expect(size, `batch ${n}`).toBe(1 + (n % 3));
}

function event(type: string): NewEvent {
  return {
    type,
    data: {},
    metadata: { actor: 'test', correlationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 },
  };
}

function temporaryDirectory(): string {
  return mkdtempSync(join(tmpdir(), 'sqlite-event-store-'));
}
