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
 * Facts a projection folds from events other than its documents' own (the names of master data for the
 * catalogue index), so that its output depends only on the events it reads, never on another projection's
 * progress. Kept in memory: the worker replays it from the log up to its checkpoint when it (re)loads.
 */
export interface ProjectionLookup<L> {
  /** Event types folded into the lookup. */
  readonly types: readonly string[];
  initial(): L;
  /** Pure: the lookup after the event. */
  fold(lookup: L, event: RecordedEvent): L;
}

/**
 * A projection as DESIGN.md §7.6 describes it: `evolve(doc | null, event) → doc | null` plus the event
 * types it can handle. One projection owns one collection (or one search index).
 */
export interface DocumentProjection<D extends ProjectedDocument = ProjectedDocument, L = unknown> {
  /** Read model name; its collections are `${name}_v${version}`. */
  readonly name: string;
  /** Event types this projection handles; `all` for every event in the log. */
  readonly canHandle: readonly string[] | 'all';
  readonly lookup?: ProjectionLookup<L>;
  /** Which document the event concerns; null when the event concerns none. */
  documentId(event: RecordedEvent): string | null;
  /** Pure. Returning null deletes the document. `_position` is set by the runner. */
  evolve(doc: D | null, event: RecordedEvent, lookup: L): Omit<D, '_position'> | null;
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
  /**
   * Runs `fold` for a batch and stores the batch's last position as the checkpoint. A fold that writes nothing
   * only moves the checkpoint (past events the projection does not handle).
   */
  applyBatch(lastPosition: Position, fold: (sink: DocumentSink) => Promise<void>): Promise<void>;
  /** Deletes every document and the checkpoint (used before a rebuild into a fresh version). */
  reset(): Promise<void>;
}

/**
 * The projection's own code threw on this event: handling it again would throw again, so the projection
 * stops there (never skipping it). Anything else that fails while projecting (storage, network) is
 * transient and retried.
 */
export class ProjectionEventError extends Error {
  constructor(
    readonly event: RecordedEvent,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ProjectionEventError';
  }
}

/** The `types` filter to read this projection's events with (its documents' and its lookup's). */
export const handledTypes = (projection: DocumentProjection): readonly string[] | undefined =>
  projection.canHandle === 'all'
    ? undefined
    : [...new Set([...projection.canHandle, ...(projection.lookup?.types ?? [])])];

const handlesDocuments = (projection: DocumentProjection, type: string) =>
  projection.canHandle === 'all' || projection.canHandle.includes(type);

/**
 * Folds one event into the lookup and the sink (skipping a document that already holds it); returns
 * the lookup after the event.
 */
export async function foldIntoSink<L>(
  projection: DocumentProjection<ProjectedDocument, L>,
  sink: DocumentSink,
  event: RecordedEvent,
  lookup?: L,
): Promise<L> {
  const pure = <T>(step: () => T): T => {
    try {
      return step();
    } catch (error) {
      throw new ProjectionEventError(event, error);
    }
  };
  const after = projection.lookup?.types.includes(event.type)
    ? pure(() => projection.lookup!.fold(lookup as L, event))
    : (lookup as L);
  if (!handlesDocuments(projection, event.type)) return after;
  const id = pure(() => projection.documentId(event));
  if (id === null) return after;
  const current = await sink.get(id);
  if (current && BigInt(current._position) >= event.position) return after;
  const next = pure(() => projection.evolve(current, event, after));
  if (next === null) {
    if (current) sink.delete(id);
    return after;
  }
  sink.put({ ...next, id, _position: event.position.toString() } as ProjectedDocument);
  return after;
}
