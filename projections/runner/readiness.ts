import type { EventStore, Position } from '../../infra/ports/event-store.js';
import { handledTypes } from './projection.js';
import type { Registration } from './registration.js';

/**
 * How long an event may wait for a projection before that projection counts as lagging: commands whose
 * events it handles are then refused before they append, rather than stored and answered before they
 * can be read back.
 */
export const DEFAULT_LAG_BOUND_MS = 10_000;

/**
 * How long a write's answer waits for the read models to show it (read-your-writes) before it says the write was
 * stored but is not visible yet (202).
 */
export const DEFAULT_READ_YOUR_WRITES_MS = 5_000;

export interface WaitOptions {
  /** Only the projections that handle these event types matter; all of them when absent. */
  types?: readonly string[];
  timeoutMs?: number;
}

/** Whether the projections a command's events go to can take them now; `reason` is for the log only. */
export type Readiness = { ready: true } | { ready: false; reason: string };

/** The registrations whose documents or lookups an event of one of `types` reaches. */
export function projectionsFor<T extends { registration: Registration }>(
  entries: readonly T[],
  types: readonly string[] | undefined,
): T[] {
  if (!types) return [...entries];
  return entries.filter(({ registration }) => {
    const handled = handledTypes(registration.projection);
    return handled === undefined || handled.some((type) => types.includes(type));
  });
}

/** How far a projection is behind: its events after `checkpoint`, and the seconds since the oldest of them was recorded. */
export async function lagBehind(
  store: EventStore,
  checkpoint: Position | null,
  types: readonly string[] | undefined,
  now: number,
): Promise<{ lag: number; lagSeconds: number }> {
  let lag = 0;
  let oldest: Date | null = null;
  for await (const pending of store.readAll({ after: checkpoint ?? -1n, types })) {
    oldest ??= pending.recordedAt;
    lag++;
  }
  return { lag, lagSeconds: oldest ? Math.max(0, now - oldest.getTime()) / 1000 : 0 };
}

/** Milliseconds since the oldest event of `types` after `after` was recorded; null when there is none. */
export async function oldestPendingAgeMs(
  store: EventStore,
  after: Position,
  types: readonly string[] | undefined,
  now: number,
): Promise<number | null> {
  for await (const pending of store.readAll({ after, ...(types ? { types } : {}), limit: 1 }))
    return now - pending.recordedAt.getTime();
  return null;
}
