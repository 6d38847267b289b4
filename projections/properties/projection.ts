import type { RecordedEvent } from '../../infra/ports/event-store.js';
import type {
  ListingPlacement,
  Publication,
  PropertyEvent,
  PropertyFields,
} from '../../services/domain/property/events.js';
import { PROPERTY_EVENT_TYPES } from '../../services/domain/property/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

export interface PropertyDocument extends ProjectedDocument, PropertyFields, ListingPlacement {
  createdAt: string;
  updatedAt: string;
  /** Number of events in the property's stream: what a client sends back as `version` / `If-Match`. */
  version: number;
}

type PropertyState = Omit<PropertyDocument, '_position'>;

/**
 * Absent from documents projected before drafts existed, which were all public (as the upcaster reads their events):
 * read it with this, or with `isPublished`.
 */
export const publicationOf = (doc: Pick<PropertyDocument, 'publication'>): Publication =>
  (doc as Partial<Pick<PropertyDocument, 'publication'>>).publication ?? 'published';

/** Visitors see a listing only while it is published: anywhere else it does not exist for them. */
export const isPublished = (doc: Pick<PropertyDocument, 'publication'>) => publicationOf(doc) === 'published';

/** Shared by the properties read model and the catalogue search index, which hold the same documents. */
export function evolveProperty(doc: PropertyState | null, recorded: RecordedEvent): PropertyState | null {
  const event = asDomain<PropertyEvent>(recorded);
  const version = Number(recorded.revision) + 1;
  switch (event.type) {
    case 'PropertyListed': {
      const { propertyId, listedAt, ...fields } = event.data;
      return { ...fields, id: propertyId, createdAt: listedAt, updatedAt: listedAt, version };
    }
    case 'PropertyRevised':
      return doc && { ...doc, ...event.data.changes, updatedAt: event.data.revisedAt, version };
    case 'PropertyPhotosReplaced': {
      const { photos, plans, replacedAt } = event.data;
      return doc && { ...doc, photos, plans, updatedAt: replacedAt, version };
    }
    case 'PropertyDelisted':
      return null;
    case 'PropertyPublished':
      return doc && { ...doc, publication: 'published', publishAt: null, updatedAt: event.data.publishedAt, version };
    case 'PropertyPaused':
      return doc && { ...doc, publication: 'paused', publishAt: null, updatedAt: event.data.pausedAt, version };
    case 'PropertyPublicationScheduled': {
      const { publishAt, scheduledAt } = event.data;
      return doc && { ...doc, publication: 'scheduled', publishAt, updatedAt: scheduledAt, version };
    }
    case 'PropertyScheduleCancelled': {
      const { publication, cancelledAt } = event.data;
      return doc && { ...doc, publication, publishAt: null, updatedAt: cancelledAt, version };
    }
    case 'PropertyAgentAssigned':
      return doc && { ...doc, agentId: event.data.agentId, updatedAt: event.data.assignedAt, version };
    // The event carries the whole listing: the document comes back as it was, whatever this one held.
    case 'PropertyRestored': {
      const { propertyId, listedAt, restoredAt, ...fields } = event.data;
      return { ...fields, id: propertyId, createdAt: listedAt, updatedAt: restoredAt, version };
    }
    default: {
      const unexpected: never = event;
      throw new Error(`Evento no soportado: ${(unexpected as RecordedEvent).type}`);
    }
  }
}

export const propertiesProjection: DocumentProjection<PropertyDocument> = {
  name: 'properties',
  canHandle: PROPERTY_EVENT_TYPES,
  documentId: (event) => asDomain<PropertyEvent>(event).data.propertyId,
  evolve: evolveProperty,
};
