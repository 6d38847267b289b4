import type { SearchFilterEvent, SearchFilterOptionFields } from '../../services/domain/search-filter/events.js';
import { SEARCH_FILTER_EVENT_TYPES } from '../../services/domain/search-filter/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

export interface SearchFilterDocument extends ProjectedDocument, SearchFilterOptionFields {
  createdAt: string;
  updatedAt: string;
}

export const searchFiltersProjection: DocumentProjection<SearchFilterDocument> = {
  name: 'search-filters',
  canHandle: SEARCH_FILTER_EVENT_TYPES,
  documentId: (recorded) => asDomain<SearchFilterEvent>(recorded).data.id,
  evolve: (doc, recorded) => {
    const event = asDomain<SearchFilterEvent>(recorded);
    switch (event.type) {
      case 'SearchFilterOptionAdded': {
        const { addedAt, ...fields } = event.data;
        return { ...fields, createdAt: addedAt, updatedAt: addedAt };
      }
      case 'SearchFilterOptionChanged':
        return doc && { ...doc, ...event.data.changes, updatedAt: event.data.changedAt };
      case 'SearchFilterOptionRemoved':
        return null;
      default: {
        const unexpected: never = event;
        throw new Error(`Evento no soportado: ${(unexpected as SearchFilterEvent).type}`);
      }
    }
  },
};
