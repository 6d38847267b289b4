import { PROPERTY_EVENT_TYPES, type PropertyEvent } from '../../services/domain/property/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

/**
 * One document per listing ever published, so that when one is delisted the admin can still tell which it was:
 * the deletion event names no title, and the properties read model has already dropped the listing.
 */
export interface DeletedPropertyDocument extends ProjectedDocument {
  title: string;
  code: string | null;
  address: string;
  deleted: boolean;
  /** Null while listed. */
  deletedAt: string | null;
  /** The deletion's actor as its metadata holds it (`user:{id}`, `token:{id}`…); null while listed. */
  deletedBy: string | null;
}

export const deletedPropertiesProjection: DocumentProjection<DeletedPropertyDocument> = {
  name: 'deleted-properties',
  canHandle: PROPERTY_EVENT_TYPES,
  documentId: (recorded) => asDomain<PropertyEvent>(recorded).data.propertyId,
  evolve: (doc, recorded) => {
    const event = asDomain<PropertyEvent>(recorded);
    switch (event.type) {
      case 'PropertyListed':
      case 'PropertyRestored': {
        const { propertyId, title, code, address } = event.data;
        return { id: propertyId, title, code, address, deleted: false, deletedAt: null, deletedBy: null };
      }
      case 'PropertyRevised': {
        const { title, code, address } = event.data.changes;
        return (
          doc && {
            ...doc,
            ...(title !== undefined ? { title } : {}),
            ...(code !== undefined ? { code } : {}),
            ...(address !== undefined ? { address } : {}),
          }
        );
      }
      case 'PropertyPhotosReplaced':
      case 'PropertyPublished':
      case 'PropertyPaused':
      case 'PropertyPublicationScheduled':
      case 'PropertyScheduleCancelled':
      case 'PropertyAgentAssigned':
        return doc;
      case 'PropertyDelisted':
        return doc && { ...doc, deleted: true, deletedAt: event.data.delistedAt, deletedBy: recorded.metadata.actor };
      default: {
        const unexpected: never = event;
        throw new Error(`Evento no soportado: ${(unexpected as PropertyEvent).type}`);
      }
    }
  },
};
