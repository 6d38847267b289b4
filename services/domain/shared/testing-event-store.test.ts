import { describe, expect, it } from 'vitest';
import { ConcurrencyError, DuplicateEventError, type NewEvent, type RecordedEvent } from '../../../infra/ports/event-store.js';
import { InMemoryEventStore } from './testing-event-store.js';

const event = (type: string, id?: string): NewEvent => ({
  ...(id === undefined ? {} : { id }),
  type,
  data: {},
  metadata: { actor: 'test', correlationId: 'c', occurredAt: '2025-03-01T10:00:00.000Z', schemaVersion: 1 },
});

describe('InMemoryEventStore (test double of the EventStore port)', () => {
  it('checks expected revisions', async () => {
    const store = new InMemoryEventStore();
    await expect(store.append('s', [event('A')], { expected: 'exists' })).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.append('s', [event('A'), event('B')], { expected: 'no_stream' })).toEqual({ nextRevision: 1n, lastPosition: 1n });
    await expect(store.append('s', [event('C')], { expected: 'no_stream' })).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append('s', [event('C')], { expected: 0n })).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.append('s', [event('C')], { expected: 1n })).toEqual({ nextRevision: 2n, lastPosition: 2n });
    expect(await store.append('t', [event('D')], { expected: 'any' })).toEqual({ nextRevision: 0n, lastPosition: 3n });
  });

  it('refuses a duplicate event id and appends nothing of that batch', async () => {
    const store = new InMemoryEventStore();
    await store.append('s', [event('A', 'e1')], { expected: 'any' });
    await expect(store.append('s', [event('B'), event('C', 'e1')], { expected: 'any' })).rejects.toBeInstanceOf(DuplicateEventError);
    expect(await store.headPosition()).toBe(0n);
  });

  it('reads a stream from a revision and the log after a position, by type and limit', async () => {
    const store = new InMemoryEventStore();
    await store.append('s', [event('A'), event('B')], { expected: 'any' });
    await store.append('t', [event('A')], { expected: 'any' });
    const types = async (events: AsyncIterable<RecordedEvent>) => {
      const seen = [];
      for await (const { type, position } of events) seen.push(`${type}@${position}`);
      return seen;
    };
    expect(await types(store.readStream('s', { fromRevision: 1n }))).toEqual(['B@1']);
    expect(await types(store.readAll({ after: 0n, types: ['A'] }))).toEqual(['A@2']);
    expect(await types(store.readAll({ limit: 2 }))).toEqual(['A@0', 'B@1']);
  });

  it('catches up, then delivers live events until aborted', async () => {
    const store = new InMemoryEventStore();
    await store.append('s', [event('A'), event('B')], { expected: 'any' });
    const controller = new AbortController();
    const seen: string[] = [];
    const done = store.subscribeAll({ after: 0n, signal: controller.signal }, async (recorded) => {
      seen.push(recorded.type);
      if (recorded.type === 'C') controller.abort();
    });
    await store.append('s', [event('C')], { expected: 'any' });
    await done;
    expect(seen).toEqual(['B', 'C']);
  });
});
