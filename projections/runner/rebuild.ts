import type { Position } from '../../infra/ports/event-store.js';
import { ProjectionWorker } from './projection-worker.js';
import { readModelTarget } from './read-model-target.js';
import type { ProjectorDeps, ProjectorOptions, Registration } from './registration.js';
import { searchIndexTarget } from './search-index-target.js';

/**
 * Blue/green: builds a fresh copy from position 0 while the current one keeps serving, then swaps.
 * Read models keep the previous version for rollback and drop older ones at once: a request still reading a
 * dropped version, in this process or another, reads again from the active one (ReadModels.collection), so no
 * drop waits for readers. The swap happens only once the new copy holds at least what the serving one holds
 * (checked atomically by the store), so a write already read back is never hidden by it, even when a projector
 * keeps running in this or another process (each of its passes re-reads the active version and its checkpoint,
 * so it follows the swap by itself).
 */
export async function rebuild(
  deps: ProjectorDeps,
  registrations: readonly Registration[],
  name: string,
  options: ProjectorOptions = {},
): Promise<{ from: string; to: string }> {
  const registration = registrations.find((candidate) => candidate.projection.name === name);
  if (!registration) {
    const known = registrations.map((candidate) => candidate.projection.name).join(', ');
    throw new Error(`Proyección desconocida: ${name}. Disponibles: ${known}`);
  }
  const newWorker = (target: ProjectionWorker['target']) =>
    new ProjectionWorker(registration.projection, target, deps.store, options.batchSize, options.retry);
  if (registration.kind === 'read-model') {
    const current = (await deps.readModels.active.get(name)) ?? 1;
    const next = current + 1;
    const target = readModelTarget(deps.readModels, name, next);
    await target.reset();
    const worker = newWorker(target);
    for (;;) {
      await build(worker, await deps.store.headPosition());
      const outcome = await deps.readModels.active.promote(name, current, next);
      if (outcome === 'promoted') break;
      if (outcome === 'moved')
        throw new Error(`Otra reconstrucción cambió la versión activa de ${name}; vuelva a intentarlo.`);
    }
    if (current > 1) await readModelTarget(deps.readModels, name, current - 1).reset();
    return { from: readModelTarget(deps.readModels, name, current).key, to: target.key };
  }
  const staging = `${registration.index}__rebuild`;
  const target = searchIndexTarget(deps.searchIndex, staging, registration.settings, registration.decorate);
  await target.reset();
  const worker = newWorker(target);
  // An index offers no conditional swap: catch up until no event arrived meanwhile, which leaves the
  // shortest window in which the serving index could be ahead of the new one.
  let head: Position;
  do {
    head = await deps.store.headPosition();
    await build(worker, head);
  } while ((await deps.store.headPosition()) !== head);
  await deps.searchIndex.swap(registration.index, staging);
  await deps.searchIndex.drop(staging);
  return { from: registration.index, to: registration.index };
}

/** Brings a rebuild's worker to `head`, waiting out transient faults; a deterministic failure aborts. */
async function build(worker: ProjectionWorker, head: Position): Promise<void> {
  for (;;) {
    await worker.catchUp(head);
    if (worker.failure)
      throw new Error(
        `La reconstrucción de ${worker.projection.name} falló en ${worker.failure.eventType}: ${worker.failure.message}`,
      );
    if (worker.state !== 'retrying') return;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, (worker.fault?.retryAt ?? 0) - Date.now())));
  }
}
