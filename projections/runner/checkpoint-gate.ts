import type { EventStore, Position } from '../../infra/ports/event-store.js';
import { handledTypes } from './projection.js';
import {
  DEFAULT_LAG_BOUND_MS,
  lagBehind,
  oldestPendingAgeMs,
  projectionsFor,
  type Readiness,
  type WaitOptions,
} from './readiness.js';
import type { ProjectionStatus } from './projector.js';
import type { ProjectorDeps, Registration } from './registration.js';
import { collectionKey } from '../../infra/ports/read-model-store.js';

interface CheckpointSource {
  registration: Registration;
  checkpoint(): Promise<Position | null>;
}

/** Where each projection keeps its checkpoint: its active read-model version, or its search index. */
export function checkpointSources(deps: ProjectorDeps, registrations: readonly Registration[]): CheckpointSource[] {
  return registrations.map((registration) => ({
    registration,
    checkpoint: async () => {
      if (registration.kind === 'search-index') return deps.searchIndex.getCheckpoint(registration.index);
      const name = registration.projection.name;
      return deps.readModels.checkpoints.get(collectionKey(name, (await deps.readModels.active.get(name)) ?? 1));
    },
  }));
}

/**
 * Read-your-writes for an API that does not run the projections itself (production: the projector is its
 * own service). A projection has caught up with `position` when no event of its types at or before that
 * position lies after its checkpoint; a projection whose types were not written is never waited for.
 * This process cannot see the projector's workers, so a stopped or faulty projection shows here as an
 * event left waiting: past the lag bound, commands it would receive are refused.
 */
export class CheckpointGate {
  constructor(
    private readonly store: EventStore,
    private readonly sources: readonly CheckpointSource[],
    private readonly options: { pollMs?: number; lagBoundMs?: number } = {},
  ) {}

  async waitFor(position: Position, options: WaitOptions = {}): Promise<boolean> {
    const deadline = Date.now() + (options.timeoutMs ?? 5_000);
    const sources = projectionsFor(this.sources, options.types);
    for (;;) {
      if (await this.caughtUp(sources, position)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, this.options.pollMs ?? 20));
    }
  }

  async readiness(types: readonly string[]): Promise<Readiness> {
    const now = Date.now();
    for (const source of projectionsFor(this.sources, types)) {
      const age = await oldestPendingAgeMs(
        this.store,
        (await source.checkpoint()) ?? -1n,
        handledTypes(source.registration.projection),
        now,
      );
      if (age !== null && age > (this.options.lagBoundMs ?? DEFAULT_LAG_BOUND_MS)) {
        return {
          ready: false,
          reason: `${source.registration.projection.name} lleva ${age} ms sin procesar un evento`,
        };
      }
    }
    return { ready: true };
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.store.headPosition();
    const now = Date.now();
    const rows: ProjectionStatus[] = [];
    for (const source of this.sources) {
      const checkpoint = await source.checkpoint();
      const { lag, lagSeconds } = await lagBehind(
        this.store,
        checkpoint,
        handledTypes(source.registration.projection),
        now,
      );
      rows.push({
        name: source.registration.projection.name,
        target:
          source.registration.kind === 'search-index' ? source.registration.index : source.registration.projection.name,
        // This process does not run projections; a projection with a backlog is reported as running elsewhere.
        state: lag > 0 ? 'running' : 'idle',
        checkpoint: checkpoint?.toString() ?? null,
        head: head.toString(),
        lag,
        lagSeconds,
        failure: null,
        fault: null,
      });
    }
    return rows;
  }

  private async caughtUp(sources: readonly CheckpointSource[], position: Position): Promise<boolean> {
    for (const source of sources) {
      const after = (await source.checkpoint()) ?? -1n;
      if (after >= position) continue;
      for await (const pending of this.store.readAll({
        after,
        types: handledTypes(source.registration.projection),
        limit: 1,
      })) {
        if (pending.position <= position) return false;
      }
    }
    return true;
  }
}
