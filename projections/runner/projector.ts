import type { EventStore, Position } from '../../infra/ports/event-store.js';
import type { ReadModelStore } from '../../infra/ports/read-model-store.js';
import type { IndexDocument, IndexSettings, SearchIndex } from '../../infra/ports/search-index.js';
import { handledTypes, type DocumentProjection, type ProjectedDocument, type ProjectionTarget } from './projection.js';
import { ProjectionWorker, type WorkerFailure, type WorkerState } from './projection-worker.js';
import { readModelTarget } from './read-model-target.js';
import { searchIndexTarget } from './search-index-target.js';

export type Registration =
  | { kind: 'read-model'; projection: DocumentProjection }
  | {
      kind: 'search-index';
      projection: DocumentProjection;
      index: string;
      settings: IndexSettings;
      decorate?: (doc: ProjectedDocument) => Promise<IndexDocument>;
    };

export interface ProjectionStatus {
  name: string;
  target: string;
  state: WorkerState;
  checkpoint: string | null;
  head: string;
  /** Events of this projection's types not yet handled. */
  lag: number;
  failure: WorkerFailure | null;
}

export interface ProjectorDeps {
  store: EventStore;
  readModels: ReadModelStore;
  searchIndex: SearchIndex;
}

interface Entry {
  registration: Registration;
  worker: ProjectionWorker;
  /** Read-model version the worker writes (it follows the active pointer, which a rebuild swaps). */
  version: number;
}

/**
 * Runs every projection in registration order, in one loop. Order matters: a later projection may read
 * an earlier one's read model (the catalogue index reads master-data names), and one loop pass brings
 * each projection to the same head before the next starts.
 */
export class Projector {
  private readonly entries: Entry[];
  private abort = new AbortController();
  private running: Promise<void> | null = null;
  private dirty = false;
  private wakeUp: (() => void) | null = null;
  private waiters = new Set<() => void>();

  constructor(
    private readonly deps: ProjectorDeps,
    registrations: readonly Registration[],
    private readonly options: { batchSize?: number; idlePollMs?: number } = {},
  ) {
    this.entries = registrations.map((registration) => ({
      registration,
      version: 1,
      worker: new ProjectionWorker(registration.projection, this.targetFor(registration, 1), deps.store, options.batchSize),
    }));
  }

  names(): string[] {
    return this.entries.map((entry) => entry.registration.projection.name);
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
   * Resolves true once every healthy projection has handled everything up to `position` (read-your-writes),
   * false after the timeout.
   */
  async waitFor(position: Position, timeoutMs = 5_000): Promise<boolean> {
    if (this.caughtUpTo(position)) return true;
    this.notify();
    return new Promise<boolean>((resolve) => {
      const check = () => {
        if (!this.caughtUpTo(position)) return;
        done(true);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      const done = (value: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(value);
      };
      this.waiters.add(check);
    });
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.deps.store.headPosition();
    const result: ProjectionStatus[] = [];
    for (const entry of this.entries) {
      await this.followActiveVersion(entry);
      const checkpoint = await entry.worker.target.checkpoint();
      let lag = 0;
      for await (const _ of this.deps.store.readAll({ after: checkpoint ?? -1n, types: handledTypes(entry.registration.projection) })) lag++;
      result.push({
        name: entry.registration.projection.name,
        target: entry.worker.target.key,
        state: entry.worker.state,
        checkpoint: checkpoint?.toString() ?? null,
        head: head.toString(),
        lag,
        failure: entry.worker.failure,
      });
    }
    return result;
  }

  /**
   * Blue/green: builds a fresh copy from position 0 while the current one keeps serving, then swaps.
   * Read models keep the previous version for rollback and drop older ones.
   */
  async rebuild(name: string): Promise<{ from: string; to: string }> {
    const entry = this.entries.find((candidate) => candidate.registration.projection.name === name);
    if (!entry) throw new Error(`Proyección desconocida: ${name}. Disponibles: ${this.names().join(', ')}`);
    const { registration } = entry;
    const head = await this.deps.store.headPosition();
    if (registration.kind === 'read-model') {
      const current = (await this.deps.readModels.active.get(name)) ?? 1;
      const next = current + 1;
      const target = readModelTarget(this.deps.readModels, name, next);
      await this.build(registration.projection, target, head);
      await this.deps.readModels.active.set(name, next);
      if (current > 1) await readModelTarget(this.deps.readModels, name, current - 1).reset();
      await this.followActiveVersion(entry);
      return { from: readModelTarget(this.deps.readModels, name, current).key, to: target.key };
    }
    const staging = `${registration.index}__rebuild`;
    const target = searchIndexTarget(this.deps.searchIndex, staging, registration.settings, registration.decorate);
    await this.build(registration.projection, target, head);
    await this.deps.searchIndex.swap(registration.index, staging);
    await this.deps.searchIndex.drop(staging);
    await entry.worker.load();
    this.notify();
    return { from: registration.index, to: registration.index };
  }

  private async build(projection: DocumentProjection, target: ProjectionTarget, head: Position): Promise<void> {
    await target.reset();
    const worker = new ProjectionWorker(projection, target, this.deps.store, this.options.batchSize);
    await worker.catchUp(head);
    if (worker.failure) throw new Error(`La reconstrucción de ${projection.name} falló en ${worker.failure.eventType}: ${worker.failure.message}`);
  }

  private targetFor(registration: Registration, version: number): ProjectionTarget {
    return registration.kind === 'read-model'
      ? readModelTarget(this.deps.readModels, registration.projection.name, version)
      : searchIndexTarget(this.deps.searchIndex, registration.index, registration.settings, registration.decorate);
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
    entry.worker.target = this.targetFor(entry.registration, active);
    await entry.worker.load();
  }

  private async pass(): Promise<void> {
    this.dirty = false;
    const head = await this.deps.store.headPosition();
    for (const entry of this.entries) {
      await this.followActiveVersion(entry);
      await entry.worker.catchUp(head);
    }
    for (const check of [...this.waiters]) check();
  }

  private async loop(signal: AbortSignal): Promise<void> {
    const idlePollMs = this.options.idlePollMs ?? 1_000;
    while (!signal.aborted) {
      if (!this.dirty) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, idlePollMs);
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

  private caughtUpTo(position: Position): boolean {
    return this.entries.every((entry) => entry.worker.state === 'failed' || entry.worker.progress >= position);
  }
}
