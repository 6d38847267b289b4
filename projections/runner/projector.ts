import type { Position } from '../../infra/ports/event-store.js';
import { collectionKey } from '../../infra/ports/read-model-store.js';
import { handledTypes, type DocumentProjection, type ProjectionTarget } from './projection.js';
import { ProjectionWorker, type TransientFault, type WorkerFailure, type WorkerState } from './projection-worker.js';
import {
  DEFAULT_LAG_BOUND_MS,
  DEFAULT_READ_YOUR_WRITES_MS,
  lagBehind,
  oldestPendingAgeMs,
  projectionsFor,
  type Readiness,
  type WaitOptions,
} from './readiness.js';
import { targetFor, type ProjectorDeps, type ProjectorOptions, type Registration } from './registration.js';

export interface ProjectionStatus {
  name: string;
  target: string;
  state: WorkerState;
  checkpoint: string | null;
  head: string;
  /** Events of this projection's types not yet handled. */
  lag: number;
  /** Seconds since the oldest of those events was recorded; 0 when there is none. */
  lagSeconds: number;
  failure: WorkerFailure | null;
  /** The transient fault being retried, while state is `retrying`. */
  fault: TransientFault | null;
}

interface Entry {
  registration: Registration;
  worker: ProjectionWorker;
  /** Read-model version the worker writes (it follows the active pointer, which a rebuild swaps). */
  version: number;
}

/**
 * Runs every projection in one loop. Each projection depends only on the events it reads (see
 * ProjectionLookup), so their order does not matter. Every pass re-reads where each one stands (active
 * version, checkpoint): a rebuild in another process, or another writer, may have moved it.
 */
export class Projector {
  private readonly entries: Entry[];
  private abort = new AbortController();
  private running: Promise<void> | null = null;
  private dirty = false;
  private wakeUp: (() => void) | null = null;
  private passListeners = new Set<() => void>();
  private readonly clock: () => Date;

  constructor(
    private readonly deps: ProjectorDeps,
    registrations: readonly Registration[],
    private readonly options: ProjectorOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.entries = registrations.map((registration) => ({
      registration,
      version: 1,
      worker: this.newWorker(registration.projection, targetFor(this.deps, registration, 1)),
    }));
  }

  /** Catches every projection up to the current head, then keeps following the log. */
  async start(): Promise<void> {
    await this.pass();
    const signal = this.abort.signal;
    const head = await this.deps.store.headPosition();
    // The subscription only wakes the loop; batches are read by the workers themselves.
    void this.deps.store.subscribeAll({ after: head, signal }, () => this.notify()).catch(() => undefined);
    this.running = this.loop(signal);
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.wakeUp?.();
    await this.running;
    this.abort = new AbortController();
    this.running = null;
  }

  /** Tells the loop that something was appended. */
  notify(): void {
    this.dirty = true;
    this.wakeUp?.();
  }

  /**
   * Resolves true once the projections concerned have handled everything up to `position` in the
   * versions the queries read (read-your-writes), false after the timeout (the projector's
   * `readYourWritesMs` unless given) or as soon as one of them has stopped.
   */
  async waitFor(position: Position, options: WaitOptions = {}): Promise<boolean> {
    const deadline = Date.now() + (options.timeoutMs ?? this.options.readYourWritesMs ?? DEFAULT_READ_YOUR_WRITES_MS);
    const entries = projectionsFor(this.entries, options.types);
    for (;;) {
      if (await this.caughtUp(entries, position)) return true;
      if (entries.some((entry) => entry.worker.state === 'failed')) return false;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      const passed = this.nextPass(left);
      this.notify();
      await passed;
    }
  }

  /**
   * Refuses (before anything is appended) while a projection the events would reach has stopped, is
   * retrying a fault, or has left an event waiting longer than the lag bound.
   */
  async readiness(types: readonly string[]): Promise<Readiness> {
    const now = this.clock().getTime();
    const head = await this.deps.store.headPosition();
    for (const { registration, worker } of projectionsFor(this.entries, types)) {
      const name = registration.projection.name;
      if (worker.state === 'failed')
        return { ready: false, reason: `${name} está detenida en ${worker.failure?.eventType}` };
      if (worker.state === 'retrying')
        return { ready: false, reason: `${name} reintenta tras un fallo: ${worker.fault?.message}` };
      if (worker.progress >= head) continue;
      const age = await oldestPendingAgeMs(
        this.deps.store,
        worker.progress,
        handledTypes(registration.projection),
        now,
      );
      if (age !== null && age > (this.options.lagBoundMs ?? DEFAULT_LAG_BOUND_MS))
        return { ready: false, reason: `${name} lleva ${age} ms de retraso` };
    }
    return { ready: true };
  }

