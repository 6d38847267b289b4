import { startOutbox } from '../../reactors/outbox/start-outbox.js';
import { SecretBox } from '../api/auth/secrets.js';
import { createAdapters } from './adapters.js';
import { lockDataDir, needsDataDirLock } from './data-dir-lock.js';
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
  const info = (message: string) => log.info(message);
  // Before any store opens: a second projector on these files would project and mail everything again.
  const lock = needsDataDirLock(config)
    ? await lockDataDir(config.DATA_DIR, { log: info, waitMs: config.LOCK_WAIT_SECONDS * 1_000 })
    : null;
  const adapters = await createAdapters(config, info);
  const { projector } = await startProjections(adapters, { log });
  log.info(`Proyector en marcha (${adapters.description}).`);
  // The outbox runs beside the projector: one per deployment, so no message leaves twice from two replicas.
  const mailer = createMailer(config, info);
  await checkMailer(mailer, log);
  const secretBox = new SecretBox(resolveSecretKey(config.SECRET_KEY, config.DATA_DIR));
  const outbox = startOutbox(
    createOutbox(adapters, mailer, { publicUrl: config.PUBLIC_URL, mailFrom: config.MAIL_FROM, secretBox, log: info }),
    {
      log: info,
    },
  );
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
    // A process starting on the same folder now waits for this one instead of refusing.
    lock?.stopping();
    clearInterval(report);
    await outbox.stop();
    await mailer.close();
    await projector.stop();
    await adapters.close();
    // Last: the next process starts only once nothing of this one can send or write.
    lock?.release();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
});
