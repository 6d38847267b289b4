import { handleCommand, type CommandStore } from '../../services/command-handling/command-handler.js';
import { propertyDecider } from '../../services/domain/property/decider.js';
import { propertyStream } from '../../services/domain/property/events.js';
import {
  scheduledPublicationsProjection,
  type ScheduledPublicationDocument,
} from '../../projections/scheduled-publications/projection.js';
import type { ReadModels } from '../../projections/runner/read-models.js';

/** How often the scheduler looks for what is due: a listing goes public within this of its hour. */
const SCHEDULER_INTERVAL_MS = 20_000;
/** Listings published per look; the rest are due still and go at the next one. */
const BATCH = 200;

export interface PublicationSchedulerDeps {
  store: CommandStore;
  readModels: ReadModels;
}

/**
 * Publishes every listing whose hour has come, as the system. It reads what is due from a projection of the log
 * (scheduled-publications), so nothing is published before its schedule is stored, and a schedule stored while the
 * process was down is found at the next start. It names the instant each was scheduled for: a schedule moved or
 * called off meanwhile, or one already published by an earlier run (or another replica) whose projection had not yet
 * caught up, publishes nothing again (PublishScheduledProperty). Answers the ids it published.
 */
export async function publishDueListings(deps: PublicationSchedulerDeps, now: Date): Promise<string[]> {
  const scheduled = await deps.readModels.collection<ScheduledPublicationDocument>(
    scheduledPublicationsProjection.name,
  );
  const due = await scheduled.find(
    { publishAt: { $lte: now.toISOString() } },
    { sort: [['publishAt', 1]], limit: BATCH },
  );
  const published: string[] = [];
  for (const { id, publishAt } of due) {
    const { events } = await handleCommand(
      deps.store,
      propertyDecider,
      propertyStream(id),
      { type: 'PublishScheduledProperty', data: { propertyId: id, publishAt, now: now.toISOString() } },
      { context: { actor: 'system', correlationId: `publicacion-programada-${id}-${publishAt}`, now } },
    );
    if (events.length > 0) published.push(id);
  }
  return published;
}

/**
 * Looks for due listings now and every SCHEDULER_INTERVAL_MS until `stop`. Runs never overlap, the timer never keeps
 * the process alive, and `stop` waits for a run in progress, so the stores are not closed under it. A failed run is
 * logged and the next one tries again (nothing is lost: the schedule is still in the log).
 */
export function startPublicationScheduler(
  deps: PublicationSchedulerDeps,
  { clock = () => new Date(), log }: { clock?: () => Date; log: (message: string) => void },
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => publishDueListings(deps, clock()))
      .then((published) => {
        if (published.length > 0)
          log(
            `Publicación programada: ${published.length} ${published.length === 1 ? 'propiedad publicada' : 'propiedades publicadas'}.`,
          );
      })
      .catch((error: unknown) =>
        log(`Publicación programada fallida: ${error instanceof Error ? error.message : String(error)}`),
      );
  };
  run();
  const timer = setInterval(run, SCHEDULER_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