  /**
   * Where each projection stands, read from the stores (the version queries read and its checkpoint) plus
   * this process's workers' state; changes nothing, so it also serves a projector that was never started.
   */
  async status(): Promise<ProjectionStatus[]> {
    const head = await this.deps.store.headPosition();
    const now = this.clock().getTime();
    const result: ProjectionStatus[] = [];
    for (const entry of this.entries) {
      const { key, checkpoint } = await this.served(entry);
      result.push({
        name: entry.registration.projection.name,
        target: key,
        state: entry.worker.state,
        checkpoint: checkpoint?.toString() ?? null,
        head: head.toString(),
        ...(await lagBehind(this.deps.store, checkpoint, handledTypes(entry.registration.projection), now)),
        failure: entry.worker.failure,
        fault: entry.worker.fault,
      });
    }
    return result;
  }

  private newWorker(projection: DocumentProjection, target: ProjectionTarget): ProjectionWorker {
    return new ProjectionWorker(
      projection,
      target,
      this.deps.store,
      this.options.batchSize,
      this.options.retry,
      this.options.log,
    );
  }

  /** The version the queries read, and its stored checkpoint (fresh from the store, not this process's memory). */
  private async served(entry: Entry): Promise<{ key: string; checkpoint: Position | null }> {
    const { registration } = entry;
    if (registration.kind === 'search-index') {
      return { key: registration.index, checkpoint: await this.deps.searchIndex.getCheckpoint(registration.index) };
    }
    const name = registration.projection.name;
    const key = collectionKey(name, (await this.deps.readModels.active.get(name)) ?? 1);
    return { key, checkpoint: await this.deps.readModels.checkpoints.get(key) };
  }

  private async caughtUp(entries: readonly Entry[], position: Position): Promise<boolean> {
    for (const entry of entries) {
      const { registration, worker } = entry;
      const active =
        registration.kind === 'read-model'
          ? ((await this.deps.readModels.active.get(registration.projection.name)) ?? 1)
          : entry.version;
      const { checkpoint } = await this.served(entry);
      if (checkpoint !== null && checkpoint >= position) continue;
      // Below the checkpoint, only this worker knows that no event of its types lies between the two.
      if (active === entry.version && worker.isSynced(checkpoint) && worker.progress >= position) continue;
      return false;
    }
    return true;
  }

  private async followActiveVersion(entry: Entry): Promise<void> {
    if (entry.registration.kind !== 'read-model') return;
    const name = entry.registration.projection.name;
    const active = await this.deps.readModels.active.get(name);
    if (active === null) {
      await this.deps.readModels.active.set(name, entry.version);
      return;
    }
    if (active === entry.version) return;
    entry.version = active;
    entry.worker.retarget(targetFor(this.deps, entry.registration, active));
  }

  private async pass(): Promise<void> {
    this.dirty = false;
    try {
      const head = await this.deps.store.headPosition();
      for (const entry of this.entries) {
        await this.followActiveVersion(entry);
        await entry.worker.catchUp(head);
      }
    } finally {
      for (const listener of [...this.passListeners]) listener();
    }
  }

  /** Resolves after the next pass ends, or after `timeoutMs`. */
  private nextPass(timeoutMs: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.passListeners.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.passListeners.add(done);
    });
  }

  /** The earliest moment a worker waiting out a transient fault may try again. */
  private nextRetryAt(): number | null {
    const times = this.entries.flatMap((entry) =>
      entry.worker.state === 'retrying' && entry.worker.fault ? [entry.worker.fault.retryAt] : [],
    );
    return times.length > 0 ? Math.min(...times) : null;
  }

  private async loop(signal: AbortSignal): Promise<void> {
    const idlePollMs = this.options.idlePollMs ?? 1_000;
    while (!signal.aborted) {
      if (!this.dirty) {
        const retryAt = this.nextRetryAt();
        const pause = retryAt === null ? idlePollMs : Math.min(idlePollMs, Math.max(0, retryAt - Date.now()));
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pause);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = null;
      }
      if (signal.aborted) break;
      try {
        await this.pass();
      } catch {
        // The store was unreachable (a restarting server): retry on the next pass; meanwhile status() shows the lag growing.
        this.dirty = false;
      }
    }
  }
}
