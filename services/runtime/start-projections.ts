import type { Embedder } from '../../infra/ports/embedder.js';
import type { EventStore } from '../../infra/ports/event-store.js';
import type { ReadModelStore } from '../../infra/ports/read-model-store.js';
import type { SearchIndex } from '../../infra/ports/search-index.js';
import { runtimeProjections } from './projections.js';
import { Projector } from '../../projections/runner/projector.js';
import type { ProjectorOptions } from '../../projections/runner/registration.js';
import { ReadModels } from '../../projections/runner/read-models.js';

export interface Ports {
  store: EventStore;
  readModelStore: ReadModelStore;
  searchIndex: SearchIndex;
  embedder: Embedder;
}

/** Every projection over these ports, caught up to the head of the log before it returns. */
export async function startProjections(ports: Ports, options: ProjectorOptions = {}) {
  const readModels = new ReadModels(ports.readModelStore);
  const projector = new Projector(
    { store: ports.store, readModels: ports.readModelStore, searchIndex: ports.searchIndex },
    runtimeProjections(ports.embedder),
    options,
  );
  await projector.start();
  return { readModels, projector };
}
