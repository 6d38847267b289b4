import { expect } from 'vitest';
import type { EventMetadata, RecordedEvent } from '../../infra/ports/event-store.js';
import type { DomainEvent } from '../../services/domain/shared/decider.js';
import { foldIntoSink, type DocumentProjection, type DocumentSink, type ProjectedDocument } from './projection.js';

const metadata: EventMetadata = {
  actor: 'user:admin',
  correlationId: 'test',
  occurredAt: '2026-11-01T10:00:00.000Z',
  schemaVersion: 1,
};

/** Turns domain events into a recorded log: positions 0.., revisions counted per stream. */
export function recordLog(
  events: ReadonlyArray<{ stream: string; event: DomainEvent<string, object> }>,
): RecordedEvent[] {
  const revisions = new Map<string, bigint>();
  return events.map(({ stream, event }, index) => {
    const revision = revisions.has(stream) ? revisions.get(stream)! + 1n : 0n;
    revisions.set(stream, revision);
    return {
      id: `event-${index}`,
      type: event.type,
      stream,
      revision,
      position: BigInt(index),
      data: event.data as Record<string, unknown>,
      metadata,
      recordedAt: new Date(metadata.occurredAt),
    };
  });
}

/** Folds a log through a projection into a Map, as the runner does with a real store. */
export async function project(
  projection: DocumentProjection,
  log: readonly RecordedEvent[],
  docs = new Map<string, ProjectedDocument>(),
) {
  const sink: DocumentSink = {
    get: async (id) => docs.get(id) ?? null,
    put: (doc) => void docs.set(doc.id, doc),
    delete: (id) => void docs.delete(id),
  };
  let lookup = projection.lookup?.initial();
  for (const event of log) lookup = await foldIntoSink(projection, sink, event, lookup);
  return docs;
}

/** DESIGN §5: handling an event twice changes nothing. Folds the log, then every event again. */
export async function expectHandledTwiceChangesNothing(projection: DocumentProjection, log: readonly RecordedEvent[]) {
  const once = await project(projection, log);
  const snapshot = structuredClone([...once.entries()]);
  await project(projection, log, once);
  for (const event of log) await project(projection, [event], once);
  expect([...once.entries()]).toEqual(snapshot);
}
