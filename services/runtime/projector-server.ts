import { createAdapters } from './adapters.js';
import { loadConfig } from './config.js';
import { runMain } from './run-main.js';
import { startProjections } from './start-projections.js';

/**
 * The projector as its own process (production: `PROJECTOR=external` on the API replicas, one instance of
 * this per deployment). It follows the event log and keeps read models and the search index current.
 */
runMain(async () => {
  const config = loadConfig();
  const adapters = await createAdapters(config, (message) => console.log(message));
  const { projector } = await startProjections(adapters);
  console.log(`Proyector en marcha (${adapters.description}).`);
  const report = setInterval(() => {
    void projector.status().then((rows) => {
      for (const row of rows) {
        if (row.failure)
          console.error(
            `Proyección ${row.name} detenida en ${row.failure.eventType} (posición ${row.failure.position}): ${row.failure.message}`,
          );
        else if (row.fault)
          console.error(
            `Proyección ${row.name} reintentando tras un fallo pasajero (intento ${row.fault.attempts}): ${row.fault.message}`,
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
