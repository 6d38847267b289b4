import {
  readSnapshotHeader,
  removeSnapshotFile,
  snapshotPath,
  type SnapshotHeader,
} from '../../../infra/search-embedded/snapshot-file.js';
import { runtimeProjections } from '../projections.js';
import { Projector } from '../../../projections/runner/projector.js';
import { rebuild } from '../../../projections/runner/rebuild.js';
import { createAdapters } from '../adapters.js';
import { loadConfig } from '../config.js';

const USAGE = `Uso:
  npm run projections -- status            estado, checkpoint y retraso de cada proyección
  npm run projections -- rebuild [nombre]  reconstruye desde la posición 0 (azul/verde); sin nombre, todas
                                           (el índice embebido: borra su instantánea y el servidor lo reconstruye
                                           en su próximo inicio)`;

/**
 * `npm run projections`: operates on the same stores as the server (DATA_DIR or the production URLs). The
 * embedded search index lives in the server's memory, which this process cannot reach: a rebuild of it removes its
 * snapshot (DATA_DIR/search-index.snapshot), so that the server's next start builds it again from the events.
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
  const config = loadConfig(env);
  const adapters = await createAdapters(config, (message) => console.log(message));
  const deps = { store: adapters.store, readModels: adapters.readModelStore, searchIndex: adapters.searchIndex };
  const all = runtimeProjections(adapters.embedder);
  const registrations = all.filter(
    (registration) => registration.kind === 'read-model' || adapters.persistentSearchIndex,
  );
  const embeddedIndexes = adapters.persistentSearchIndex
    ? []
    : all.flatMap((registration) => (registration.kind === 'search-index' ? [registration.projection.name] : []));
  const snapshot = config.DATA_DIR === ':memory:' ? null : snapshotPath(config.DATA_DIR);
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
      if (!adapters.persistentSearchIndex && snapshot) console.log(await describeSnapshot(snapshot));
      return 0;
    }
    const names = name ? [name] : registrations.map((registration) => registration.projection.name);
    if (embeddedIndexes.length > 0 && (!name || embeddedIndexes.includes(name))) {
      const removed = snapshot !== null && (await removeSnapshotFile(snapshot));
      console.log(
        `${embeddedIndexes.join(', ')}: ${removed ? `instantánea ${snapshot} eliminada` : 'no había instantánea'}; ` +
          'el índice de búsqueda embebido vive en la memoria del servidor: su próximo inicio lo reconstruye desde ' +
          'los eventos (reinícielo para aplicar un cambio en los documentos del catálogo).',
      );
      if (name) return 0;
    }
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

/** What the server's next start will find: a snapshot to load (and from where it catches up), or none. */
async function describeSnapshot(path: string): Promise<string> {
  const intro = 'Índice de búsqueda embebido (en la memoria del servidor): ';
  let header: SnapshotHeader | null;
  try {
    header = await readSnapshotHeader(path);
  } catch (error) {
    return `${intro}la instantánea ${path} no se puede usar (${(error as Error).message}); el próximo inicio lo reconstruye desde los eventos.`;
  }
  if (!header) return `${intro}sin instantánea; el próximo inicio lo reconstruye desde los eventos.`;
  const indexes = header.indexes
    .map((entry) => `${entry.name}: checkpoint ${entry.checkpoint}, ${entry.documents} documentos`)
    .join('; ');
  return `${intro}instantánea ${path} escrita el ${header.writtenAt} (${indexes}); el próximo inicio la carga si sigue valiendo y se pone al día desde ahí.`;
}
