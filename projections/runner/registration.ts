import type { EventStore } from '../../infra/ports/event-store.js';
import type { ReadModelStore } from '../../infra/ports/read-model-store.js';
import type { IndexDocument, IndexSettings, SearchIndex } from '../../infra/ports/search-index.js';
import type { DocumentProjection, ProjectedDocument, ProjectionTarget } from './projection.js';
import type { ProjectionLog, RetryPolicy } from './projection-worker.js';
import { readModelTarget } from './read-model-target.js';
import { searchIndexTarget } from './search-index-target.js';

/** A projection and where its documents go. */
export type Registration =
  | { kind: 'read-model'; projection: DocumentProjection }
  | {
      kind: 'search-index';
      projection: DocumentProjection;
      index: string;
      settings: IndexSettings;
      decorate?: (doc: ProjectedDocument) => Promise<IndexDocument>;
    };

export interface ProjectorDeps {
  store: EventStore;
  readModels: ReadModelStore;
  searchIndex: SearchIndex;
}

export interface ProjectorOptions {
  batchSize?: number;
  idlePollMs?: number;
  retry?: RetryPolicy;
  /** See DEFAULT_LAG_BOUND_MS. */
  lagBoundMs?: number;
  /** See DEFAULT_READ_YOUR_WRITES_MS: a test on a loaded machine waits longer rather than read a 202. */
  readYourWritesMs?: number;
  /** What an event's age, and so a lag, is measured against; a test holds it still to decide what lags. */
  clock?: () => Date;
  /** Applied batches, stops and retried faults; nothing is logged without it (the CLI, most tests). */
  log?: ProjectionLog;
}

/** Where a projection writes: a version of its read model, or its search index. */
export function targetFor(deps: ProjectorDeps, registration: Registration, version: number): ProjectionTarget {
  return registration.kind === 'read-model'
    ? readModelTarget(deps.readModels, registration.projection.name, version)
    : searchIndexTarget(deps.searchIndex, registration.index, registration.settings, registration.decorate);
}
