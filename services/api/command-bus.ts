import type { FastifyRequest } from 'fastify';
import type { Decider, Command, DomainEvent } from '../domain/shared/decider.js';
import { handleCommand } from '../domain/shared/command-handler.js';
import { actorOf } from './auth/principal.js';
import type { AppDeps } from './context.js';

export interface ExecuteOptions {
  /** The version the client last saw (`If-Match` / `version`); a stale one is a 409. */
  expectedVersion?: number;
  /** Skip waiting for the read models (writes nobody reads back immediately, e.g. token use). */
  waitForProjections?: boolean;
  /** The stream is an append-only log whose decisions need no history (see `handleCommand`). */
  appendOnly?: boolean;
}

/**
 * Runs a command for a request: who (actor) and which request (correlation id) go into the events'
 * metadata, and the answer waits until the projections have caught up (read-your-writes, DESIGN §5).
 */
export function createCommandBus(deps: AppDeps, clock: () => Date) {
  return async function execute<S, C extends Command, E extends DomainEvent>(
    request: FastifyRequest,
    decider: Decider<S, C, E>,
    stream: string,
    command: C,
    options: ExecuteOptions = {},
  ) {
    const result = await handleCommand(deps.store, decider, stream, command, {
      context: { actor: actorOf(request.principal), correlationId: request.id, now: clock() },
      ...(options.expectedVersion !== undefined ? { expectedVersion: options.expectedVersion } : {}),
      ...(options.appendOnly ? { appendOnly: true } : {}),
    });
    if (result.lastPosition !== null && options.waitForProjections !== false) {
      const caughtUp = await deps.projections.waitFor(result.lastPosition);
      if (!caughtUp) request.log.warn({ position: String(result.lastPosition) }, 'projections did not catch up in time');
    }
    return result;
  };
}

export type CommandBus = ReturnType<typeof createCommandBus>;
