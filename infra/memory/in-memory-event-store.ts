import { randomUUID } from 'node:crypto';
import { assertExpectedRevision } from '../ports/expected-revision.js';
import {
  DuplicateEventError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeAllOptions,
} from '../ports/event-store.js';

/** The EventStore port kept in memory, for tests; positions are the log index. */
export class InMemoryEventStore implements EventStore {
  private readonly log: RecordedEvent[] = [];
  private readonly wakeUps = new Set<() => void>();

  async append(
    stream: string,
    events: readonly NewEvent[],
    options: { expected: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`Append to ${stream} needs at least one event`);
    const actual = this.revisionOf(stream);
    assertExpectedRevision(stream, options.expected, actual);
    const ids = events.map((event) => event.id ?? randomUUID());
    const duplicate = ids.find((id, index) => ids.indexOf(id) !== index || this.log.some((event) => event.id === id));
    if (duplicate !== undefined) throw new DuplicateEventError(duplicate);
    let revision = actual === 'no_stream' ? -1n : actual;
    for (const [index, event] of events.entries()) {
      revision += 1n;
      const position = BigInt(this.log.length);
      this.log.push({
        id: ids[index]!,
        type: event.type,
        stream,
        revision,
        position,
        data: event.data,
        metadata: event.metadata,
        recordedAt: new Date(),
      });
    }
    for (const wakeUp of this.wakeUps) wakeUp();
    return { nextRevision: revision, lastPosition: BigInt(this.log.length - 1) };
  }

  async *readStream(stream: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const from = options.fromRevision ?? 0n;
    for (const event of this.log) if (event.stream === stream && event.revision >= from) yield event;
  }

  async *readAll(options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    let count = 0;
    for (const event of this.log.slice(Number((options.after ?? -1n) + 1n))) {
      if (options.limit !== undefined && count >= options.limit) return;
      if (options.types && !options.types.includes(event.type)) continue;
      count += 1;
      yield event;
    }
  }

  async subscribeAll(
    options: SubscribeAllOptions,
    onEvent: (event: RecordedEvent) => Promise<void> | void,
  ): Promise<void> {
    const { signal, types } = options;
    let next = Number((options.after ?? -1n) + 1n);
    while (!signal.aborted) {
      const event = this.log[next];
      if (event) {
        next += 1;
        if (!types || types.includes(event.type)) await onEvent(event);
        continue;
      }
      // No await between the length check above and registering here, so an append cannot slip between them.
      await new Promise<void>((resolve) => {
        const wakeUp = () => {
          this.wakeUps.delete(wakeUp);
          signal.removeEventListener('abort', wakeUp);
          resolve();
        };
        this.wakeUps.add(wakeUp);
        signal.addEventListener('abort', wakeUp);
      });
    }
  }

  async headPosition(): Promise<bigint> {
    return BigInt(this.log.length - 1);
  }

  async checkWritable(): Promise<void> {}

  async close(): Promise<void> {}

  private revisionOf(stream: string): bigint | 'no_stream' {
    const last = this.log.findLast((event) => event.stream === stream);
    return last ? last.revision : 'no_stream';
  }
}
