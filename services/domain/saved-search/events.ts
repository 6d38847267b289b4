import type { DomainEvent } from '../shared/decider.js';

/** How often a confirmed alert mails: each match at once, or one digest per Colombian day. */
export const SAVED_SEARCH_FREQUENCIES = ['immediate', 'daily'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/**
 * What an alert matches, in the catalogue's filter language (infra/ports/filter.ts, over the catalogue index's
 * documents): the catalogue's query parameters as `catalogueSearchQuery` reads them, or what the AI search understood.
 * `text`: the catalogue's free-text search (`search`), which is no filter clause; every word must be found in the
 * listing. The domain keeps the filter as plain JSON (it imports nothing from infra).
 */
export interface SavedSearchCriteria {
  filter: Readonly<Record<string, unknown>> | null;
  text: string | null;
}

/** Ley 1581 de 2012, as for leads: when the visitor accepted, and which policy text was in force. */
export interface SavedSearchDataPolicy {
  acceptedAt: string;
  policyVersion: string | null;
}

/** The catalogue's query parameters as given (`price: "200000000-400000000"`…), kept to reopen the catalogue. */
export type SavedSearchFilters = Readonly<Record<string, string | number>>;

export const savedSearchStream = (searchId: string) => `saved-search-${searchId}`;

/**
 * A visitor asked for an alert: nothing but the confirmation mail is sent until SavedSearchConfirmed (double opt-in).
 * `chips`: the criteria in Spanish words, as the mails and the manage page show them.
 */
export type SavedSearchCreated = DomainEvent<
  'SavedSearchCreated',
  {
    searchId: string;
    email: string;
    frequency: SavedSearchFrequency;
    filters: SavedSearchFilters | null;
    query: string | null;
    criteria: SavedSearchCriteria;
    chips: string[];
    dataPolicy: SavedSearchDataPolicy;
    createdAt: string;
  }
>;
/** The confirmation link was opened: from now on matching listings are mailed. */
export type SavedSearchConfirmed = DomainEvent<'SavedSearchConfirmed', { searchId: string; confirmedAt: string }>;
export type SavedSearchFrequencyChanged = DomainEvent<
  'SavedSearchFrequencyChanged',
  { searchId: string; frequency: SavedSearchFrequency; changedAt: string }
>;
/** `unsubscribe`: the one-click link or header; `deleted`: the manage page. Either way nothing more is sent. */
export type SavedSearchDeleted = DomainEvent<
  'SavedSearchDeleted',
  { searchId: string; reason: 'unsubscribe' | 'deleted'; deletedAt: string }
>;

export type SavedSearchEvent =
  SavedSearchCreated | SavedSearchConfirmed | SavedSearchFrequencyChanged | SavedSearchDeleted;
export const SAVED_SEARCH_EVENT_TYPES = [
  'SavedSearchCreated',
  'SavedSearchConfirmed',
  'SavedSearchFrequencyChanged',
  'SavedSearchDeleted',
] as const;
