import type { EventStore, Position, RecordedEvent } from '../../infra/ports/event-store.js';
import { foldIntoSink, handledTypes, type DocumentProjection, type ProjectionTarget } from './projection.js';

export type WorkerState = 'idle' | 'running' | 'failed';

export interface WorkerFailure {
  message: string;
  eventId: string;
  eventType: string;
  position: string;
}

/**
 * Moves one projection's target forward in batches. A failure stops this worker (and only this one)
 * and is kept for the status command and the health endpoint: an event it cannot handle is never skipped.
 */
export class ProjectionWorker {
  state: WorkerState = 'idle';
  failure: WorkerFailure | null = null;
  /** Every event up to here has been handled (or is not this projection's business). */
  progress: Position = -1n;
  private started = false;

  constructor(
    readonly projection: DocumentProjection,
    public target: ProjectionTarget,
    private readonly store: EventStore,
    private readonly batchSize = 1_000,
  ) {}

  /** Re-reads the checkpoint (at start, or after the target changed). */
  async load(): Promise<void> {
    this.progress = (await this.target.checkpoint()) ?? -1n;
    this.started = true;
  }

  /** Handles everything up to `head`; returns without throwing when the worker fails. */
  async catchUp(head: Position): Promise<void> {
    if (this.state === 'failed') return;
    if (!this.started) await this.load();
    this.state = 'running';
    while (this.progress < head) {
      const batch: RecordedEvent[] = [];
      for await (const event of this.store.readAll({ after: this.progress, types: handledTypes(this.projection), limit: this.batchSize })) {
        batch.push(event);
      }
      const last = batch.at(-1);
      if (!last) {
        this.progress = head;
        break;
      }
      if (!(await this.apply(batch, last.position))) return;
      this.progress = batch.length < this.batchSize && head > last.position ? head : last.position;
    }
    this.state = 'idle';
  }

  private async apply(batch: RecordedEvent[], lastPosition: Position): Promise<boolean> {
    let current: RecordedEvent | undefined;
    try {
      await this.target.applyBatch(lastPosition, async (sink) => {
        for (const event of batch) {
          current = event;
          await foldIntoSink(this.projection, sink, event);
        }
      });
      return true;
    } catch (error) {
      this.state = 'failed';
      this.failure = {
        message: error instanceof Error ? error.message : String(error),
        eventId: current?.id ?? '',
        eventType: current?.type ?? '',
        position: current?.position.toString() ?? '',
      };
      return false;
    }
  }
}
