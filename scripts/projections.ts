import { loadConfig } from '../services/api/config.js';
import { createAdapters } from '../services/api/runtime/adapters.js';
import { projectionRegistrations } from '../projections/registrations.js';
import { Projector } from '../projections/runner/projector.js';
import { ReadModels } from '../projections/runner/read-models.js';

const USAGE = `Uso:
  npm run projections -- status            estado, checkpoint y retraso de cada proyección
  npm run projections -- rebuild [nombre]  reconstruye desde la posición 0 (azul/verde); sin nombre, todas`;

/**
 * Operates on the same stores as the server (DATA_DIR or the production URLs). The embedded search
 * index lives in the server's memory and is rebuilt at every start, so this command leaves it alone.
 */
async function main() {
  const [command, name] = process.argv.slice(2);
  if (command !== 'status' && command !== 'rebuild') {
    console.log(USAGE);
    process.exit(command ? 2 : 0);
  }
  const config = loadConfig();
  const adapters = await createAdapters(config, (message) => console.log(message));
  const readModels = new ReadModels(adapters.readModelStore);
  const registrations = projectionRegistrations(adapters.embedder).filter(
    (registration) => registration.kind === 'read-model' || adapters.persistentSearchIndex,
  );
  const projector = new Projector({ store: adapters.store, readModels: adapters.readModelStore, searchIndex: adapters.searchIndex }, registrations);
  try {
    if (command === 'status') {
      const rows = await projector.status();
      console.table(rows.map((row) => ({
        proyección: row.name,
        destino: row.target,
        checkpoint: row.checkpoint ?? '—',
        cabeza: row.head,
        retraso: row.lag,
        estado: row.failure ? `detenida: ${row.failure.eventType} en ${row.failure.position}: ${row.failure.message}`
          : row.fault ? `reintentando (intento ${row.fault.attempts}): ${row.fault.message}`
          : 'al día',
      })));
      if (!adapters.persistentSearchIndex) console.log('El índice de búsqueda embebido vive en la memoria del servidor y se reconstruye en cada inicio.');
      return;
    }
    const names = name ? [name] : projector.names();
    for (const target of names) {
      const started = performance.now();
      const result = await projector.rebuild(target);
      console.log(`${target}: ${result.from} → ${result.to} en ${Math.round(performance.now() - started)} ms`);
    }
  } finally {
    await adapters.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
