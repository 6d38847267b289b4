import useSWR, { mutate } from 'swr';
import type { z } from 'zod';
import { MailLogSchema, MailRetriedSchema } from '../../../lib/api-contract';
import { fetchJson, postJson } from '../../../lib/fetch-json';

export type MailLog = z.infer<typeof MailLogSchema>;
export type MailEntry = MailLog['messages'][number];
export type MailStateFilter = 'todos' | MailEntry['state'];

const MAIL_URL = '/api/mail';

const mailLogUrl = (state: MailStateFilter, page: number) => {
  const params = new URLSearchParams();
  if (state !== 'todos') params.set('state', state);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${MAIL_URL}?${query}` : MAIL_URL;
};

/**
 * The Correos log, read afresh every 10 s while it is open (mail leaves in the background); null asks for nothing.
 * The previous page stays on screen while the next loads.
 */
export function useMailLog(filter: { state: MailStateFilter; page: number } | null) {
  return useSWR(filter && mailLogUrl(filter.state, filter.page), (url: string) => fetchJson(url, MailLogSchema), {
    revalidateOnMount: true,
    keepPreviousData: true,
    refreshInterval: 10_000,
  });
}

/** Only the counts, for the header button's badge. */
export const useMailCounts = () => useMailLog({ state: 'fallido', page: 1 });

/** Back in the queue; every view of the log is read again. */
export async function retryMail(id: string) {
  try {
    return await postJson(`${MAIL_URL}/${encodeURIComponent(id)}/retry`, undefined, MailRetriedSchema);
  } finally {
    await mutate((key) => typeof key === 'string' && key.startsWith(MAIL_URL));
  }
}
