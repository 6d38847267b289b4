import type { EventStore, Position } from '../../infra/ports/event-store.js';
import { handledTypes } from './projection.js';
import type { ProjectionStatus, ProjectorDeps, Registration } from './projector.js';
import { collectionKey } from '../../infra/read-model-store/buffered-transaction.js';

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
 */
export class CheckpointGate {
  constructor(
    private readonly store: EventStore,
    private readonly sources: readonly CheckpointSource[],
    private readonly pollMs = 20,
  ) {}

  async waitFor(position: Position, timeoutMs = 5_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await this.caughtUp(position)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
    }
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.store.headPosition();
    const rows: ProjectionStatus[] = [];
    for (const source of this.sources) {
      const checkpoint = await source.checkpoint();
      let lag = 0;
      for await (const _ of this.store.readAll({ after: checkpoint ?? -1n, types: handledTypes(source.registration.projection) })) lag++;
      rows.push({
        name: source.registration.projection.name,
        target: source.registration.kind === 'search-index' ? source.registration.index : source.registration.projection.name,
        // This process does not run projections; a projection with a backlog is reported as running elsewhere.
        state: lag > 0 ? 'running' : 'idle',
        checkpoint: checkpoint?.toString() ?? null,
        head: head.toString(),
        lag,
        failure: null,
      });
    }
    return rows;
  }

  private async caughtUp(position: Position): Promise<boolean> {
    for (const source of this.sources) {
      const after = (await source.checkpoint()) ?? -1n;
      if (after >= position) continue;
      for await (const pending of this.store.readAll({ after, types: handledTypes(source.registration.projection), limit: 1 })) {
        if (pending.position <= position) return false;
      }
    }
    return true;
  }
}
