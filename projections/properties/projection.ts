import type { RecordedEvent } from '../../infra/ports/event-store.js';
import type { PropertyEvent, PropertyFields } from '../../services/domain/property/events.js';
import { PROPERTY_EVENT_TYPES } from '../../services/domain/property/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

export interface PropertyDocument extends ProjectedDocument, PropertyFields {
  createdAt: string;
  updatedAt: string;
  /** Number of events in the property's stream: what a client sends back as `version` / `If-Match`. */
  version: number;
}

type PropertyState = Omit<PropertyDocument, '_position'>;

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
    case 'PropertyPhotosReplaced':
      return doc && { ...doc, photos: event.data.photos, updatedAt: event.data.replacedAt, version };
    case 'PropertyDelisted':
      return null;
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
