import type { MasterDataEvent, MasterDataKind } from '../../services/domain/master-data/events.js';
import { MASTER_DATA_EVENT_TYPES } from '../../services/domain/master-data/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

/** One collection for the three kinds; the document id is `${kind}:${itemId}`. */
export interface MasterDataDocument extends ProjectedDocument {
  kind: MasterDataKind;
  itemId: string;
  name: string;
  addedAt: string;
}

export const masterDataDocumentId = (kind: MasterDataKind, itemId: string) => `${kind}:${itemId}`;

export const masterDataProjection: DocumentProjection<MasterDataDocument> = {
  name: 'master-data',
  canHandle: MASTER_DATA_EVENT_TYPES,
  documentId: (recorded) => {
    const { kind, id } = asDomain<MasterDataEvent>(recorded).data;
    return masterDataDocumentId(kind, id);
  },
  evolve: (_doc, recorded) => {
    const event = asDomain<MasterDataEvent>(recorded);
    switch (event.type) {
      case 'MasterDataItemAdded': {
        const { kind, id, name, addedAt } = event.data;
        return { id: masterDataDocumentId(kind, id), kind, itemId: id, name, addedAt };
      }
      case 'MasterDataItemRemoved':
        return null;
      default: {
        const unexpected: never = event;
        throw new Error(`Evento no soportado: ${(unexpected as MasterDataEvent).type}`);
      }
    }
  },
};
