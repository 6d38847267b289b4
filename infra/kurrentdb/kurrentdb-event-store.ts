import {
  BACKWARDS,
  END,
  KurrentDBClient,
  NO_STREAM,
  START,
  jsonEvent,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type ReadPosition,
} from '@kurrent/kurrentdb-client';
import {
  ConcurrencyError,
  DuplicateEventError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeAllOptions,
} from '../ports/event-store.js';
// The expectation rule is the port's; it lives beside the SQLite adapter, its first user.
import { assertExpectedRevision, type StreamRevision } from '../ports/expected-revision.js';
import { claimEventIds } from './event-id-claims.js';
import { eventFilter, toEventData, toRecordedEvent, type PreparedEvent } from './event-mapping.js';

const WRITE_PROBE_STREAM = 'portal-write-probe';

/** Appends retried when another writer moved the stream between our read and our write (`any`/`exists` only). */
const maxAppendAttempts = 5;

/**
 * The production EventStore on KurrentDB.
 *
 * Positions are KurrentDB commit positions. Since explicit transactions left the protocol, every event is
 * its own committed record in the transaction log and its commit position is that record's log position
 * (the server reports commit = prepare for it), so commit positions are unique per event and increase in
 * log order: the total order of $all that the port's Position needs.
 *
 * Event ids: KurrentDB only deduplicates ids within a stream, and silently (an idempotent retry succeeds).
 * The port wants a duplicate rejected, so each append first reads the target stream, rejects an id it
 * already holds, and writes expecting the revision it read, which makes that check race-free. An id already
 * in another stream is refused through a claim per id written before the events (event-id-claims.ts).
 */
export class KurrentDbEventStore implements EventStore {
  /** `connectionString` like `kurrentdb://localhost:2113?tls=false`. */
  static connect(connectionString: string): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(connectionString));
  }

  private probeStreamLimited = false;

  constructor(private readonly client: KurrentDBClient) {}

  async append(
    stream: string,
    events: readonly NewEvent[],
    options: { expected: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`Append to ${stream} needs at least one event`);
    const prepared = events.map(toEventData);
    assertDistinctIds(prepared);
    let claimed = false;
    for (let attempt = 1; ; attempt += 1) {
      const current = await this.readStreamState(stream);
      assertExpectedRevision(stream, options.expected, current.revision);
      const duplicate = prepared.find((event) => current.ids.has(event.id));
      if (duplicate) throw new DuplicateEventError(duplicate.id);
      // After the checks that need no write, so that an append refused by them leaves no claims behind.
      if (!claimed) await claimEventIds(this.client, stream, prepared);
      claimed = true;
      try {
        const result = await this.client.appendToStream(
          stream,
          prepared.map((event) => event.data),
          { streamState: current.revision === 'no_stream' ? NO_STREAM : current.revision },
        );
        if (!result.position) throw new Error(`KurrentDB acknowledged the append to ${stream} without a position`);
        return { nextRevision: result.nextExpectedRevision, lastPosition: result.position.commit };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt === maxAppendAttempts) throw new ConcurrencyError(stream, options.expected, error.actualState);
      }
    }
  }

  async *readStream(stream: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    try {
      for await (const resolved of this.client.readStream(stream, { fromRevision: options.fromRevision ?? START })) {
        const event = toRecordedEvent(resolved);
        if (event) yield event;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return;
      throw error;
    }
  }

  async *readAll(options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    const after = options.after ?? -1n;
    const limit = options.limit ?? Number.POSITIVE_INFINITY;
    if (limit <= 0) return;
    let yielded = 0;
    const reads = this.client.readAll({ fromPosition: readPositionAfter(after), filter: eventFilter(options.types) });
    for await (const resolved of reads) {
      const event = toRecordedEvent(resolved);
      // Reads from a position include it; the port's `after` does not.
      if (!event || event.position <= after) continue;
      yield event;
      yielded += 1;
      if (yielded >= limit) return;
    }
  }

  async subscribeAll(
    options: SubscribeAllOptions,
    onEvent: (event: RecordedEvent) => Promise<void> | void,
  ): Promise<void> {
    const { signal } = options;
    if (signal.aborted) return;
    const after = options.after ?? -1n;
    const subscription = this.client.subscribeToAll({
      fromPosition: readPositionAfter(after),
      filter: eventFilter(options.types),
    });
    // Destroying the readable ends the loop below even while it waits for the next live event.
    const stop = () => subscription.destroy();
    signal.addEventListener('abort', stop, { once: true });
    try {
      // The subscription is a Node Readable, whose async iterator is typed `any`.
      for await (const resolved of subscription as AsyncIterable<AllStreamResolvedEvent>) {
        if (signal.aborted) return;
        const event = toRecordedEvent(resolved);
        if (!event || event.position <= after) continue;
        await onEvent(event);
      }
    } catch (error) {
      if (signal.aborted) return;
      throw error;
    } finally {
      signal.removeEventListener('abort', stop);
      // Cancels the gRPC call; a failure here must not hide how the subscription ended.
      await subscription.unsubscribe().catch(() => undefined);
    }
  }

  async headPosition(): Promise<Position> {
    const newestFirst = this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      filter: eventFilter(undefined),
    });
    for await (const resolved of newestFirst) {
      const event = toRecordedEvent(resolved);
      if (event) return event.position;
    }
    return -1n;
  }

  /**
   * Appends to a stream of its own with a `$`-type, which `eventFilter` keeps out of every read of the log;
   * the stream keeps only its newest probe.
   */
  async checkWritable(): Promise<void> {
    if (!this.probeStreamLimited) {
      await this.client.setStreamMetadata(WRITE_PROBE_STREAM, { maxCount: 1 });
      this.probeStreamLimited = true;
    }
    await this.client.appendToStream(
      WRITE_PROBE_STREAM,
      jsonEvent({ type: '$portal-write-probe', data: { at: new Date().toISOString() } }),
    );
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  private async readStreamState(stream: string): Promise<{ revision: StreamRevision; ids: Set<string> }> {
    let revision: StreamRevision = 'no_stream';
    const ids = new Set<string>();
    for await (const event of this.readStream(stream)) {
      revision = event.revision;
      ids.add(event.id);
    }
    return { revision, ids };
  }
}

function assertDistinctIds(events: readonly PreparedEvent[]): void {
  const seen = new Set<string>();
  for (const { id } of events) {
    if (seen.has(id)) throw new DuplicateEventError(id);
    seen.add(id);
  }
}

function readPositionAfter(after: Position): ReadPosition {
  return after < 0n ? START : { commit: after, prepare: after };
}
