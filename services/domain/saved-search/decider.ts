import type { Decider } from '../shared/decider.js';
import { conflict, notFound } from '../shared/errors.js';
import { INVALID_EMAIL } from '../shared/messages.js';
import { unreachable } from '../shared/unreachable.js';
import { FieldChecks, isEmail, isOneOf } from '../shared/validation.js';
import type { SavedSearchCommand } from './commands.js';
import {
  SAVED_SEARCH_FREQUENCIES,
  type SavedSearchCriteria,
  type SavedSearchEvent,
  type SavedSearchFrequency,
} from './events.js';
import {
  ALERT_CRITERIA_REQUIRED,
  ALERT_DATA_POLICY_REQUIRED,
  INVALID_FREQUENCY,
  SAVED_SEARCH_EXISTS,
  SAVED_SEARCH_NOT_FOUND,
} from './messages.js';

/** Null until created; `deleted` once unsubscribed (the id is never reused, and links to it answer "no existe"). */
export type SavedSearchState = {
  status: 'pending' | 'confirmed' | 'deleted';
  frequency: SavedSearchFrequency;
} | null;

const hasCriteria = (criteria: SavedSearchCriteria) =>
  (criteria.filter !== null && Object.keys(criteria.filter).length > 0) || Boolean(criteria.text?.trim());

function live(state: SavedSearchState) {
  if (state === null || state.status === 'deleted') throw notFound(SAVED_SEARCH_NOT_FOUND);
  return state;
}

function decide(command: SavedSearchCommand, state: SavedSearchState): SavedSearchEvent[] {
  switch (command.type) {
    case 'CreateSavedSearch': {
      const { acceptsDataPolicy, policyVersion, now, ...fields } = command.data;
      if (state !== null) throw conflict(SAVED_SEARCH_EXISTS);
      new FieldChecks()
        .check(isEmail(fields.email), 'email', INVALID_EMAIL)
        .check(isOneOf(SAVED_SEARCH_FREQUENCIES, fields.frequency), 'frequency', INVALID_FREQUENCY)
        .check(hasCriteria(fields.criteria), 'filters', ALERT_CRITERIA_REQUIRED)
        .check(acceptsDataPolicy, 'acceptsDataPolicy', ALERT_DATA_POLICY_REQUIRED)
        .throwIfInvalid();
      return [
        {
          type: 'SavedSearchCreated',
          data: {
            ...fields,
            email: fields.email.trim(),
            dataPolicy: { acceptedAt: now, policyVersion },
            createdAt: now,
          },
        },
      ];
    }
    case 'ConfirmSavedSearch': {
      const { searchId, now } = command.data;
      // Opening the link again (a second click, a mail scanner) confirms nothing twice.
      return live(state).status === 'confirmed'
        ? []
        : [{ type: 'SavedSearchConfirmed', data: { searchId, confirmedAt: now } }];
    }
    case 'ChangeSavedSearchFrequency': {
      const { searchId, frequency, now } = command.data;
      const current = live(state);
      new FieldChecks()
        .check(isOneOf(SAVED_SEARCH_FREQUENCIES, frequency), 'frequency', INVALID_FREQUENCY)
        .throwIfInvalid();
      return frequency === current.frequency
        ? []
        : [{ type: 'SavedSearchFrequencyChanged', data: { searchId, frequency, changedAt: now } }];
    }
    case 'DeleteSavedSearch': {
      const { searchId, reason, now } = command.data;
      if (state === null) throw notFound(SAVED_SEARCH_NOT_FOUND);
      // Unsubscribing twice (the header and the link, a retried one-click POST) is no error and records nothing.
      return state.status === 'deleted'
        ? []
        : [{ type: 'SavedSearchDeleted', data: { searchId, reason, deletedAt: now } }];
    }
    default:
      return unreachable(command);
  }
}

function evolve(state: SavedSearchState, event: SavedSearchEvent): SavedSearchState {
  switch (event.type) {
    case 'SavedSearchCreated':
      return { status: 'pending', frequency: event.data.frequency };
    case 'SavedSearchConfirmed':
      return state && { ...state, status: 'confirmed' };
    case 'SavedSearchFrequencyChanged':
      return state && { ...state, frequency: event.data.frequency };
    case 'SavedSearchDeleted':
      return state && { ...state, status: 'deleted' };
    default:
      return unreachable(event);
  }
}

export const savedSearchDecider: Decider<SavedSearchState, SavedSearchCommand, SavedSearchEvent> = {
  decide,
  evolve,
  initialState: () => null,
};
