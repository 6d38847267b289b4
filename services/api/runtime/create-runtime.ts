import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Embedder } from '../../../infra/ports/embedder.js';
import type { EventStore } from '../../../infra/ports/event-store.js';
import type { ReadModelStore } from '../../../infra/ports/read-model-store.js';
import type { SearchIndex } from '../../../infra/ports/search-index.js';
import { projectionRegistrations } from '../../../projections/registrations.js';
import { CheckpointGate, checkpointSources } from '../../../projections/runner/checkpoint-gate.js';
import { Projector, type ProjectorOptions } from '../../../projections/runner/projector.js';
import { ReadModels } from '../../../projections/runner/read-models.js';
import { seedDemoCatalogue } from '../../demo-catalogue/run-seed.js';
import { SecretBox } from '../auth/secrets.js';
import type { Config } from '../config.js';
import type { AppDeps } from '../context.js';
import { createAdapters } from './adapters.js';
import { DEMO_ADMIN_FILE, demoAdminCredentials, ensureAdminAccount } from './admin-account.js';
import { resolveSecretKey } from './secret-key.js';

export interface Ports {
  store: EventStore;
  readModelStore: ReadModelStore;
  searchIndex: SearchIndex;
  embedder: Embedder;
}

export interface Runtime {
  deps: AppDeps;
  /** Which adapters run, for the start-up log. */
  description: string;
  close(): Promise<void>;
}

/** Wires ports, projections and the API's dependencies; shared by the server, scripts and tests. */
export async function startProjections(ports: Ports, options: ProjectorOptions = {}) {
  const readModels = new ReadModels(ports.readModelStore);
  const projector = new Projector(
    { store: ports.store, readModels: ports.readModelStore, searchIndex: ports.searchIndex },
    projectionRegistrations(ports.embedder),
    options,
  );
  await projector.start();
  return { readModels, projector };
}

export async function createRuntime(config: Config, log: (message: string) => void): Promise<Runtime> {
  mkdirSync(config.DATA_DIR, { recursive: true });
  const adapters = await createAdapters(config, log);
  const { store } = adapters;
  const now = new Date();
  if (config.SEED === 'demo' && (await store.headPosition()) < 0n) {
    const counts = await seedDemoCatalogue(store, now);
    log(`Catálogo de demostración creado: ${counts.properties} propiedades, ${counts.events} eventos.`);
  }
  const admin = config.ADMIN_EMAIL && config.ADMIN_PASSWORD
    ? { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }
    : config.SEED === 'demo' ? demoAdminCredentials(config.DATA_DIR) : null;
  if (admin) {
    const outcome = await ensureAdminAccount(store, admin.email, admin.password, now);
    if (outcome !== 'unchanged') log(`Cuenta de administrador ${admin.email}: ${outcome === 'created' ? 'creada' : 'actualizada'}.`);
    if (!config.ADMIN_EMAIL) log(`Administrador de demostración: ${admin.email} / ${admin.password} (guardado en ${join(config.DATA_DIR, DEMO_ADMIN_FILE)}).`);
  }
  const readModels = new ReadModels(adapters.readModelStore);
  const projector = config.PROJECTOR === 'inline' ? (await startProjections(adapters)).projector : null;
  const projections = projector ?? new CheckpointGate(store, checkpointSources(
    { store, readModels: adapters.readModelStore, searchIndex: adapters.searchIndex },
    projectionRegistrations(adapters.embedder),
  ));
  const deps: AppDeps = {
    store,
    readModels,
    searchIndex: adapters.searchIndex,
    embedder: adapters.embedder,
    projections,
    secretBox: new SecretBox(resolveSecretKey(config.SECRET_KEY, config.DATA_DIR)),
    webRoot: resolve('dist/web'),
    publicUrl: config.PUBLIC_URL,
    trustProxy: config.TRUST_PROXY,
    // A site published over HTTPS keeps its cookies Secure even if a proxy forgets X-Forwarded-Proto.
    secureCookies: config.PUBLIC_URL.startsWith('https:'),
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
  };
  return {
    deps,
    description: adapters.description,
    close: async () => {
      await projector?.stop();
      await adapters.close();
    },
  };
}
