import { describe, expect, it } from 'vitest';
import type { AppendResult, ExpectedRevision, NewEvent } from '../../infra/ports/event-store.js';
import { handleCommand, STALE_VERSION_MESSAGE, type CommandContext } from './command-handler.js';
import type { Command, Decider, DomainEvent } from '../domain/shared/decider.js';
import { DomainError, validationError } from '../domain/shared/errors.js';
import { InMemoryEventStore } from '../../infra/memory/in-memory-event-store.js';

/** The handler is generic; a counter keeps the tests about it and not about an aggregate's rules. */
type Add = Command<'Add', { amount: number }>;
type Added = DomainEvent<'Added', { amount: number }>;
const counter: Decider<number, Add, Added> = {
  decide: ({ data: { amount } }, total) => {
    if (total + amount > 3) throw validationError('Máximo 3');
    return amount === 0 ? [] : [{ type: 'Added', data: { amount } }];
  },
  evolve: (total, event) => total + event.data.amount,
  initialState: () => 0,
};
const add = (amount: number): Add => ({ type: 'Add', data: { amount } });

const stream = 'counter-1';
const context: CommandContext = { actor: 'user-1', correlationId: 'req-1', now: new Date('2025-03-01T10:00:00.000Z') };

async function recorded(store: InMemoryEventStore) {
  const events = [];
  for await (const event of store.readAll()) events.push(event);
  return events;
}

async function expectStaleConflict(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ kind: 'conflict', message: STALE_VERSION_MESSAGE });
}

/** Someone else adds 1 to the stream right before each of the next `races` appends. */
class RacingStore extends InMemoryEventStore {
  races = 0;

  override async append(
    name: string,
    events: readonly NewEvent[],
    options: { expected: ExpectedRevision },
  ): Promise<AppendResult> {
    if (this.races > 0) {
      this.races -= 1;
      const metadata = {
        actor: 'user-2',
        correlationId: 'req-2',
        occurredAt: context.now.toISOString(),
        schemaVersion: 1,
      };
      await super.append(name, [{ type: 'Added', data: { amount: 1 }, metadata }], options);
    }
    return super.append(name, events, options);
  }
}

describe('handleCommand', () => {
  it('appends the decided events with the metadata of the context', async () => {
    const store = new InMemoryEventStore();
    const result = await handleCommand(store, counter, stream, add(2), { context });
    expect(result).toEqual({
      events: [{ type: 'Added', data: { amount: 2 } }],
      state: 2,
      version: 1,
      lastPosition: 0n,
    });
    const [event] = await recorded(store);
    expect(event).toMatchObject({ stream, revision: 0n, position: 0n, type: 'Added', data: { amount: 2 } });
    expect(event?.metadata).toEqual({
      actor: 'user-1',
      correlationId: 'req-1',
      occurredAt: '2025-03-01T10:00:00.000Z',
      schemaVersion: 1,
    });
  });

  it('folds the stream and counts its events as the version; positions are global', async () => {
    const store = new InMemoryEventStore();
    await handleCommand(store, counter, 'counter-other', add(1), { context });
    await handleCommand(store, counter, stream, add(1), { context });
    const result = await handleCommand(store, counter, stream, add(1), { context, expectedVersion: 1 });
    expect(result).toMatchObject({ state: 2, version: 2, lastPosition: 2n });
  });

  it('appends nothing when the decider decides nothing', async () => {
    const store = new InMemoryEventStore();
    expect(await handleCommand(store, counter, stream, add(0), { context })).toEqual({
      events: [],
      state: 0,
      version: 0,
      lastPosition: null,
    });
    expect(await store.headPosition()).toBe(-1n);
  });

  it('lets domain errors through', async () => {
    const store = new InMemoryEventStore();
    await expect(handleCommand(store, counter, stream, add(4), { context })).rejects.toMatchObject({
      kind: 'validation',
      message: 'Máximo 3',
    });
  });

  it('refuses a stale client version without deciding or appending', async () => {
    const store = new InMemoryEventStore();
    await handleCommand(store, counter, stream, add(1), { context });
    let decided = false;
    const spy: typeof counter = {
      ...counter,
      decide: (command, state) => ((decided = true), counter.decide(command, state)),
    };
    await expectStaleConflict(handleCommand(store, spy, stream, add(1), { context, expectedVersion: 0 }));
    expect(decided).toBe(false);
    expect(await recorded(store)).toHaveLength(1);
  });

  it('turns a lost race into the same conflict when the client gave a version', async () => {
    const store = new RacingStore();
    store.races = 1;
    await expectStaleConflict(handleCommand(store, counter, stream, add(1), { context, expectedVersion: 0 }));
    expect((await recorded(store)).map((event) => event.metadata.actor)).toEqual(['user-2']);
  });

  it('without a client version, decides again on the fresh stream after a lost race', async () => {
    const store = new RacingStore();
    store.races = 2;
    const result = await handleCommand(store, counter, stream, add(1), { context });
    expect(result).toMatchObject({ state: 3, version: 3, lastPosition: 2n });
    expect((await recorded(store)).map((event) => event.metadata.actor)).toEqual(['user-2', 'user-2', 'user-1']);
  });

  it('applies the rules to the fresh state when it retries', async () => {
    const store = new RacingStore();
    store.races = 1;
    await expect(handleCommand(store, counter, stream, add(3), { context })).rejects.toMatchObject({
      kind: 'validation',
      message: 'Máximo 3',
    });
  });

  it('gives up with a conflict after 3 retries', async () => {
    const store = new RacingStore();
    await handleCommand(store, counter, stream, add(-10), { context });
    store.races = 4;
    await expectStaleConflict(handleCommand(store, counter, stream, add(1), { context }));
    expect((await recorded(store)).filter((event) => event.metadata.actor === 'user-1')).toHaveLength(1);
  });

  it('append-only: decides without reading the stream and appends whatever was appended meanwhile', async () => {
    const store = new RacingStore();
    await handleCommand(store, counter, stream, add(3), { context });
    store.races = 1;
    // Folded, the stream would hold 3 and refuse more: append-only streams have no history to check against.
    const result = await handleCommand(store, counter, stream, add(3), { context, appendOnly: true });
    expect(result).toMatchObject({ events: [{ type: 'Added', data: { amount: 3 } }], version: 3, lastPosition: 2n });
    expect((await recorded(store)).map((event) => event.revision)).toEqual([0n, 1n, 2n]);
  });
});
