import { Map as ImmutableMap } from 'immutable';
import type { DataPolicyAcceptance, LeadEvent, LeadFields, LeadStatus } from '../../services/domain/lead/events.js';
import { LEAD_EVENT_TYPES } from '../../services/domain/lead/events.js';
import type { PropertyEvent } from '../../services/domain/property/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

/**
 * One document per contact request, with where the agency is with it. `…ChangedBy` is the change's actor as its
 * metadata holds it (`user:{id}`, `token:{id}`); the API names it. A read model projected before leads had a
 * status, an asesor or a first contact learns them by a rebuild (`npm run projections -- rebuild leads`).
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
  /**
   * The asesor who answers for it (a user id; null: nobody). Until someone assigns it, the asesor of the listing it
   * names as that listing was when the visitor wrote.
   */
  agentId: string | null;
  /** Null while nobody has assigned it (the listing's asesor, if any, is the default). */
  assignedAt: string | null;
  assignedBy: string | null;
  /** When the lead first left `nuevo` (its time to first contact ends there); null while nobody has answered it. */
  firstContactAt: string | null;
  /**
   * The Colombian day (`AAAA-MM-DD`) someone means to get back to the visitor; null: none. Absent on documents
   * projected before follow-ups existed (none had one).
   */
  followUpOn?: string | null;
  followUpChangedAt?: string | null;
  followUpChangedBy?: string | null;
}

/**
 * Each listing's asesor, from the property events that set it; a listing of the agency's own (no asesor) or delisted
 * is absent. A persistent map: the fold must not change the lookup it is given (a failed batch is folded again from
 * the lookup it started with), and copying a plain object per listed property made a catalogue's first projection
 * quadratic (17 s per 1,000 listings at 100,000).
 */
export type ListingAgents = ImmutableMap<string, string>;

const LISTING_AGENT_EVENT_TYPES = ['PropertyListed', 'PropertyRestored', 'PropertyAgentAssigned', 'PropertyDelisted'];

function foldListingAgent(agents: ListingAgents, event: PropertyEvent): ListingAgents {
  switch (event.type) {
    case 'PropertyListed':
    case 'PropertyRestored':
    case 'PropertyAgentAssigned': {
      const { propertyId, agentId } = event.data;
      return agentId === null ? agents.delete(propertyId) : agents.set(propertyId, agentId);
    }
    case 'PropertyDelisted':
      return agents.delete(event.data.propertyId);
    default:
      return agents;
  }
}

export const leadsProjection: DocumentProjection<LeadDocument, ListingAgents> = {
  name: 'leads',
  canHandle: LEAD_EVENT_TYPES,
  // The listings' asesores come from the property events themselves, never from the properties read model.
  lookup: {
    types: LISTING_AGENT_EVENT_TYPES,
    initial: () => ImmutableMap<string, string>(),
    fold: (agents, recorded) => foldListingAgent(agents, asDomain<PropertyEvent>(recorded)),
  },
  documentId: (recorded) => asDomain<LeadEvent>(recorded).data.leadId,
  evolve: (doc, recorded, agents) => {
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
          agentId: (fields.propertyId && agents.get(fields.propertyId)) || null,
          assignedAt: null,
          assignedBy: null,
          firstContactAt: null,
          followUpOn: null,
          followUpChangedAt: null,
          followUpChangedBy: null,
        };
      }
      case 'LeadStatusChanged':
        return (
          doc && {
            ...doc,
            status: event.data.status,
            statusChangedAt: event.data.changedAt,
            statusChangedBy: recorded.metadata.actor,
            firstContactAt: doc.firstContactAt ?? (event.data.status === 'nuevo' ? null : event.data.changedAt),
          }
        );
      case 'LeadAssigned':
        return (
          doc && {
            ...doc,
            agentId: event.data.agentId,
            assignedAt: event.data.assignedAt,
            assignedBy: recorded.metadata.actor,
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
      case 'LeadFollowUpScheduled':
        return (
          doc && {
            ...doc,
            followUpOn: event.data.followUpOn,
            followUpChangedAt: event.data.scheduledAt,
            followUpChangedBy: recorded.metadata.actor,
          }
        );
      default: {
        const unexpected: never = event;
        throw new Error(`Evento no soportado: ${(unexpected as LeadEvent).type}`);
      }
    }
  },
};
