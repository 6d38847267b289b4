import type { PropertyViewsEvent } from '../../services/domain/property-views/events.js';
import { PROPERTY_VIEWS_EVENT_TYPES } from '../../services/domain/property-views/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

/** How many times each property was seen; the document id is the property id. */
export interface PropertyViewsDocument extends ProjectedDocument {
  views: number;
}

/** A counter is safe to fold at least once: the runner skips an event the document already holds (`_position`). */
export const propertyViewsProjection: DocumentProjection<PropertyViewsDocument> = {
  name: 'property-views',
  canHandle: PROPERTY_VIEWS_EVENT_TYPES,
  documentId: (recorded) => asDomain<PropertyViewsEvent>(recorded).data.propertyId,
  evolve: (doc, recorded) => ({
    id: asDomain<PropertyViewsEvent>(recorded).data.propertyId,
    views: (doc?.views ?? 0) + 1,
  }),
};
