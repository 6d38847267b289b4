import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DiskBlobStore } from '../../../infra/disk/disk-blob-store.js';
import { KurrentDbEventStore } from '../../../infra/kurrentdb/kurrentdb-event-store.js';
import type { BlobStore } from '../../../infra/ports/blob-store.js';
import type { EventStore } from '../../../infra/ports/event-store.js';
import { SqliteEventStore } from '../../../infra/sqlite/sqlite-event-store.js';
import { createAdapters } from '../adapters.js';
import { lockDataDir } from '../data-dir-lock.js';
import type { Config } from '../config.js';

/**
 * One side of a migration. The event stores are the adapters themselves, without the upcasting the runtime wraps
 * them in: events are copied and compared as stored, and readers upcast them on the target as they do today.
 */
export interface Endpoint {
  store: EventStore;
  blobs: BlobStore;
  description: string;
  close(): Promise<void>;
}

export interface Target extends Endpoint {
  /** The environment under which `npm run projections` works on the target. */
  projectionsEnv: NodeJS.ProcessEnv;
  /** The same, as the operator types it. */
  projectionsCommand: string;
}

const PRODUCTION = 'production';

// The layout of an embedded data directory, as services/runtime/adapters.ts opens it.
const eventsFile = (dataDir: string) => join(dataDir, 'events.db');
const blobsFolder = (dataDir: string) => join(dataDir, 'blobs');

function embedded(dataDir: string): Endpoint {
  const store = SqliteEventStore.open(eventsFile(dataDir));
  return {
    store,
    blobs: new DiskBlobStore(blobsFolder(dataDir)),
    description: `carpeta de datos embebida ${dataDir} (SQLite y fotos en disco)`,
    close: () => store.close(),
  };
}

/** The embedded data directory to copy from; it must hold an event log (opening would create an empty one). */
export function openSource(dataDir: string): Endpoint {
  const folder = resolve(dataDir);
  if (!existsSync(eventsFile(folder)))
    throw new Error(
      `No hay un almacén de eventos embebido en ${eventsFile(folder)}: indique la carpeta de datos con --from o DATA_DIR.`,
    );
  return embedded(folder);
}

/** `production`: the stores the production settings name; anything else: another embedded data directory. */
export async function openTarget(
  to: string,
  config: Config,
  env: NodeJS.ProcessEnv,
  sourceDir: string,
): Promise<Target> {
  if (to === PRODUCTION) return openProduction(config, env);
  const folder = resolve(to);
  if (folder === resolve(sourceDir)) throw new Error(`El destino ${folder} es la misma carpeta que el origen.`);
  if (existsSync(folder) && !statSync(folder).isDirectory())
    throw new Error(`--to espera una carpeta de datos (con events.db y blobs/), y ${folder} es un archivo.`);
  mkdirSync(folder, { recursive: true });
  // A server on the target would interleave its own events with the copy, and its outbox, begun at the head it saw,
  // would mail every older lead copied after it started. A server on the source does no harm: the copy only reads it.
  const lock = await lockDataDir(folder);
  const endpoint = embedded(folder);
  return {
    ...endpoint,
    close: async () => {
      try {
        await endpoint.close();
      } finally {
        lock.release();
      }
    },
    projectionsEnv: { DATA_DIR: folder },
    projectionsCommand: `DATA_DIR=${JSON.stringify(folder)} npm run projections -- rebuild`,
  };
}

async function openProduction(config: Config, env: NodeJS.ProcessEnv): Promise<Target> {
  if (!config.EVENTSTORE_URL)
    throw new Error(
      'Configuración inválida: --to production necesita EVENTSTORE_URL (p. ej. EVENTSTORE_URL=kurrentdb://localhost:2113?tls=false).',
    );
  // The photos go wherever the server would keep them: the runtime's own choice of blob store.
  const runtime = await createAdapters(config);
  const store = KurrentDbEventStore.connect(config.EVENTSTORE_URL);
  return {
    store,
    blobs: runtime.blobs,
    description: `producción: eventos en KurrentDB (${new URL(config.EVENTSTORE_URL).host}), ${runtime.description}`,
    close: async () => {
      await store.close();
      await runtime.close();
    },
    projectionsEnv: env,
    projectionsCommand: 'npm run projections -- rebuild   (con las mismas variables de producción)',
  };
}
