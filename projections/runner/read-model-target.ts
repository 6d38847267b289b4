import type { Position } from '../../infra/ports/event-store.js';
import { collectionKey, type ReadModelStore } from '../../infra/ports/read-model-store.js';
import type { DocumentSink, ProjectedDocument, ProjectionTarget } from './projection.js';

/** Documents and checkpoint are written in one read-model transaction, so a batch is applied once or not at all. */
export function readModelTarget(store: ReadModelStore, name: string, version: number): ProjectionTarget {
  const key = collectionKey(name, version);
  return {
    key,
    checkpoint: () => store.checkpoints.get(key),
    applyBatch: (lastPosition: Position, fold) =>
      store.withTransaction(async (tx) => {
        const collection = tx.collection<ProjectedDocument>(name, version);
        const sink: DocumentSink = {
          get: (id) => collection.get(id),
          put: (doc) => collection.put(doc),
          delete: (id) => collection.delete(id),
        };
        await fold(sink);
        tx.setCheckpoint(key, lastPosition);
      }),
    reset: async () => {
      await store.drop(name, version);
      await store.checkpoints.delete(key);
    },
  };
}
