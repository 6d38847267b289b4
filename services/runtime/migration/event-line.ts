import type { NewEvent, RecordedEvent } from '../../../infra/ports/event-store.js';

/**
 * When the event was first recorded. The port lets no caller set `recordedAt` (each store stamps its own), so a
 * migrated event keeps the original instant in its metadata, and a second migration keeps that one.
 */
function originalRecordedAt(event: RecordedEvent): string {
  return event.metadata.originalRecordedAt ?? event.recordedAt.toISOString();
}

/** The event as it is appended to the target: the same id, type and data, with its original recording instant. */
export function toMigratedEvent(event: RecordedEvent): NewEvent {
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: { ...event.metadata, originalRecordedAt: originalRecordedAt(event) },
  };
}

/** The fields verification compares, in the order the line lists them; the names are what the operator reads. */
const FIELDS = ['id', 'stream', 'revisión', 'tipo', 'datos', 'metadatos', 'fecha de registro'] as const;

function fieldsOf(event: RecordedEvent): string[] {
  const { originalRecordedAt: _kept, ...metadata } = event.metadata;
  return [
    event.id,
    event.stream,
    event.revision.toString(),
    event.type,
    canonicalJson(event.data),
    canonicalJson(metadata),
    originalRecordedAt(event),
  ];
}

/**
 * One event as verification sees it, independent of the store: positions differ between stores and are left
 * out (the order of the lines stands for them), and the recording instant is the original one wherever it is kept.
 */
export function eventLine(event: RecordedEvent): string {
  return JSON.stringify(fieldsOf(event));
}

/** The names of the fields in which two events differ. */
export function differingFields(source: RecordedEvent, target: RecordedEvent): string[] {
  const a = fieldsOf(source);
  const b = fieldsOf(target);
  return FIELDS.filter((_, index) => a[index] !== b[index]);
}

/** JSON with object keys sorted at every depth, so two stores that keep keys in different orders agree. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : nested,
  );
}
