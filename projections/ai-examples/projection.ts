import type { AiExampleEvent, AiSearchExampleFields } from '../../services/domain/ai-example/events.js';
import { AI_EXAMPLE_EVENT_TYPES } from '../../services/domain/ai-example/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

export interface AiExampleDocument extends ProjectedDocument, AiSearchExampleFields {
  createdAt: string;
  updatedAt: string;
}

export const aiExamplesProjection: DocumentProjection<AiExampleDocument> = {
  name: 'ai-examples',
  canHandle: AI_EXAMPLE_EVENT_TYPES,
  documentId: (recorded) => asDomain<AiExampleEvent>(recorded).data.id,
  evolve: (doc, recorded) => {
    const event = asDomain<AiExampleEvent>(recorded);
    switch (event.type) {
      case 'AiSearchExampleAdded': {
        const { addedAt, ...fields } = event.data;
        return { ...fields, createdAt: addedAt, updatedAt: addedAt };
      }
      case 'AiSearchExampleChanged':
        return doc && { ...doc, ...event.data.changes, updatedAt: event.data.changedAt };
      case 'AiSearchExampleRemoved':
        return null;
      default: {
        const unexpected: never = event;
        throw new Error(`Evento no soportado: ${(unexpected as AiExampleEvent).type}`);
      }
    }
  },
};
