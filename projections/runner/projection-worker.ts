import type { EventStore, Position, RecordedEvent } from '../../infra/ports/event-store.js';
import {
  foldIntoSink,
  handledTypes,
  ProjectionEventError,
  type DocumentProjection,
  type ProjectionTarget,
} from './projection.js';

/** `retrying`: a transient fault (storage, network) interrupted it; it resumes by itself after a pause. */
export type WorkerState = 'idle' | 'running' | 'retrying' | 'failed';

export interface WorkerFailure {
  message: string;
  eventId: string;
  eventType: string;
  position: string;
}

export interface TransientFault {
  message: string;
  /** Consecutive failed attempts. */
  attempts: number;
  /** When the next attempt may run (epoch ms). */
  retryAt: number;
}

export interface RetryPolicy {
  /** Pause after the first transient fault; doubled after each further one. */
  baseMs: number;
  /** The pause never grows beyond this, so a healed store is noticed within it. */
  maxMs: number;
}

const DEFAULT_RETRY: RetryPolicy = { baseMs: 100, maxMs: 10_000 };

/**
 * How far the log may run past a projection's checkpoint, through events of types it does not handle, before the
 * head is stored as its checkpoint. Without it a projection of rare events (master data) keeps the position of its
 * last one, and every start reads the whole log after it again (a typed read scans every row). Not at every event it
 * skips: each projection would then write its checkpoint for every event of the others' types. At this distance a
 * start reads at most this many rows again, and the write comes at most once per as many events. One constant, not
 * the batch size, so every worker of a projection (the live one, a rebuild's) stores the same positions: a rebuild
 * that reached the serving copy's head has also reached its checkpoint, which promotion waits for.
 */
export const CHECKPOINT_AFTER_UNHANDLED = 1_000n;

/**
 * Where a projector says what it did, as structured fields plus a message (pino's signature). Each applied batch
 * names the correlation ids of the commands whose events it held, so an operator can follow a request from the
 * API's log line to the projections that made it visible.
 */
export interface ProjectionLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * Moves one projection's target forward in batches.
 * - An event the projection's own code cannot handle stops this worker (and only this one), and is kept
 *   for the status command and the readiness endpoint: it is never skipped.
 * - Any other fault (storage briefly unwritable, a server restarting) is transient: the batch is rolled
 *   back and tried again after a capped, growing pause, so the worker heals without a restart.
 */
export class ProjectionWorker {
  state: WorkerState = 'idle';
  failure: WorkerFailure | null = null;
  fault: TransientFault | null = null;
  /** Every event up to here has been handled (or is not this projection's business). */
  progress: Position = -1n;
  /** The target's checkpoint as this worker last read or wrote it; undefined before the first read. */
  private committed: Position | null | undefined = undefined;
  /**
   * The lookup as of `committed`, replayed from the log when a batch first needs it rather than when the checkpoint
   * is read: a start with nothing new to project (a restart) does not read every listing's event for the leads'
   * asesores (about 1 s at 100,000 listings) before the portal answers.
   */
  private lookup: unknown;
  private lookupReplayed = false;

