import {
  ConcurrencyError,
  DuplicateEventError,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '../../../infra/ports/event-store.js';
import { toMigratedEvent } from './event-line.js';

/**
 * One append holds a run of consecutive events of one stream, up to these limits: large enough that a stream
 * written in one go copies in few transactions, small enough to stay under KurrentDB's default 1 MiB append.
 */
const MAX_BATCH_EVENTS = 500;
const MAX_BATCH_BYTES = 512 * 1024;

export interface CopyEventsOptions {
  /** Source position after which copying starts (exclusive); -1n for the whole log. */
  after: Position;
  /** Called after every append with the number of events copied so far. */
  onAppended: (copied: number) => void;
}

/**
 * Appends the source's events after `after` to the target in the source's global order, so both logs end up in
 * the same order, stream by stream and overall. Only consecutive events of one stream share an append: grouping
 * a stream's events from further apart would reorder the log.
 *
 * Each append expects the target stream to end just before the batch's first revision. That is what keeps a
 * rerun from writing an event twice, whatever the target does with a repeated event id, and it keeps every
 * revision equal to the source's.
 */
export async function copyEvents(source: EventStore, target: EventStore, options: CopyEventsOptions): Promise<number> {
  let copied = 0;
  let batch: RecordedEvent[] = [];
  let batchBytes = 0;
  const flush = async () => {
    const [first] = batch;
    if (!first) return;
    try {
      await target.append(first.stream, batch.map(toMigratedEvent), {
        expected: first.revision === 0n ? 'no_stream' : first.revision - 1n,
      });
    } catch (error) {
      if (!(error instanceof ConcurrencyError || error instanceof DuplicateEventError)) throw error;
      // The first pass found the target a prefix of the source: only a writer working on it meanwhile gets here.
      throw new Error(
        `El destino cambió durante la copia (stream ${first.stream}, evento ${first.id}): otro proceso escribe en él. ` +
          'Deténgalo y repita la migración.',
        { cause: error },
      );
    }
    copied += batch.length;
    batch = [];
    batchBytes = 0;
    options.onAppended(copied);
  };
  for await (const event of source.readAll({ after: options.after })) {
    const bytes = Buffer.byteLength(JSON.stringify(event.data)) + Buffer.byteLength(JSON.stringify(event.metadata));
    const full = batch.length >= MAX_BATCH_EVENTS || batchBytes + bytes > MAX_BATCH_BYTES;
    if (batch.length > 0 && (batch[0]?.stream !== event.stream || full)) await flush();
    batch.push(event);
    batchBytes += bytes;
  }
  await flush();
  return copied;
}
