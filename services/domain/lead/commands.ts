import type { Command } from '../shared/decider.js';
import type { LeadFields } from './events.js';

export type RequestContact = Command<'RequestContact', { leadId: string; fields: LeadFields; now: string }>;
export type LeadCommand = RequestContact;
