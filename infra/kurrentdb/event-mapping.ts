import { createHash, randomUUID } from 'node:crypto';
import {
  eventTypeFilter,
  jsonEvent,
  type AllStreamResolvedEvent,
  type EventData,
  type Filter,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata, NewEvent, RecordedEvent } from '../ports/event-store.js';

/**
 * Translation between the port's events and KurrentDB's. KurrentDB requires UUID event ids; a caller's id
 * that is not one (e.g. a deterministic seed id) is replaced by a UUID derived from it, and the original is
 * kept in the metadata under this key so reads return exactly the id that was appended.
 */
const originalIdKey = 'originalEventId';

/** Namespace of the derived ids, so they cannot collide with UUIDs derived by anyone else from the same text. */
const idNamespace = Buffer.from('6f1c2a9e4b7d4e0f9a3c5d8e7f60b1a2', 'hex');

const canonicalUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface PreparedEvent {
  /** The id as the port knows it. */
  id: string;
  data: EventData;
}

export function toEventData(event: NewEvent): PreparedEvent {
  const id = event.id ?? randomUUID();
  // KurrentDB returns ids in lower case, so anything but a canonical lower-case UUID would not read back as written.
  const isUuid = canonicalUuid.test(id);
  const metadata = isUuid ? event.metadata : { ...event.metadata, [originalIdKey]: id };
  return {
    id,
    data: jsonEvent({ id: isUuid ? id : uuidFromName(id), type: event.type, data: event.data, metadata }),
  };
}

/** RFC 4122 version-5 layout: SHA-1 of namespace + name, with the version and variant bits set. */
function uuidFromName(name: string): string {
  const bytes = createHash('sha1').update(idNamespace).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The port's view of a resolved event, or null for what the port does not expose: KurrentDB's own system
 * events ($-prefixed types or streams: stats, projections, metadata, links).
 */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.streamId.startsWith('$') || event.type.startsWith('$')) return null;
  if (!event.isJson || !isRecord(event.data) || !isRecord(event.metadata)) {
    throw new Error(`Event ${event.id} in ${event.streamId} is not a JSON event written through this adapter`);
  }
  // Positions from $all reads are always present; stream reads carry them on every supported server (≥ 22.6).
  const position = event.position?.commit ?? resolved.commitPosition;
  if (position === undefined) throw new Error(`KurrentDB returned event ${event.id} without its $all position`);
  const { [originalIdKey]: originalId, ...metadata } = event.metadata;
  return {
    id: typeof originalId === 'string' ? originalId : event.id,
    type: event.type,
    stream: event.streamId,
    revision: event.revision,
    position,
    data: event.data,
    // Written by toEventData from an EventMetadata, so the shape is ours.
    metadata: metadata as unknown as EventMetadata,
    recordedAt: event.created,
  };
}

/** Server-side filter: only the given types, or, without types, everything but system events. */
export function eventFilter(types: readonly string[] | undefined): Filter {
  const regex = types ? `^(?:${types.map(escapeRegex).join('|')})$` : '^[^$]';
  return eventTypeFilter({ regex });
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}
