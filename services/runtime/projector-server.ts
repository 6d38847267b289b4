import { createAdapters } from './adapters.js';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { runMain } from './run-main.js';
import { startProjections } from './start-projections.js';

/**
 * The projector as its own process (production: `PROJECTOR=external` on the API replicas, one instance of
 * this per deployment). It follows the event log and keeps read models and the search index current.
 */
runMain(async () => {
  const config = loadConfig();
  const log = createLogger('projector', config.LOG_LEVEL);
  const adapters = await createAdapters(config, (message) => log.info(message));
  const { projector } = await startProjections(adapters, { log });
  log.info(`Proyector en marcha (${adapters.description}).`);
  // A stopped projection is logged once when it stops; this repeats it until someone acts.
  const report = setInterval(() => {
    void projector.status().then((rows) => {
      for (const row of rows) {
        if (row.failure)
          log.error(
            { projection: row.name, ...row.failure, lagEvents: row.lag, lagSeconds: row.lagSeconds },
            'projection still stopped',
          );
      }
    });
  }, 30_000);
  const shutdown = async () => {
    clearInterval(report);
    await projector.stop();
    await adapters.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
});
