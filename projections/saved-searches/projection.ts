import {
  SAVED_SEARCH_EVENT_TYPES,
  type SavedSearchCriteria,
  type SavedSearchDataPolicy,
  type SavedSearchEvent,
  type SavedSearchFilters,
  type SavedSearchFrequency,
} from '../../services/domain/saved-search/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

/**
 * One document per alert still alive: what the manage page shows and the mails are addressed with. An unsubscribed
 * alert's document is deleted, and with it the address (the log keeps the history, as for every event).
 */
export interface SavedSearchDocument extends ProjectedDocument {
  email: string;
  frequency: SavedSearchFrequency;
  filters: SavedSearchFilters | null;
  query: string | null;
  criteria: SavedSearchCriteria;
  chips: string[];
  dataPolicy: SavedSearchDataPolicy;
  /** `pending` until the confirmation link is opened: nothing but that mail is sent before. */
  status: 'pending' | 'confirmed';
  createdAt: string;
  confirmedAt: string | null;
}

export const SAVED_SEARCHES = 'saved-searches';

export const savedSearchesProjection: DocumentProjection<SavedSearchDocument> = {
  name: SAVED_SEARCHES,
  canHandle: SAVED_SEARCH_EVENT_TYPES,
  documentId: (recorded) => asDomain<SavedSearchEvent>(recorded).data.searchId,
  evolve: (doc, recorded) => {
    const event = asDomain<SavedSearchEvent>(recorded);
    switch (event.type) {
      case 'SavedSearchCreated': {
        const { searchId, ...fields } = event.data;
        return { ...fields, id: searchId, status: 'pending', confirmedAt: null };
      }
      case 'SavedSearchConfirmed':
        return doc && { ...doc, status: 'confirmed', confirmedAt: event.data.confirmedAt };
      case 'SavedSearchFrequencyChanged':
        return doc && { ...doc, frequency: event.data.frequency };
      case 'SavedSearchDeleted':
        return null;
      default: {
        const unexpected: never = event;
        throw new Error(`Evento no soportado: ${(unexpected as { type: string }).type}`);
      }
    }
  },
};
