import type { DomainEvent } from '../shared/decider.js';

/** Which public form the visitor used: `/api/contact-submissions` or `/api/contact`. */
export const LEAD_SOURCES = ['contact-submissions', 'contact'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * Where the agency is with a lead, its pipeline: every lead starts `nuevo`, then `contactado`, `visita-agendada`,
 * `en-negociacion`, and ends `cerrado` (the deal is made) or `descartado`. The first three values are those of the
 * leads stored before the pipeline had more steps: old events need no upcaster.
 */
export const LEAD_STATUSES = [
  'nuevo',
  'contactado',
  'visita-agendada',
  'en-negociacion',
  'cerrado',
  'descartado',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface LeadFields {
  name: string;
  email: string;
  phone: string;
  message: string;
  propertyId: string | null;
  propertyTitle: string | null;
  propertyAddress: string | null;
  sentToEmail: string | null;
  source: LeadSource;
}

/**
 * Ley 1581 de 2012: the visitor accepted the data policy by sending the form. `policyVersion` is when the
 * policy text in force was saved (the footer configuration holds it), null when the site's built-in text was shown.
 */
export interface DataPolicyAcceptance {
  acceptedAt: string;
  policyVersion: string | null;
}

export const leadStream = (leadId: string) => `lead-${leadId}`;

/** `dataPolicy` is null only in requests stored before the forms asked for consent (upcast from v1). */
export type ContactRequested = DomainEvent<
  'ContactRequested',
  LeadFields & { leadId: string; requestedAt: string; dataPolicy: DataPolicyAcceptance | null }
>;
/** Who changed it is the event's metadata actor, as for every event. */
export type LeadStatusChanged = DomainEvent<
  'LeadStatusChanged',
  { leadId: string; status: LeadStatus; changedAt: string }
>;
/** A null note clears it. */
export type LeadNoteChanged = DomainEvent<
  'LeadNoteChanged',
  { leadId: string; note: string | null; changedAt: string }
>;
/**
 * The asesor who answers for the lead (a user id; null: nobody, the agency itself). Until a lead is first assigned,
 * the asesor of the listing it names, when the visitor wrote, answers for it.
 */
export type LeadAssigned = DomainEvent<'LeadAssigned', { leadId: string; agentId: string | null; assignedAt: string }>;
/**
 * The day (Colombian, `AAAA-MM-DD`) someone means to get back to the visitor: its asesor is mailed that morning and
 * the inbox lists it under «Pendientes hoy». Null: no follow-up any more.
 */
export type LeadFollowUpScheduled = DomainEvent<
  'LeadFollowUpScheduled',
  { leadId: string; followUpOn: string | null; scheduledAt: string }
>;
export type LeadEvent = ContactRequested | LeadStatusChanged | LeadNoteChanged | LeadAssigned | LeadFollowUpScheduled;
export const LEAD_EVENT_TYPES = [
  'ContactRequested',
  'LeadStatusChanged',
  'LeadNoteChanged',
  'LeadAssigned',
  'LeadFollowUpScheduled',
] as const;

/** A lead still being worked: a closed or discarded one has nothing left to follow up. */
export const isOpenLead = (status: LeadStatus) => status !== 'cerrado' && status !== 'descartado';
