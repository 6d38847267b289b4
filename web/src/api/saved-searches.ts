import type { z } from 'zod';
import {
  SavedSearchAnswerSchema,
  SavedSearchCreatedSchema,
  SavedSearchInput,
  SavedSearchMessageSchema,
  SavedSearchSchema,
} from '../lib/api-contract';
import { fetchJson, patchJson, postJson } from '../lib/fetch-json';

export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export type Frequency = SavedSearch['frequency'];

/** Issue §5: an alert from the catalogue's filters or an AI search; pending until its mail's link is opened. */
export const createSavedSearch = (body: z.input<typeof SavedSearchInput>) =>
  postJson('/api/saved-searches', body, SavedSearchCreatedSchema);

/** The mailed links' actions: each carries its secret as `token`. */
export const confirmSavedSearch = (token: string) =>
  postJson('/api/saved-searches/confirm', { token }, SavedSearchAnswerSchema);

export const getSavedSearch = (token: string) =>
  fetchJson(`/api/saved-searches/manage?token=${encodeURIComponent(token)}`, SavedSearchSchema);

export const changeSavedSearchFrequency = (token: string, frequency: Frequency) =>
  patchJson('/api/saved-searches/manage', { token, frequency }, SavedSearchAnswerSchema);

/** The unsubscribe link's token, or the manage page's (its Eliminar). */
export const unsubscribeSavedSearch = (token: string) =>
  postJson('/api/saved-searches/unsubscribe', { token }, SavedSearchMessageSchema);
