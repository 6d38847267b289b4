import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createRuntime } from './runtime/create-runtime.js';

/** Only listens: everything else is built by createRuntime and buildApp. */
async function main() {
  const config = loadConfig();
  const runtime = await createRuntime(config, (message) => console.log(message));
  const app = await buildApp(runtime.deps);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: cerrando`);
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Portal listo en ${config.PUBLIC_URL} (${runtime.description}). Datos en ${config.DATA_DIR}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
