import type { Position, RecordedEvent } from '../../infra/ports/event-store.js';
import type { Document } from '../../infra/ports/read-model-store.js';

/**
 * Every projected document remembers the position of the last event folded into it, so folding the same
 * event twice (a retried batch, an at-least-once index write) changes nothing.
 */
export interface ProjectedDocument extends Document {
  _position: string;
}

/**
 * A projection as DESIGN.md §7.6 describes it: `evolve(doc | null, event) → doc | null` plus the event
 * types it can handle. One projection owns one collection (or one search index).
 */
export interface DocumentProjection<D extends ProjectedDocument = ProjectedDocument> {
  /** Read model name; its collections are `${name}_v${version}`. */
  readonly name: string;
  /** Event types this projection handles; `all` for every event in the log. */
  readonly canHandle: readonly string[] | 'all';
  /** Which document the event concerns; null when the event concerns none. */
  documentId(event: RecordedEvent): string | null;
  /** Pure. Returning null deletes the document. `_position` is set by the runner. */
  evolve(doc: D | null, event: RecordedEvent): Omit<D, '_position'> | null;
}

/** One batch's view of where a projection's documents live; reads see the batch's earlier writes. */
export interface DocumentSink {
  get(id: string): Promise<ProjectedDocument | null>;
  put(doc: ProjectedDocument): void;
  delete(id: string): void;
}

/**
 * A projection's destination: the read-model store (documents and checkpoint in one transaction) or a
 * search index (documents first, checkpoint after: at-least-once, made harmless by `_position`).
 */
export interface ProjectionTarget {
  /** Names this destination in status output and checkpoints, e.g. `properties_v1`. */
  readonly key: string;
  checkpoint(): Promise<Position | null>;
  /** Runs `fold` for a batch and stores the batch's last position as the checkpoint. */
  applyBatch(lastPosition: Position, fold: (sink: DocumentSink) => Promise<void>): Promise<void>;
  /** Deletes every document and the checkpoint (used before a rebuild into a fresh version). */
  reset(): Promise<void>;
}

/** Folds one event into the sink, skipping it when the document already holds it. */
/** The `types` filter to read this projection's events with. */
export const handledTypes = (projection: DocumentProjection): readonly string[] | undefined =>
  projection.canHandle === 'all' ? undefined : projection.canHandle;

export async function foldIntoSink(projection: DocumentProjection, sink: DocumentSink, event: RecordedEvent): Promise<void> {
  const id = projection.documentId(event);
  if (id === null) return;
  const current = await sink.get(id);
  if (current && BigInt(current._position) >= event.position) return;
  const next = projection.evolve(current, event);
  if (next === null) {
    if (current) sink.delete(id);
    return;
  }
  sink.put({ ...next, id, _position: event.position.toString() } as ProjectedDocument);
}
