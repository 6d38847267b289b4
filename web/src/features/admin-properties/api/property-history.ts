import useSWR, { mutate } from 'swr';
import type { z } from 'zod';
import { DeletedPropertyListSchema, PropertyHistorySchema, PropertySchema } from '../../../lib/api-contract';
import { fetchJson, postJson } from '../../../lib/fetch-json';

export type PropertyHistory = z.infer<typeof PropertyHistorySchema>;
export type HistoryEntry = PropertyHistory['entries'][number];

const historyUrl = (id: string) => `/api/properties/${encodeURIComponent(id)}/history`;
const DELETED_URL = '/api/properties/deleted';

/** Every event of one listing, newest first, with who did it and each field before and after. */
export function usePropertyHistory(id: string | null) {
  return useSWR(id === null ? null : historyUrl(id), (url: string) => fetchJson(url, PropertyHistorySchema), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    // Opened right after a write, it must not reuse an answer fetched before it.
    dedupingInterval: 0,
  });
}

/** Who saved a listing after a given version (to say who won a conflict); empty when the history cannot be read. */
export async function authorsSince(id: string, version: number): Promise<string[]> {
  try {
    const history = await fetchJson(historyUrl(id), PropertyHistorySchema);
    return [...new Set(history.entries.filter((entry) => entry.version > version).map((entry) => entry.actor.name))];
  } catch {
    return [];
  }
}

/** A write changed the listing: its history is read again when next shown, never served from before the write. */
export const refreshHistory = (id: string) => mutate(historyUrl(id), undefined);

/** Deleted listings, most recent first, so one can be found and restored. */
export function useDeletedProperties(enabled: boolean) {
  return useSWR(enabled ? DELETED_URL : null, (url: string) => fetchJson(url, DeletedPropertyListSchema), {
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}

/** A new event brings the listing back as it was; its history and the deleted list are read again. */
export async function restoreProperty(id: string) {
  const restored = await postJson(`/api/properties/${encodeURIComponent(id)}/restore`, undefined, PropertySchema);
  await Promise.all([refreshHistory(id), mutate(DELETED_URL)]);
  return restored;
}
