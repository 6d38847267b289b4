/**
 * The EventStore port: the only place where state is written. Both adapters (SQLite, KurrentDB)
 * pass the same contract suite (infra/contract/event-store.contract.ts).
 */

/** Global order of the log; strictly increasing, not necessarily contiguous. */
export type Position = bigint;

export interface EventMetadata {
  /** User id, token id or `system` (seed, migrations). */
  actor: string;
  correlationId: string;
  /** ISO-8601 instant the command was handled. */
  occurredAt: string;
  schemaVersion: number;
  causationId?: string;
  /**
   * When the event was first recorded, kept by `npm run migrate`: appending cannot set `recordedAt`, so a copied
   * event carries its original instant here.
   */
  originalRecordedAt?: string;
}

export interface NewEvent {
  /** Unique per event; generated when absent. Appending an id that already exists fails. */
  id?: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  type: string;
  stream: string;
  /** 0-based index of the event inside its stream. */
  revision: bigint;
  position: Position;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recordedAt: Date;
}

/**
 * `bigint`: the revision of the stream's last event must be exactly this;
 * `no_stream`: the stream must not exist; `exists`: it must; `any`: no check.
 */
export type ExpectedRevision = bigint | 'no_stream' | 'exists' | 'any';

export interface AppendResult {
  /** Revision of the last event appended. */
  nextRevision: bigint;
  /** Global position of the last event appended. */
  lastPosition: Position;
}

export class ConcurrencyError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${stream}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'ConcurrencyError';
  }
}

export class DuplicateEventError extends Error {
  constructor(readonly eventId: string) {
    super(`Event ${eventId} was already appended`);
    this.name = 'DuplicateEventError';
  }
}

export interface ReadStreamOptions {
  /** Inclusive. */
  fromRevision?: bigint;
}

export interface ReadAllOptions {
  /** Exclusive: only events with a greater position. */
  after?: Position;
  /** Only these event types. */
  types?: readonly string[];
  /** At most this many events. */
  limit?: number;
}

export interface SubscribeAllOptions extends Omit<ReadAllOptions, 'limit'> {
  /** Aborting ends the subscription; the returned promise then resolves. */
  signal: AbortSignal;
}

export interface EventStore {
  /** Atomic: all events or none; an acknowledged append is durable. */
  append(stream: string, events: readonly NewEvent[], options: { expected: ExpectedRevision }): Promise<AppendResult>;
  /** Events of one stream in revision order; an unknown stream yields nothing. */
  readStream(stream: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  /** Events of every stream in position order. */
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  /**
   * Catch-up then live: calls `onEvent` for each matching event after `after`, in order, one at a time
   * (the next call waits for the previous promise), until the signal aborts. Rejects if `onEvent` throws.
   */
  subscribeAll(options: SubscribeAllOptions, onEvent: (event: RecordedEvent) => Promise<void> | void): Promise<void>;
  /** Position of the last event in the log, or -1n when the log is empty. */
  headPosition(): Promise<Position>;
  /** Rejects when the store cannot take an append right now (health checks); appends nothing to the log. */
  checkWritable(): Promise<void>;
  close(): Promise<void>;
}
