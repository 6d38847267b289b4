import type { DataPolicyAcceptance, LeadEvent, LeadFields, LeadStatus } from '../../services/domain/lead/events.js';
import { LEAD_EVENT_TYPES } from '../../services/domain/lead/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

/**
 * One document per contact request, with where the agency is with it. `…ChangedBy` is the change's actor as its
 * metadata holds it (`user:{id}`, `token:{id}`); the API names it. A read model projected before leads had a
 * status learns them by a rebuild (`npm run projections -- rebuild leads`).
 */
export interface LeadDocument extends ProjectedDocument, LeadFields {
  createdAt: string;
  dataPolicy: DataPolicyAcceptance | null;
  status: LeadStatus;
  /** Null while nobody has changed the status. */
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  note: string | null;
  /** Null while nobody has written a note. */
  noteChangedAt: string | null;
  noteChangedBy: string | null;
}

export const leadsProjection: DocumentProjection<LeadDocument> = {
  name: 'leads',
  canHandle: LEAD_EVENT_TYPES,
  documentId: (recorded) => asDomain<LeadEvent>(recorded).data.leadId,
  evolve: (doc, recorded) => {
    const event = asDomain<LeadEvent>(recorded);
    switch (event.type) {
      case 'ContactRequested': {
        const { leadId, requestedAt, ...fields } = event.data;
        return {
          ...fields,
          id: leadId,
          createdAt: requestedAt,
          status: 'nuevo',
          statusChangedAt: null,
          statusChangedBy: null,
          note: null,
          noteChangedAt: null,
          noteChangedBy: null,
        };
      }
      case 'LeadStatusChanged':
        return (
          doc && {
            ...doc,
            status: event.data.status,
            statusChangedAt: event.data.changedAt,
            statusChangedBy: recorded.metadata.actor,
          }
        );
      case 'LeadNoteChanged':
        return (
          doc && {
            ...doc,
            note: event.data.note,
            noteChangedAt: event.data.changedAt,
            noteChangedBy: recorded.metadata.actor,
          }
        );
      default: {
        const unexpected: never = event;
        throw new Error(`Evento no soportado: ${(unexpected as LeadEvent).type}`);
      }
    }
  },
};
