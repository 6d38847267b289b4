import type { Position } from '../../infra/ports/event-store.js';
import type { IndexDocument, IndexSettings, SearchIndex } from '../../infra/ports/search-index.js';
import type { DocumentSink, ProjectedDocument, ProjectionTarget } from './projection.js';

/**
 * A search index cannot share a transaction with a checkpoint: documents are written first and the
 * checkpoint after, so a crash in between replays the batch, which `_position` makes harmless.
 */
export function searchIndexTarget(
  index: SearchIndex,
  indexName: string,
  settings: IndexSettings,
  /** Adds what the projection cannot know from events alone (names of referenced master data, vectors). */
  decorate: (doc: ProjectedDocument) => Promise<IndexDocument> = async (doc) => doc,
): ProjectionTarget {
  let ensured = false;
  const ensure = async () => {
    if (!ensured) await index.ensure(indexName, settings);
    ensured = true;
  };
  return {
    key: indexName,
    checkpoint: () => index.getCheckpoint(indexName),
    applyBatch: async (lastPosition: Position, fold) => {
      await ensure();
      const written = new Map<string, ProjectedDocument | null>();
      const sink: DocumentSink = {
        get: async (id) => {
          if (written.has(id)) return written.get(id) ?? null;
          return (await index.get(indexName, id)) as ProjectedDocument | null;
        },
        put: (doc) => void written.set(doc.id, doc),
        delete: (id) => void written.set(id, null),
      };
      await fold(sink);
      const upserts = [...written.values()].filter((doc): doc is ProjectedDocument => doc !== null);
      const removals = [...written].filter(([, doc]) => doc === null).map(([id]) => id);
      if (upserts.length > 0) await index.upsert(indexName, await Promise.all(upserts.map(decorate)));
      if (removals.length > 0) await index.remove(indexName, removals);
      await index.setCheckpoint(indexName, lastPosition);
    },
    reset: async () => {
      await index.drop(indexName);
      ensured = false;
    },
  };
}
