import useSWR, { mutate } from 'swr';
import type { z } from 'zod';
import { ContactConfigSchema, type ContactConfigInput } from '../../../lib/api-contract';
import { fetchJson, postJson } from '../../../lib/fetch-json';

/** The same key as the site's own reading (`useContactConfig`), so a save shows at once in the header too. */
const CONTACT_CONFIG_URL = '/api/contact-config';

/** Read afresh when the tab opens (another admin may have saved), showing the cached one meanwhile. */
export function useSavedContactConfig() {
  return useSWR(CONTACT_CONFIG_URL, (url: string) => fetchJson(url, ContactConfigSchema), {
    revalidateOnMount: true,
    shouldRetryOnError: false,
  });
}

export async function saveContactConfig(body: z.output<typeof ContactConfigInput>) {
  const saved = await postJson(CONTACT_CONFIG_URL, body, ContactConfigSchema);
  await mutate(CONTACT_CONFIG_URL, saved, { revalidate: false });
  return saved;
}
