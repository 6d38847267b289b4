import { PROPERTY_EVENT_TYPES, type PropertyEvent } from '../../services/domain/property/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

/** A listing waiting to be published by the system: its id, and when (ISO-8601 in UTC, so strings sort by time). */
export interface ScheduledPublicationDocument extends ProjectedDocument {
  publishAt: string;
}

/**
 * What the publication scheduler reads: one document per listing that is `scheduled`, gone as soon as the listing
 * is published, paused, back to draft or deleted. A restart finds here what is still due.
 */
export const scheduledPublicationsProjection: DocumentProjection<ScheduledPublicationDocument> = {
  name: 'scheduled-publications',
  canHandle: PROPERTY_EVENT_TYPES,
  documentId: (recorded) => asDomain<PropertyEvent>(recorded).data.propertyId,
  evolve: (doc, recorded) => {
    const event = asDomain<PropertyEvent>(recorded);
    switch (event.type) {
      case 'PropertyListed':
      case 'PropertyRestored': {
        const { propertyId, publication, publishAt } = event.data;
        return publication === 'scheduled' && publishAt ? { id: propertyId, publishAt } : null;
      }
      case 'PropertyPublicationScheduled':
        return { id: event.data.propertyId, publishAt: event.data.publishAt };
      case 'PropertyPublished':
      case 'PropertyPaused':
      case 'PropertyScheduleCancelled':
      case 'PropertyDelisted':
        return null;
      case 'PropertyRevised':
      case 'PropertyPhotosReplaced':
      case 'PropertyAgentAssigned':
        return doc;
      default: {
        const unexpected: never = event;
        throw new Error(`Evento no soportado: ${(unexpected as PropertyEvent).type}`);
      }
    }
  },
};
