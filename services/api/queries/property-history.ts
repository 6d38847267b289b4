import type { MasterDataKind } from '../../domain/master-data/events.js';
import {
  PROPERTY_EVENT_TYPES,
  type ListingPlacement,
  type PropertyEvent,
  type PropertyFields,
  type PropertyPublicationEvent,
  type PublicationState,
} from '../../domain/property/events.js';
import { unreachable } from '../../domain/shared/unreachable.js';
import type { RecordedEvent } from '../../../infra/ports/event-store.js';
import { asDomain } from '../../../projections/runner/recorded.js';
import { parseActor, type ActorRef } from '../../command-handling/actor.js';
import type { NamedActor } from './actors.js';

export type HistoryKind = 'created' | 'revised' | 'photos' | 'deleted' | 'restored' | 'publication' | 'agent';
/** What the history follows: the fields, the publication and the asesor. */
type Listing = PropertyFields & ListingPlacement;
type Field = keyof Listing;
type FieldValue = Listing[Field];

/** A field's value before and after, as the domain holds it (numbers, booleans, ids); before is null on creation. */
export interface FieldChange {
  field: Field;
  before: FieldValue | null;
  after: FieldValue | null;
  /** Names of the master data an id field points at ("Apartamento", "Piscina, Ascensor"), for people to read. */
  beforeLabel?: string;
  afterLabel?: string;
}

export interface HistoryEntry<A = ActorRef> {
  /** The listing's version after this event (what GET /api/properties/{id} answers as `version`). */
  version: number;
  at: string;
  actor: A;
  kind: HistoryKind;
  changes: FieldChange[];
}

export interface PropertyHistory<A = ActorRef> {
  propertyId: string;
  /** The latest title, the one it was deleted under for a deleted listing. */
  title: string;
  deleted: boolean;
  /** Newest first. */
  entries: Array<HistoryEntry<A>>;
}

const isEmpty = (value: FieldValue | null) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Values are scalars, lists of ids or a location: small enough that their JSON says whether they are the same. */
const sameValue = (a: FieldValue | null | undefined, b: FieldValue | null | undefined) =>
  typeof a === 'object' && typeof b === 'object' ? JSON.stringify(a) === JSON.stringify(b) : a === b;

/** Each field in `next` that differs from `current`, in `next`'s order. */
function diff(current: Partial<Listing>, next: Partial<Listing>): FieldChange[] {
  return (Object.entries(next) as Array<[Field, FieldValue]>)
    .filter(([field, after]) => !sameValue(current[field], after))
    .map(([field, after]) => ({ field, before: current[field] ?? null, after }));
}

/**
 * Folds a listing's own stream (exact and complete, deleted listings included) into its history: each
 * revision knows the values it replaced. A creation lists the values it was created with (leaving out empty
 * ones), a restoration what differs from the listing as it was deleted (normally nothing). Null for an
 * empty stream.
 */
