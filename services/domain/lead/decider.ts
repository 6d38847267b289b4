import type { Decider } from '../shared/decider.js';
import { conflict, notFound } from '../shared/errors.js';
import { INVALID_EMAIL } from '../shared/messages.js';
import { unreachable } from '../shared/unreachable.js';
import { colombianDate } from '../shared/colombian-time.js';
import { hasPhoneDigits } from '../shared/phone-digits.js';
import { FieldChecks, hasTextOfLength, isEmail, isOneOf } from '../shared/validation.js';
import type { LeadCommand } from './commands.js';
import { LEAD_SOURCES, LEAD_STATUSES, type LeadEvent, type LeadStatus } from './events.js';
import {
  DATA_POLICY_REQUIRED,
  FOLLOW_UP_IN_PAST,
  FOLLOW_UP_TOO_FAR,
  INVALID_FOLLOW_UP,
  INVALID_LEAD_STATUS,
  LEAD_NOT_FOUND,
  MAX_FOLLOW_UP_DAYS,
  MAX_NOTE_LENGTH,
  MESSAGE_TOO_SHORT,
  NAME_TOO_SHORT,
  NO_RETURN_TO_NEW,
  NOTE_CHANGED_MEANWHILE,
  NOTE_TOO_LONG,
  PHONE_TOO_SHORT,
} from './messages.js';

/**
 * Null until the visitor's request is stored. `answered`: the lead has left `nuevo` at least once. `agentId`:
 * undefined while nobody has assigned it (the listing's asesor answers for it, as the read model knows).
 */
export type LeadState = {
  status: LeadStatus;
  note: string | null;
  answered: boolean;
  agentId: string | null | undefined;
  followUpOn: string | null;
} | null;

const DAY_MS = 86_400_000;

/** A calendar day that exists (not 30 February), written `AAAA-MM-DD`. */
function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(day);
}

/** Why a follow-up day cannot be kept, or null: today (in Colombia) at the earliest, a year ahead at the latest. */
function followUpProblem(day: string, now: string): string | null {
  if (!isCalendarDay(day)) return INVALID_FOLLOW_UP;
  const today = colombianDate(new Date(now));
  if (day < today) return FOLLOW_UP_IN_PAST;
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + MAX_FOLLOW_UP_DAYS * DAY_MS).toISOString().slice(0, 10);
  return day > latest ? FOLLOW_UP_TOO_FAR : null;
}

function decide(command: LeadCommand, state: LeadState): LeadEvent[] {
  switch (command.type) {
    case 'RequestContact': {
      const { leadId, fields, acceptsDataPolicy, policyVersion, now } = command.data;
      if (state !== null) throw conflict('Esta solicitud de contacto ya fue registrada');
      new FieldChecks()
        .check(hasTextOfLength(fields.name, 2), 'name', NAME_TOO_SHORT)
        .check(isEmail(fields.email), 'email', INVALID_EMAIL)
        .check(hasPhoneDigits(fields.phone), 'phone', PHONE_TOO_SHORT)
        .check(hasTextOfLength(fields.message, 10), 'message', MESSAGE_TOO_SHORT)
        .check(isOneOf(LEAD_SOURCES, fields.source), 'source', 'Formulario de origen inválido')
        .check(acceptsDataPolicy, 'acceptsDataPolicy', DATA_POLICY_REQUIRED)
        .throwIfInvalid();
      return [
        {
          type: 'ContactRequested',
          data: { leadId, requestedAt: now, ...fields, dataPolicy: { acceptedAt: now, policyVersion } },
        },
      ];
    }
    case 'ChangeLeadStatus': {
      const { leadId, status, now } = command.data;
      if (state === null) throw notFound(LEAD_NOT_FOUND);
      new FieldChecks().check(isOneOf(LEAD_STATUSES, status), 'status', INVALID_LEAD_STATUS).throwIfInvalid();
      // Choosing the status it already has records nothing: the last change keeps its author and time.
      if (status === state.status) return [];
      // Any step forward or back along the pipeline, but never back to unanswered: its first contact stays.
      new FieldChecks().check(!(status === 'nuevo' && state.answered), 'status', NO_RETURN_TO_NEW).throwIfInvalid();
      return [{ type: 'LeadStatusChanged', data: { leadId, status, changedAt: now } }];
    }
    case 'ChangeLeadNote': {
      const { leadId, note, previousNote, now } = command.data;
      if (state === null) throw notFound(LEAD_NOT_FOUND);
      new FieldChecks().check(note === null || note.length <= MAX_NOTE_LENGTH, 'note', NOTE_TOO_LONG).throwIfInvalid();
      if (note === state.note) return [];
      if (previousNote !== undefined && previousNote !== state.note) throw conflict(NOTE_CHANGED_MEANWHILE);
      return [{ type: 'LeadNoteChanged', data: { leadId, note, changedAt: now } }];
    }
    case 'AssignLead': {
      const { leadId, agentId, now } = command.data;
      if (state === null) throw notFound(LEAD_NOT_FOUND);
      // Never assigned: the listing's asesor answers for it by default, so naming anyone (even nobody) is recorded.
      if (state.agentId !== undefined && agentId === state.agentId) return [];
      return [{ type: 'LeadAssigned', data: { leadId, agentId, assignedAt: now } }];
    }
    case 'ScheduleLeadFollowUp': {
      const { leadId, followUpOn, now } = command.data;
      if (state === null) throw notFound(LEAD_NOT_FOUND);
      if (followUpOn === state.followUpOn) return [];
      const problem = followUpOn === null ? null : followUpProblem(followUpOn, now);
      new FieldChecks().check(problem === null, 'followUpOn', problem ?? '').throwIfInvalid();
      return [{ type: 'LeadFollowUpScheduled', data: { leadId, followUpOn, scheduledAt: now } }];
    }
    default:
      return unreachable(command);
  }
}

function evolve(state: LeadState, event: LeadEvent): LeadState {
  switch (event.type) {
    case 'ContactRequested':
      return { status: 'nuevo', note: null, answered: false, agentId: undefined, followUpOn: null };
    case 'LeadStatusChanged':
      // Leads stored before the pipeline could be brought back to `nuevo`: they were answered all the same.
      return (
        state && { ...state, status: event.data.status, answered: state.answered || event.data.status !== 'nuevo' }
      );
    case 'LeadAssigned':
      return state && { ...state, agentId: event.data.agentId };
    case 'LeadNoteChanged':
      return state && { ...state, note: event.data.note };
    case 'LeadFollowUpScheduled':
      return state && { ...state, followUpOn: event.data.followUpOn };
    default:
      return unreachable(event);
  }
}

export const leadDecider: Decider<LeadState, LeadCommand, LeadEvent> = {
  decide,
  evolve,
  initialState: () => null,
};
