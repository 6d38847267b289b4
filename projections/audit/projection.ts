import { PROPERTY_VIEWS_EVENT_TYPES } from '../../services/domain/property-views/events.js';
import { WHATSAPP_CLICKS_EVENT_TYPES } from '../../services/domain/whatsapp-clicks/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';

/** One entry per event: who did what to which record, when, and what changed. */
export interface AuditEntry extends ProjectedDocument {
  position: number;
  stream: string;
  type: string;
  actor: string;
  correlationId: string;
  occurredAt: string;
  /** The event's data with secrets (hashes, encrypted tokens) replaced by a marker. */
  changes: Record<string, unknown>;
}

/** Visitors' page views and clicks change no record: one audit entry each would bury the admins' changes. */
const NOT_CHANGES: readonly string[] = [...PROPERTY_VIEWS_EVENT_TYPES, ...WHATSAPP_CLICKS_EVENT_TYPES];

const SECRET_KEY = /hash|encrypted|password/i;

/**
 * Secrets are strings, or lists of them (a two-step enrolment's recovery code hashes): a flag named after one
 * (`mustChangePassword`) says nothing secret and stays readable.
 */
function redactSecrets(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      SECRET_KEY.test(key) && (typeof value === 'string' || Array.isArray(value)) ? '[oculto]' : value,
    ]),
  );
}

export const auditProjection: DocumentProjection<AuditEntry> = {
  name: 'audit',
  canHandle: 'all',
  documentId: (event) => (NOT_CHANGES.includes(event.type) ? null : event.id),
  evolve: (_doc, event) => ({
    id: event.id,
    position: Number(event.position),
    stream: event.stream,
    type: event.type,
    actor: event.metadata.actor,
    correlationId: event.metadata.correlationId,
    occurredAt: event.metadata.occurredAt,
    changes: redactSecrets(event.data),
  }),
};