  constructor(
    readonly projection: DocumentProjection,
    public target: ProjectionTarget,
    private readonly store: EventStore,
    private readonly batchSize = 1_000,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
    private readonly log?: ProjectionLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the worker's in-memory position reflects what the target holds (nobody else moved it). */
  isSynced(checkpoint: Position | null): boolean {
    return this.committed !== undefined && this.committed === checkpoint;
  }

  /** Forgets what it knew of the target (it now writes elsewhere); the next catch-up reads its checkpoint. */
  retarget(target: ProjectionTarget): void {
    this.target = target;
    this.committed = undefined;
  }

  /**
   * Handles everything up to `head`. Never throws: a deterministic failure stops the worker, a transient
   * one schedules a retry (a call before `fault.retryAt` does nothing).
   */
  async catchUp(head: Position): Promise<void> {
    if (this.state === 'failed') return;
    if (this.fault && this.now() < this.fault.retryAt) return;
    try {
      await this.sync();
      // An attempt after a fault still counts as retrying until it succeeds.
      if (!this.fault) this.state = 'running';
      while (this.progress < head) {
        const batch: RecordedEvent[] = [];
        for await (const event of this.store.readAll({
          after: this.progress,
          types: handledTypes(this.projection),
          limit: this.batchSize,
        })) {
          batch.push(event);
        }
        const last = batch.at(-1);
        if (!last) {
          this.progress = head;
          break;
        }
        await this.apply(batch, last.position);
        this.progress = batch.length < this.batchSize && head > last.position ? head : last.position;
      }
      await this.passUnhandled(head);
      this.state = 'idle';
      this.fault = null;
    } catch (error) {
      if (error instanceof ProjectionEventError) {
        this.state = 'failed';
        this.fault = null;
        this.failure = {
          message: error.message,
          eventId: error.event.id,
          eventType: error.event.type,
          position: error.event.position.toString(),
        };
        this.log?.error(
          { projection: this.projection.name, ...this.failure, correlationId: error.event.metadata.correlationId },
          'projection stopped at an event it cannot handle',
        );
        return;
      }
      const attempts = (this.fault?.attempts ?? 0) + 1;
      const pause = Math.min(this.retry.maxMs, this.retry.baseMs * 2 ** (attempts - 1));
      this.state = 'retrying';
      this.fault = {
        message: error instanceof Error ? error.message : String(error),
        attempts,
        retryAt: this.now() + pause,
      };
      this.log?.warn(
        { projection: this.projection.name, attempts, retryInMs: pause, message: this.fault.message },
        'projection retrying after a transient fault',
      );
      // What the target holds is unknown after a fault: read it again before the next attempt.
      this.committed = undefined;
    }
  }

  /**
   * Follows the target's stored checkpoint: a rebuild in another process, or a swap, may have moved it.
   * When it moved, the worker restarts from there, and replays its lookup up to it when a batch first needs it.
   */
  private async sync(): Promise<void> {
    const checkpoint = await this.target.checkpoint();
    if (this.isSynced(checkpoint)) return;
    this.progress = checkpoint ?? -1n;
    this.lookupReplayed = false;
    this.committed = checkpoint;
  }

  /**
   * Once caught up with `head`, stores it as the checkpoint when the stored one lies CHECKPOINT_AFTER_UNHANDLED or more
   * behind it: every event between is of a type this projection does not handle (it would have been applied, and
   * the checkpoint moved with it). The checkpoint keeps its meaning, and the lookup replayed up to it is the one in
   * memory: the lookup folds only handled types, and every one of those up to `head` has been applied.
   */
  private async passUnhandled(head: Position): Promise<void> {
    if (head - (this.committed ?? -1n) < CHECKPOINT_AFTER_UNHANDLED) return;
    await this.target.applyBatch(head, async () => undefined);
    this.committed = head;
  }

  private async replayLookup(upTo: Position | null): Promise<unknown> {
    const lookup = this.projection.lookup;
    if (!lookup) return undefined;
    let state = lookup.initial();
    if (upTo === null) return state;
    for await (const event of this.store.readAll({ types: lookup.types })) {
      if (event.position > upTo) break;
      state = lookup.fold(state, event);
    }
    return state;
  }

  private async apply(batch: RecordedEvent[], lastPosition: Position): Promise<void> {
    if (!this.lookupReplayed) {
      this.lookup = await this.replayLookup(this.committed ?? null);
      this.lookupReplayed = true;
    }
    let lookup = this.lookup;
    await this.target.applyBatch(lastPosition, async (sink) => {
      lookup = this.lookup;
      for (const event of batch) lookup = await foldIntoSink(this.projection, sink, event, lookup);
    });
    this.lookup = lookup;
    this.committed = lastPosition;
    this.log?.info(
      {
        projection: this.projection.name,
        target: this.target.key,
        events: batch.length,
        fromPosition: batch[0]?.position.toString(),
        toPosition: lastPosition.toString(),
        correlationIds: [...new Set(batch.map((event) => event.metadata.correlationId))],
      },
      'projection applied events',
    );
  }
}
