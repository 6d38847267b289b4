import type { Outbox } from './outbox.js';

/** How often the outbox looks at the log and the queue: a lead's alert leaves within a few of these. */
const OUTBOX_INTERVAL_MS = 1_000;

/**
 * Runs the outbox now and every OUTBOX_INTERVAL_MS until `stop`: new events become messages, then the due ones are
 * sent. Rounds never overlap and the timer never keeps the process alive. `stop` ends the round in progress between
 * two messages (a round may hold dozens): no message starts leaving after it, and it waits for the one being handed
 * over to be accepted and marked sent, so the stores are not closed under it and a restart does not send it again. A
 * failed round is logged once per distinct reason and the next one tries again (nothing is lost: the events and the
 * queue are stored).
 */
export function startOutbox(
  outbox: Outbox,
  { clock = () => new Date(), log }: { clock?: () => Date; log: (message: string) => void },
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const stopping = new AbortController();
  let initialized = false;
  // Until it has its checkpoint (a store down at start-up), no round runs: it would mail the whole past.
  const initialize = async () => {
    if (initialized) return;
    const head = await outbox.initialize();
    if (head !== null) log(`Correo: empieza en la posición ${head} del registro; lo anterior no causa correos.`);
    initialized = true;
  };
  let lastFailure = '';
  const run = () => {
    running = running
      .then(async () => {
        if (stopping.signal.aborted) return;
        await initialize();
        await outbox.round(clock(), stopping.signal);
      })
      .then(
        () => {
          lastFailure = '';
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          if (message !== lastFailure) log(`Correo: la ronda falló: ${message}`);
          lastFailure = message;
        },
      );
  };
  run();
  const timer = setInterval(run, OUTBOX_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
