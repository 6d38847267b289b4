import type { DomainEvent } from '../shared/decider.js';

/** Which public form the visitor used: `/api/contact-submissions` or `/api/contact`. */
export const LEAD_SOURCES = ['contact-submissions', 'contact'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

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

export const leadStream = (leadId: string) => `lead-${leadId}`;

export type ContactRequested = DomainEvent<'ContactRequested', LeadFields & { leadId: string; requestedAt: string }>;
export type LeadEvent = ContactRequested;
export const LEAD_EVENT_TYPES = ['ContactRequested'] as const;
