import type { Command } from '../shared/decider.js';
import type { SavedSearchCreated, SavedSearchFrequency } from './events.js';

/** `acceptsDataPolicy`: what the visitor's form said; the rest is stored as SavedSearchCreated holds it. */
export type CreateSavedSearch = Command<
  'CreateSavedSearch',
  Omit<SavedSearchCreated['data'], 'dataPolicy' | 'createdAt'> & {
    acceptsDataPolicy: boolean;
    policyVersion: string | null;
    now: string;
  }
>;
export type ConfirmSavedSearch = Command<'ConfirmSavedSearch', { searchId: string; now: string }>;
export type ChangeSavedSearchFrequency = Command<
  'ChangeSavedSearchFrequency',
  { searchId: string; frequency: SavedSearchFrequency; now: string }
>;
export type DeleteSavedSearch = Command<
  'DeleteSavedSearch',
  { searchId: string; reason: 'unsubscribe' | 'deleted'; now: string }
>;
export type SavedSearchCommand =
  CreateSavedSearch | ConfirmSavedSearch | ChangeSavedSearchFrequency | DeleteSavedSearch;
