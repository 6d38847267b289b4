import { buildApp } from '../api/app.js';
import { createApiRuntime } from './api-runtime.js';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { runMain } from './run-main.js';
import { startBanner } from './start-banner.js';

/** The API process (`npm start`): listens; everything else is built by createApiRuntime and buildApp. */
runMain(async () => {
  const config = loadConfig();
  const logger = createLogger('api', config.LOG_LEVEL);
  // Listened for before anything starts: a signal during the start-up (the outbox already sending while the app is
  // built) must stop the mail too, not kill the process with Node's default action halfway through a send.
  let signalled: string | null = null;
  let onSignal: () => void = () => undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (signalled) return;
      signalled = signal;
      logger.info(`${signal}: cerrando`);
      onSignal();
    });
  }
  const runtime = await createApiRuntime(config, logger);
  // Mail first: app.close waits for every open connection, and the outbox would go on sending all that time.
  onSignal = () => void runtime.beginStop();
  if (signalled) await runtime.beginStop();
  const app = await buildApp(runtime.deps);
  const shutdown = async () => {
    await runtime.beginStop();
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  if (signalled) return shutdown();
  onSignal = () => void shutdown();
  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(`Portal listo en ${config.PUBLIC_URL} (${runtime.description}). Datos en ${config.DATA_DIR}.`);
  // For whoever ran `npm start`: plain text on stderr, so stdout stays one JSON object per line for log collectors.
  if (config.LOG_LEVEL !== 'silent') process.stderr.write(startBanner(config.PUBLIC_URL, runtime.admin));
});
