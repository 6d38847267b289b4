import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collect, delay, waitUntil } from './async-helpers.js';
import {
  ConcurrencyError,
  DuplicateEventError,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '../ports/event-store.js';

export interface EventStoreUnderTest {
  store: EventStore;
  cleanup(): Promise<void>;
}

/**
 * The EventStore port's contract. An adapter's test file only supplies a factory; each test gets a fresh
 * store from it. Every test writes to its own randomly named streams and event types and reads the global
 * log only after the head it saw at its start, so the suite also runs against a shared production server.
 */
export function eventStoreContract(name: string, factory: () => Promise<EventStoreUnderTest>): void {
  describe(name, () => {
    let subject: EventStoreUnderTest;
    let store: EventStore;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    describe('append and read', () => {
      it('reads back what was appended, with revisions from 0 and increasing positions', async () => {
        const stream = uniqueName('order');
        const first = newEvent('OrderPlaced', { total: 120_000, lines: [{ sku: 'a', qty: 2 }] });
        const second = newEvent('OrderShipped', { carrier: 'Servientrega' });
        const before = new Date(Date.now() - 60_000);

        const result = await store.append(stream, [first, second], { expected: 'no_stream' });
        const events = await collect(store.readStream(stream));

        expect(events.map(summary)).toEqual([
          { id: first.id, stream, type: 'OrderPlaced', revision: 0n, data: first.data, metadata: first.metadata },
          { id: second.id, stream, type: 'OrderShipped', revision: 1n, data: second.data, metadata: second.metadata },
        ]);
        expectIncreasing(positionsOf(events));
        expect(result).toEqual({ nextRevision: 1n, lastPosition: events[1]?.position });
        for (const event of events) {
          expect(event.recordedAt).toBeInstanceOf(Date);
          expect(event.recordedAt.getTime()).toBeGreaterThan(before.getTime());
        }
      });

      it('generates a distinct id for each event that has none', async () => {
        const stream = uniqueName('order');
        const withoutId: NewEvent = { type: 'OrderPlaced', data: {}, metadata };
        await store.append(stream, [withoutId, withoutId], { expected: 'no_stream' });
        const ids = (await collect(store.readStream(stream))).map((event) => event.id);
        expect(ids).toHaveLength(2);
        expect(new Set(ids).size).toBe(2);
        for (const id of ids) expect(id).toMatch(/\S/);
      });

      it('keeps ids that are not UUIDs', async () => {
        const stream = uniqueName('seed');
        const event = { ...newEvent('OrderPlaced', {}), id: `seed:${stream}:1` };
        await store.append(stream, [event], { expected: 'no_stream' });
        const [read] = await collect(store.readStream(stream));
        expect(read?.id).toBe(event.id);
        expect(read?.metadata).toEqual(event.metadata);
      });

      it('rejects an append without events', async () => {
        await expect(store.append(uniqueName('empty'), [], { expected: 'any' })).rejects.toThrow();
      });

      it('reads a stream from a revision on', async () => {
        const stream = uniqueName('counter');
        await store.append(
          stream,
          range(5).map((n) => newEvent('Counted', { n })),
          { expected: 'no_stream' },
        );
        const events = await collect(store.readStream(stream, { fromRevision: 2n }));
        expect(events.map((event) => [event.revision, event.data['n']])).toEqual([
          [2n, 2],
          [3n, 3],
          [4n, 4],
        ]);
      });

      it('yields nothing for an unknown stream', async () => {
        expect(await collect(store.readStream(uniqueName('nobody')))).toEqual([]);
      });
    });

    describe('expected revision', () => {
      it('no_stream: accepts a new stream, rejects an existing one', async () => {
        const stream = uniqueName('account');
        await store.append(stream, [newEvent('Opened', {})], { expected: 'no_stream' });
        const failure = await rejectionOf(store.append(stream, [newEvent('Opened', {})], { expected: 'no_stream' }));
        expect(failure).toBeInstanceOf(ConcurrencyError);
        expect(failure).toMatchObject({ stream, expected: 'no_stream', actual: 0n });
      });

      it('exists: rejects a missing stream, accepts an existing one', async () => {
        const stream = uniqueName('account');
        const failure = await rejectionOf(store.append(stream, [newEvent('Deposited', {})], { expected: 'exists' }));
        expect(failure).toBeInstanceOf(ConcurrencyError);
        expect(failure).toMatchObject({ stream, expected: 'exists', actual: 'no_stream' });

        await store.append(stream, [newEvent('Opened', {})], { expected: 'no_stream' });
        const result = await store.append(stream, [newEvent('Deposited', {})], { expected: 'exists' });
        expect(result.nextRevision).toBe(1n);
      });

      it('a revision: accepts the current one, rejects any other and appends nothing', async () => {
        const stream = uniqueName('account');
        await store.append(stream, [newEvent('Opened', {}), newEvent('Deposited', {})], { expected: 'no_stream' });

        const stale = await rejectionOf(store.append(stream, [newEvent('Withdrawn', {})], { expected: 0n }));
        expect(stale).toBeInstanceOf(ConcurrencyError);
        expect(stale).toMatchObject({ stream, expected: 0n, actual: 1n });
        const ahead = await rejectionOf(store.append(stream, [newEvent('Withdrawn', {})], { expected: 5n }));
        expect(ahead).toMatchObject({ expected: 5n, actual: 1n });
        const missing = await rejectionOf(
          store.append(uniqueName('account'), [newEvent('Withdrawn', {})], { expected: 0n }),
        );
        expect(missing).toMatchObject({ expected: 0n, actual: 'no_stream' });
        expect(await collect(store.readStream(stream))).toHaveLength(2);

        const result = await store.append(stream, [newEvent('Withdrawn', {})], { expected: 1n });
        expect(result.nextRevision).toBe(2n);
      });

      it('any: appends whether or not the stream exists', async () => {
        const stream = uniqueName('log');
        expect((await store.append(stream, [newEvent('Logged', {})], { expected: 'any' })).nextRevision).toBe(0n);
        expect((await store.append(stream, [newEvent('Logged', {})], { expected: 'any' })).nextRevision).toBe(1n);
      });

      it('of two concurrent appends expecting the same revision, exactly one wins', async () => {
        const stream = uniqueName('property');
        await store.append(stream, [newEvent('Listed', {})], { expected: 'no_stream' });
        const outcomes = await Promise.allSettled([
          store.append(stream, [newEvent('Revised', { by: 'ana' })], { expected: 0n }),
          store.append(stream, [newEvent('Revised', { by: 'luis' })], { expected: 0n }),
        ]);
        const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        expect(rejected).toHaveLength(1);
        expect(rejected[0]?.reason).toBeInstanceOf(ConcurrencyError);
        expect(await collect(store.readStream(stream))).toHaveLength(2);
      });
    });

    describe('atomicity and event ids', () => {
      it('appends all events of a batch with consecutive revisions or none of them', async () => {
        const stream = uniqueName('cart');
        const batch = range(3).map((n) => newEvent('ItemAdded', { n }));
        await store.append(stream, batch, { expected: 'no_stream' });
        const retry = batch.map((event) => ({ ...event, id: randomUUID() }));
        await expect(store.append(stream, retry, { expected: 'no_stream' })).rejects.toBeInstanceOf(ConcurrencyError);
        const events = await collect(store.readStream(stream));
        expect(events.map((event) => event.revision)).toEqual([0n, 1n, 2n]);
      });

      it('rejects an event id that was already appended and leaves the stream unchanged', async () => {
        const stream = uniqueName('property');
        const listed = newEvent('Listed', {});
        await store.append(stream, [listed], { expected: 'no_stream' });

        const retried = [newEvent('Revised', {}), { ...newEvent('Listed', {}), id: listed.id }];
        for (const expected of [0n, 'any', 'exists'] as const) {
          const failure = await rejectionOf(store.append(stream, retried, { expected }));
          expect(failure).toBeInstanceOf(DuplicateEventError);
          expect(failure).toMatchObject({ eventId: listed.id });
        }
        expect((await collect(store.readStream(stream))).map((event) => event.id)).toEqual([listed.id]);
      });

      it('rejects an event id already appended to another stream, in any batch, and appends none of it', async () => {
        const [first, second] = [uniqueName('property'), uniqueName('property')];
        const listed = newEvent('Listed', {});
        await store.append(first, [listed], { expected: 'no_stream' });

        const reused = { ...newEvent('Listed', {}), id: listed.id };
        const failure = await rejectionOf(store.append(second, [reused], { expected: 'no_stream' }));
        expect(failure).toBeInstanceOf(DuplicateEventError);
        expect(failure).toMatchObject({ eventId: listed.id });
        await expect(
          store.append(second, [newEvent('Revised', {}), reused], { expected: 'any' }),
        ).rejects.toBeInstanceOf(DuplicateEventError);
        expect(await collect(store.readStream(second))).toEqual([]);
        expect((await collect(store.readStream(first))).map((event) => event.id)).toEqual([listed.id]);
      });

      it('rejects a batch that repeats an id and appends none of it', async () => {
        const stream = uniqueName('property');
        const event = newEvent('Listed', {});
        const failure = await rejectionOf(
          store.append(stream, [event, newEvent('Revised', {}), event], { expected: 'any' }),
        );
        expect(failure).toBeInstanceOf(DuplicateEventError);
        expect(await collect(store.readStream(stream))).toEqual([]);
      });
    });

    describe('the global log', () => {
      it('reads every stream in position order after an exclusive position', async () => {
        const head = await store.headPosition();
        const [streamA, streamB] = [uniqueName('a'), uniqueName('b')];
        await store.append(streamA, [newEvent('Happened', { n: 1 })], { expected: 'no_stream' });
        await store.append(streamB, [newEvent('Happened', { n: 2 }), newEvent('Happened', { n: 3 })], {
          expected: 'no_stream',
        });
        await store.append(streamA, [newEvent('Happened', { n: 4 })], { expected: 0n });
        const ours = (events: RecordedEvent[]) =>
          events.filter((event) => event.stream === streamA || event.stream === streamB);

        const all = ours(await collect(store.readAll({ after: head })));
        expect(all.map((event) => event.data['n'])).toEqual([1, 2, 3, 4]);
        expectIncreasing(positionsOf(all));

        const afterFirst = ours(await collect(store.readAll({ after: all[0]!.position })));
        expect(afterFirst.map((event) => event.data['n'])).toEqual([2, 3, 4]);
      });

      it('filters by event type', async () => {
        const head = await store.headPosition();
        const stream = uniqueName('mixed');
        const [wanted, alsoWanted, other] = [uniqueName('Wanted'), uniqueName('AlsoWanted'), uniqueName('Other')];
        await store.append(
          stream,
          [
            newEvent(wanted, { n: 1 }),
            newEvent(other, { n: 2 }),
            newEvent(alsoWanted, { n: 3 }),
            newEvent(other, { n: 4 }),
          ],
          {
            expected: 'no_stream',
          },
        );
        const events = await collect(store.readAll({ after: head, types: [wanted, alsoWanted] }));
        expect(events.map((event) => event.data['n'])).toEqual([1, 3]);
      });

      it('stops after `limit` events', async () => {
        const head = await store.headPosition();
        const stream = uniqueName('many');
        await store.append(
          stream,
          range(5).map((n) => newEvent('Counted', { n })),
          { expected: 'no_stream' },
        );
        const events = await collect(store.readAll({ after: head, limit: 3 }));
        expect(events).toHaveLength(3);
        expectIncreasing([head, ...positionsOf(events)]);
      });

      it('reports the head position', async () => {
        const before = await store.headPosition();
        expect(before).toBeGreaterThanOrEqual(-1n);
        const { lastPosition } = await store.append(uniqueName('head'), [newEvent('Happened', {})], {
          expected: 'no_stream',
        });
        expect(lastPosition).toBeGreaterThan(before);
        expect(await store.headPosition()).toBeGreaterThanOrEqual(lastPosition);
      });
    });

    describe('subscribeAll', () => {
      it('delivers past events, then live ones, in order and one at a time', async () => {
        const head = await store.headPosition();
        const stream = uniqueName('live');
        await store.append(stream, [newEvent('Happened', { n: 1 }), newEvent('Happened', { n: 2 })], {
          expected: 'no_stream',
        });
        const received: RecordedEvent[] = [];
        let inFlight = 0;
        let maxInFlight = 0;
        const controller = new AbortController();
        const subscription = store.subscribeAll({ after: head, signal: controller.signal }, async (event) => {
          inFlight += 1;
          maxInFlight = Math.max(maxInFlight, inFlight);
          await delay(2);
          if (event.stream === stream) received.push(event);
          inFlight -= 1;
        });

        await waitUntil(() => received.length === 2);
        await store.append(stream, [newEvent('Happened', { n: 3 })], { expected: 1n });
        await store.append(stream, [newEvent('Happened', { n: 4 }), newEvent('Happened', { n: 5 })], { expected: 2n });
        await waitUntil(() => received.length === 5);
        controller.abort();
        await subscription;

        expect(received.map((event) => event.data['n'])).toEqual([1, 2, 3, 4, 5]);
        expect(received.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
        expectIncreasing([head, ...positionsOf(received)]);
        expect(maxInFlight).toBe(1);
      });

      it('delivers only the requested types', async () => {
        const head = await store.headPosition();
        const stream = uniqueName('typed');
        const [wanted, other] = [uniqueName('Wanted'), uniqueName('Other')];
        const received: RecordedEvent[] = [];
        const controller = new AbortController();
        const subscription = store.subscribeAll(
          { after: head, types: [wanted], signal: controller.signal },
          (event) => {
            received.push(event);
          },
        );
        await store.append(stream, [newEvent(other, { n: 1 }), newEvent(wanted, { n: 2 })], { expected: 'no_stream' });
        await store.append(stream, [newEvent(other, { n: 3 }), newEvent(wanted, { n: 4 })], { expected: 1n });
        await waitUntil(() => received.length >= 2);
        controller.abort();
        await subscription;
        expect(received.map((event) => [event.type, event.data['n']])).toEqual([
          [wanted, 2],
          [wanted, 4],
        ]);
      });

      it('ends when its signal aborts, even while waiting for events', async () => {
        const controller = new AbortController();
        const subscription = store.subscribeAll(
          { after: await store.headPosition(), types: [uniqueName('Never')], signal: controller.signal },
          () => {},
        );
        await delay(50);
        controller.abort();
        await expect(subscription).resolves.toBeUndefined();

        await expect(store.subscribeAll({ signal: AbortSignal.abort() }, () => {})).resolves.toBeUndefined();
      });

      it('rejects when the handler throws', async () => {
        const head = await store.headPosition();
        const stream = uniqueName('failing');
        await store.append(stream, [newEvent('Happened', {})], { expected: 'no_stream' });
        const controller = new AbortController();
        const subscription = store.subscribeAll({ after: head, signal: controller.signal }, (event) => {
          if (event.stream === stream) throw new Error('handler failed');
        });
        try {
          await expect(subscription).rejects.toThrow('handler failed');
        } finally {
          controller.abort();
        }
      });
    });
  });
}

const metadata: EventMetadata = {
  actor: 'user-contract',
  correlationId: 'correlation-contract',
  occurredAt: '2025-03-01T12:00:00.000Z',
  schemaVersion: 1,
};

function newEvent(type: string, data: Record<string, unknown>): NewEvent & { id: string } {
  return { id: randomUUID(), type, data, metadata: { ...metadata, causationId: randomUUID() } };
}

function uniqueName(prefix: string): string {
  return `${prefix}-${randomUUID().replaceAll('-', '')}`;
}

function summary({ id, stream, type, revision, data, metadata }: RecordedEvent) {
  return { id, stream, type, revision, data, metadata };
}

function positionsOf(events: readonly RecordedEvent[]): bigint[] {
  return events.map((event) => event.position);
}

function expectIncreasing(values: readonly bigint[]): void {
  for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeGreaterThan(values[i - 1]!);
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, n) => n);
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}