export function foldPropertyHistory(events: readonly RecordedEvent[]): PropertyHistory | null {
  let fields: Partial<Listing> = {};
  let deleted = false;
  let propertyId: string | null = null;
  const entries: HistoryEntry[] = [];
  for (const recorded of events) {
    // `property-type-{id}` is a master-data stream that a property id of `type-…` would name.
    if (!(PROPERTY_EVENT_TYPES as readonly string[]).includes(recorded.type)) continue;
    const event = asDomain<PropertyEvent>(recorded);
    const entry = (kind: HistoryKind, changes: FieldChange[]) =>
      entries.push({
        version: Number(recorded.revision) + 1,
        at: recorded.metadata.occurredAt,
        actor: parseActor(recorded.metadata.actor),
        kind,
        changes,
      });
    propertyId ??= event.data.propertyId;
    switch (event.type) {
      case 'PropertyListed': {
        const { propertyId: _id, listedAt: _at, ...listed } = event.data;
        entry(
          'created',
          diff({}, listed).filter((change) => !isEmpty(change.after)),
        );
        fields = listed;
        break;
      }
      case 'PropertyRevised':
        entry('revised', diff(fields, event.data.changes));
        fields = { ...fields, ...event.data.changes };
        break;
      case 'PropertyPhotosReplaced': {
        const { photos, plans } = event.data;
        entry('photos', diff(fields, { photos, plans }));
        fields = { ...fields, photos, plans };
        break;
      }
      case 'PropertyDelisted':
        entry('deleted', []);
        deleted = true;
        break;
      case 'PropertyRestored': {
        const { propertyId: _id, listedAt: _at, restoredAt: _restored, ...restored } = event.data;
        entry('restored', diff(fields, restored));
        fields = restored;
        deleted = false;
        break;
      }
      case 'PropertyPublished':
      case 'PropertyPaused':
      case 'PropertyPublicationScheduled':
      case 'PropertyScheduleCancelled': {
        const next = placementAfter(event);
        entry('publication', diff(fields, next));
        fields = { ...fields, ...next };
        break;
      }
      case 'PropertyAgentAssigned':
        entry('agent', diff(fields, { agentId: event.data.agentId }));
        fields = { ...fields, agentId: event.data.agentId };
        break;
      default:
        // Only an event written by newer code than this: it says nothing this history can show.
        event satisfies never;
    }
  }
  if (propertyId === null) return null;
  return { propertyId, title: fields.title ?? '', deleted, entries: entries.reverse() };
}

function placementAfter(event: PropertyPublicationEvent): PublicationState {
  switch (event.type) {
    case 'PropertyPublished':
      return { publication: 'published', publishAt: null };
    case 'PropertyPaused':
      return { publication: 'paused', publishAt: null };
    case 'PropertyPublicationScheduled':
      return { publication: 'scheduled', publishAt: event.data.publishAt };
    case 'PropertyScheduleCancelled':
      return { publication: event.data.publication, publishAt: null };
    default:
      return unreachable(event);
  }
}

const MASTER_DATA_FIELDS: Partial<Record<Field, MasterDataKind>> = {
  propertyTypeId: 'property-type',
  municipalityId: 'municipality',
  characteristicIds: 'characteristic',
};

export interface HistoryNames {
  actor(ref: ActorRef): Promise<string>;
  /** Null when the item is unknown: the label then shows the id. */
  masterData(kind: MasterDataKind, id: string): Promise<string | null>;
}

/** The history with people's and tokens' names, and master data's names next to their ids. */
export async function nameHistory(history: PropertyHistory, names: HistoryNames): Promise<PropertyHistory<NamedActor>> {
  const agentLabel = async (value: FieldValue | null) =>
    typeof value === 'string' ? names.actor({ kind: 'user', id: value }) : undefined;
  const label = async (kind: MasterDataKind, value: FieldValue | null): Promise<string | undefined> => {
    if (typeof value === 'string') return (await names.masterData(kind, value)) ?? value;
    if (Array.isArray(value))
      return (await Promise.all(value.map(async (id) => (await names.masterData(kind, id)) ?? id))).join(', ');
    return undefined;
  };
  const nameChange = async (change: FieldChange): Promise<FieldChange> => {
    const kind = MASTER_DATA_FIELDS[change.field];
    const named =
      change.field === 'agentId' ? agentLabel : kind ? (value: FieldValue | null) => label(kind, value) : null;
    if (!named) return change;
    const [beforeLabel, afterLabel] = await Promise.all([named(change.before), named(change.after)]);
    return {
      ...change,
      ...(beforeLabel !== undefined ? { beforeLabel } : {}),
      ...(afterLabel !== undefined ? { afterLabel } : {}),
    };
  };
  const entries = await Promise.all(
    history.entries.map(async (entry) => ({
      ...entry,
      actor: { ...entry.actor, name: await names.actor(entry.actor) },
      changes: await Promise.all(entry.changes.map(nameChange)),
    })),
  );
  return { ...history, entries };
}
