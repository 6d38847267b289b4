import { runtimeProjections } from '../projections.js';
import { Projector } from '../../../projections/runner/projector.js';
import { rebuild } from '../../../projections/runner/rebuild.js';
import { createAdapters } from '../adapters.js';
import { loadConfig } from '../config.js';

const USAGE = `Uso:
  npm run projections -- status            estado, checkpoint y retraso de cada proyección
  npm run projections -- rebuild [nombre]  reconstruye desde la posición 0 (azul/verde); sin nombre, todas`;

/**
 * `npm run projections`: operates on the same stores as the server (DATA_DIR or the production URLs). The
 * embedded search index lives in the server's memory and is rebuilt at every start, so this leaves it alone.
 * Returns the exit code.
 */
export async function projectionsCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [command, name] = args;
  if (command !== 'status' && command !== 'rebuild') {
    console.log(USAGE);
    return command ? 2 : 0;
  }
  const adapters = await createAdapters(loadConfig(env), (message) => console.log(message));
  const deps = { store: adapters.store, readModels: adapters.readModelStore, searchIndex: adapters.searchIndex };
  const registrations = runtimeProjections(adapters.embedder).filter(
    (registration) => registration.kind === 'read-model' || adapters.persistentSearchIndex,
  );
  try {
    if (command === 'status') {
      // Never started: it only reads where each projection stands.
      const rows = await new Projector(deps, registrations).status();
      console.table(
        rows.map((row) => ({
          proyección: row.name,
          destino: row.target,
          checkpoint: row.checkpoint ?? '—',
          cabeza: row.head,
          retraso: row.lag,
          estado: row.failure
            ? `detenida: ${row.failure.eventType} en ${row.failure.position}: ${row.failure.message}`
            : row.fault
              ? `reintentando (intento ${row.fault.attempts}): ${row.fault.message}`
              : row.lag > 0
                ? `${row.lag} eventos por procesar`
                : 'al día',
        })),
      );
      if (!adapters.persistentSearchIndex)
        console.log('El índice de búsqueda embebido vive en la memoria del servidor y se reconstruye en cada inicio.');
      return 0;
    }
    const names = name ? [name] : registrations.map((registration) => registration.projection.name);
    for (const target of names) {
      const started = performance.now();
      const result = await rebuild(deps, registrations, target);
      console.log(`${target}: ${result.from} → ${result.to} en ${Math.round(performance.now() - started)} ms`);
    }
    return 0;
  } finally {
    await adapters.close();
  }
}
