import {
  ConcurrencyError,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type Position,
} from '../../infra/ports/event-store.js';
import { eventSchemas } from './event-schemas.js';
import type { Command, Decider, DomainEvent } from '../domain/shared/decider.js';
import { conflict } from '../domain/shared/errors.js';

export interface CommandContext {
  /** User id, token id or `system`. */
  actor: string;
  correlationId: string;
  now: Date;
}

export interface CommandResult<S, E> {
  events: E[];
  state: S;
  /** Number of events in the stream after the command (0: the stream does not exist). */
  version: number;
  /** Global position of the last appended event; null when the command changed nothing. */
  lastPosition: Position | null;
}

export const STALE_VERSION_MESSAGE =
  'Otra persona modificó este registro mientras lo editabas. Recarga para ver la versión actual y vuelve a intentarlo.';

/** Without a client version nobody saw a stale screen, so a lost race is simply decided again on fresh state. */
const MAX_RETRIES = 3;

/** Deciders produce events in their current shape; the metadata says which version that is. */
const toNewEvent = (event: DomainEvent, metadata: Omit<EventMetadata, 'schemaVersion'>): NewEvent => ({
  type: event.type,
  data: event.data as Record<string, unknown>,
  metadata: { ...metadata, schemaVersion: eventSchemas.currentVersion(event.type) },
});

/** The one write path of every aggregate: read stream → fold `evolve` → `decide` → append at the revision read. */
/** All a command needs of the event store. */
export type CommandStore = Pick<EventStore, 'readStream' | 'append'>;

export async function handleCommand<S, C extends Command, E extends DomainEvent>(
  store: CommandStore,
  decider: Decider<S, C, E>,
  stream: string,
  command: C,
  options: {
    context: CommandContext;
    expectedVersion?: number;
    appendOnly?: boolean;
    /** Runs after deciding and before appending; throwing refuses the command with nothing stored. */
    beforeAppend?: (events: readonly E[]) => Promise<void>;
  },
): Promise<CommandResult<S, E>> {
  const { context, expectedVersion } = options;
  const metadata: Omit<EventMetadata, 'schemaVersion'> = {
    actor: context.actor,
    correlationId: context.correlationId,
    occurredAt: context.now.toISOString(),
  };
  if (options.appendOnly) return appendWithoutHistory(store, decider, stream, command, metadata, options.beforeAppend);
  for (let retries = 0; ; retries += 1) {
    let state = decider.initialState();
    let version = 0;
    for await (const recorded of store.readStream(stream)) {
      state = decider.evolve(state, recorded as unknown as E);
      version += 1;
    }
    if (expectedVersion !== undefined && expectedVersion !== version) throw conflict(STALE_VERSION_MESSAGE);

    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, version, lastPosition: null };
    await options.beforeAppend?.(events);
    try {
      const { lastPosition } = await store.append(
        stream,
        events.map((event) => toNewEvent(event, metadata)),
        { expected: version === 0 ? 'no_stream' : BigInt(version - 1) },
      );
      for (const event of events) state = decider.evolve(state, event);
      return { events, state, version: version + events.length, lastPosition };
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (expectedVersion !== undefined || retries >= MAX_RETRIES) throw conflict(STALE_VERSION_MESSAGE);
    }
  }
}

/**
 * For streams whose decisions never depend on their past (a log of views): folding an ever-growing stream
 * on every command would cost more each time, and concurrent appends cannot contradict each other, so
 * the stream is not read and the append expects no particular revision.
 */
async function appendWithoutHistory<S, C extends Command, E extends DomainEvent>(
  store: CommandStore,
  decider: Decider<S, C, E>,
  stream: string,
  command: C,
  metadata: Omit<EventMetadata, 'schemaVersion'>,
  beforeAppend?: (events: readonly E[]) => Promise<void>,
): Promise<CommandResult<S, E>> {
  let state = decider.initialState();
  const events = decider.decide(command, state);
  if (events.length === 0) return { events, state, version: 0, lastPosition: null };
  await beforeAppend?.(events);
  const { nextRevision, lastPosition } = await store.append(
    stream,
    events.map((event) => toNewEvent(event, metadata)),
    { expected: 'any' },
  );
  for (const event of events) state = decider.evolve(state, event);
  return { events, state, version: Number(nextRevision) + 1, lastPosition };
}
