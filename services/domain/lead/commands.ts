import type { Command } from '../shared/decider.js';
import type { LeadFields, LeadStatus } from './events.js';

/** `acceptsDataPolicy`: what the visitor's form said; `policyVersion`: which policy text it linked to. */
export type RequestContact = Command<
  'RequestContact',
  { leadId: string; fields: LeadFields; acceptsDataPolicy: boolean; policyVersion: string | null; now: string }
>;
export type ChangeLeadStatus = Command<'ChangeLeadStatus', { leadId: string; status: LeadStatus; now: string }>;
/**
 * `previousNote`: the note the admin started from, when the client says; if someone else has changed it since,
 * the command is refused rather than silently replacing their words.
 */
export type ChangeLeadNote = Command<
  'ChangeLeadNote',
  { leadId: string; note: string | null; previousNote?: string | null; now: string }
>;
/** Who may be named (an active asesor or admin) is another aggregate's state: the route checks it. */
export type AssignLead = Command<'AssignLead', { leadId: string; agentId: string | null; now: string }>;
/** `followUpOn`: a Colombian calendar day (`AAAA-MM-DD`) to get back to the visitor; null calls it off. */
export type ScheduleLeadFollowUp = Command<
  'ScheduleLeadFollowUp',
  { leadId: string; followUpOn: string | null; now: string }
>;
export type LeadCommand = RequestContact | ChangeLeadStatus | ChangeLeadNote | AssignLead | ScheduleLeadFollowUp;
