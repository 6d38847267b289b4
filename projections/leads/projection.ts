import type { LeadEvent, LeadFields } from '../../services/domain/lead/events.js';
import { LEAD_EVENT_TYPES } from '../../services/domain/lead/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

export interface LeadDocument extends ProjectedDocument, LeadFields {
  createdAt: string;
}

export const leadsProjection: DocumentProjection<LeadDocument> = {
  name: 'leads',
  canHandle: LEAD_EVENT_TYPES,
  documentId: (recorded) => asDomain<LeadEvent>(recorded).data.leadId,
  evolve: (_doc, recorded) => {
    const { leadId, requestedAt, ...fields } = asDomain<LeadEvent>(recorded).data;
    return { ...fields, id: leadId, createdAt: requestedAt };
  },
};
