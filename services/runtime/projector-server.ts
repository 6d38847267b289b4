import { startOutbox } from '../../reactors/outbox/start-outbox.js';
import { SecretBox } from '../api/auth/secrets.js';
import { createAdapters } from './adapters.js';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { checkMailer, createMailer, createOutbox } from './mail.js';
import { runMain } from './run-main.js';
import { resolveSecretKey } from './secret-key.js';
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
  // The outbox runs beside the projector: one per deployment, so no message leaves twice from two replicas.
  const info = (message: string) => log.info(message);
  const mailer = createMailer(config, info);
  await checkMailer(mailer, log);
  const secretBox = new SecretBox(resolveSecretKey(config.SECRET_KEY, config.DATA_DIR));
  const outbox = startOutbox(createOutbox(adapters, mailer, { publicUrl: config.PUBLIC_URL, secretBox, log: info }), {
    log: info,
  });
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
    await outbox.stop();
    await mailer.close();
    await projector.stop();
    await adapters.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
});
