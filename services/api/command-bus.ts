import type { FastifyRequest } from 'fastify';
import type { Decider, Command, DomainEvent } from '../domain/shared/decider.js';
import { ConcurrencyError, DuplicateEventError, type EventStore } from '../../infra/ports/event-store.js';
import { handleCommand, type CommandStore } from '../command-handling/command-handler.js';
import { unavailable } from '../domain/shared/errors.js';
import { actorOf } from './auth/principal.js';
import type { AppDeps } from './context.js';
import type { ApiMetrics } from './metrics.js';

export interface ExecuteOptions {
  /** The version the client last saw (`If-Match` / `version`); a stale one is a 409. */
  expectedVersion?: number;
  /** Skip waiting for the read models (writes nobody reads back immediately, e.g. token use). */
  waitForProjections?: boolean;
  /** The stream is an append-only log whose decisions need no history (see `handleCommand`). */
  appendOnly?: boolean;
}

export const PROJECTIONS_UNAVAILABLE =
  'El sitio se está poniendo al día y no pudo guardar tu cambio. No se guardó nada: inténtalo de nuevo en unos segundos.';
export const STORAGE_UNAVAILABLE =
  'No pudimos guardar tu cambio porque el almacenamiento no está disponible. No se guardó nada: inténtalo de nuevo en unos minutos.';
export const STORED_NOT_YET_VISIBLE =
  'Tu cambio quedó guardado, pero todavía no se ve en el sitio. Aparecerá en unos segundos: no lo repitas.';

/**
 * The write was stored, but the read models did not show it within the wait: answering from them would
 * report a stored write as missing (and invite a duplicate), so the answer says it was saved instead.
 */
export class StoredNotYetVisibleError extends Error {
  readonly statusCode = 202;
  constructor() {
    super(STORED_NOT_YET_VISIBLE);
    this.name = 'StoredNotYetVisibleError';
  }
}

/** The store failed to read or append (its transaction rolled back): nothing was stored. */
class StorageFault extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** The store as commands use it, with its own failures told apart from the command's (a bug stays a 500). */
function faultTelling(store: EventStore): CommandStore {
  const tell = (error: unknown): never => {
    if (error instanceof ConcurrencyError || error instanceof DuplicateEventError) throw error;
    throw new StorageFault(error);
  };
  return {
    append: (stream, events, options) => store.append(stream, events, options).catch(tell),
    readStream: async function* (stream, options) {
      try {
        yield* store.readStream(stream, options);
      } catch (error) {
        tell(error);
      }
    },
  };
}

/**
 * Runs a command for a request: who (actor) and which request (correlation id) go into the events'
 * metadata, and the answer waits until the projections have caught up (read-your-writes, DESIGN §5).
 * A command the projections could not follow (one stopped, retrying a fault, or lagging) is refused
 * before anything is appended.
 */
export function createCommandBus(deps: AppDeps, clock: () => Date, metrics: ApiMetrics) {
  const store = faultTelling(deps.store);
  return async function execute<S, C extends Command, E extends DomainEvent>(
    request: FastifyRequest,
    decider: Decider<S, C, E>,
    stream: string,
    command: C,
    options: ExecuteOptions = {},
  ) {
    const waits = options.waitForProjections !== false;
    const beforeAppend = async (events: readonly E[]) => {
      const readiness = await deps.projections.readiness(events.map((event) => event.type));
      if (readiness.ready) return;
      request.log.warn({ reason: readiness.reason }, 'command refused: projections cannot follow');
      throw unavailable(PROJECTIONS_UNAVAILABLE);
    };
    let result;
    try {
      result = await handleCommand(store, decider, stream, command, {
        context: { actor: actorOf(request.principal), correlationId: request.id, now: clock() },
        ...(options.expectedVersion !== undefined ? { expectedVersion: options.expectedVersion } : {}),
        ...(options.appendOnly ? { appendOnly: true } : {}),
        ...(waits ? { beforeAppend } : {}),
      });
    } catch (error) {
      if (!(error instanceof StorageFault)) throw error;
      request.log.error({ err: error.cause }, 'event store failed');
      throw unavailable(STORAGE_UNAVAILABLE);
    }
    if (result.lastPosition !== null) metrics.eventsAppended(result.events);
    if (result.lastPosition !== null && waits) {
      const types = [...new Set(result.events.map((event) => event.type))];
      if (!(await deps.projections.waitFor(result.lastPosition, { types }))) {
        request.log.warn({ position: String(result.lastPosition) }, 'projections did not catch up in time');
        throw new StoredNotYetVisibleError();
      }
    }
    return result;
  };
}

export type CommandBus = ReturnType<typeof createCommandBus>;
