import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { AiExampleSchema, SearchFilterSchema } from '../../../lib/api-contract';
import { deleteRequest, fetchJson, postJson, putJson } from '../../../lib/fetch-json';
import type { OrderedItem } from '../utils/ordered-list';

/** SPEC §7: search filter options and AI search examples, each managed the same way. */
function optionList<T extends OrderedItem>(url: string, listKey: string, schema: z.ZodType<T>) {
  const List = z.array(schema);
  const itemUrl = (id: string) => `${url}/${encodeURIComponent(id)}`;

  /**
   * The panel's list is read again after every write, so it shows what the server now holds. The catalogue's own
   * copies (other keys under the same path, not on screen here) are emptied: were the admin to go to the catalogue
   * without reloading, it asks afresh instead of showing the lists as they were (SWR never revalidates here).
   * Emptying with revalidation also drops SWR's marker of the last request, which would otherwise, for two seconds,
   * hand the catalogue that request's outdated answer. A save or a delete never waits for it: the dialog closes and
   * says so as soon as the server answers, the list shows the answer at once, and the re-read follows in the background
   * (awaiting it held the toast for seconds, and on a loaded CI machine past a test's 30 s).
   */
  const refresh = () =>
    Promise.all([
      mutate(listKey),
      mutate((key) => typeof key === 'string' && key.startsWith(url) && key !== listKey, undefined),
    ]);
  /** The server's answer in the panel's list at once (no request), so the switch and the group show it already. */
  const show = (saved: T) =>
    mutate<T[]>(
      listKey,
      (items) =>
        items?.some((item) => item.id === saved.id)
          ? items.map((item) => (item.id === saved.id ? saved : item))
          : [...(items ?? []), saved],
      { revalidate: false },
    );

  return {
    useList: () =>
      useSWR(listKey, (key: string) => fetchJson(key, List), {
        // Read afresh each time the tab opens (another admin may have changed the lists meanwhile).
        revalidateOnMount: true,
        shouldRetryOnError: false,
        revalidateOnFocus: false,
      }),
    /** `body` is what the form's schema (the API's own create schema) produced. */
    async create(body: unknown) {
      const created = await postJson(url, body, schema);
      await show(created);
      void refresh();
      return created;
    },
    async update(id: string, body: unknown) {
      try {
        const saved = await putJson(itemUrl(id), body, schema);
        await show(saved);
        return saved;
      } finally {
        // Also after a refusal: someone else may have changed or removed the item in between.
        void refresh();
      }
    },
    async remove(id: string) {
      try {
        await deleteRequest(itemUrl(id));
        await mutate<T[]>(listKey, (items) => items?.filter((item) => item.id !== id), { revalidate: false });
      } finally {
        void refresh();
      }
    },
    /**
     * New places within one group: shown at once, then saved one PUT per moved item. Whatever the outcome, the
     * list is then read again, so a partial failure shows the order the server really holds.
     */
    async reorder(changes: ReadonlyArray<{ id: string; sortOrder: number }>) {
      const places = new Map(changes.map(({ id, sortOrder }) => [id, sortOrder]));
      await mutate<T[]>(
        listKey,
        (items) => items?.map((item) => ({ ...item, sortOrder: places.get(item.id) ?? item.sortOrder })),
        { revalidate: false },
      );
      try {
        const results = await Promise.allSettled(
          changes.map(({ id, sortOrder }) => putJson(itemUrl(id), { sortOrder }, schema)),
        );
        const failure = results.find((result) => result.status === 'rejected');
        if (failure) throw failure.reason;
      } finally {
        await refresh();
      }
    },
  };
}

/** The admin reads every option, the inactive ones too (the catalogue drops those itself). */
export const filterOptions = optionList('/api/search-filters', '/api/search-filters', SearchFilterSchema);

/** `includeInactive` is for admins only; without it the API answers the visitors' active examples. */
export const aiExamples = optionList(
  '/api/ai-search-examples',
  '/api/ai-search-examples?includeInactive=true',
  AiExampleSchema,
);
