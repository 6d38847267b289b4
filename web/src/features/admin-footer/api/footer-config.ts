import { useState } from 'react';
import useSWR, { mutate } from 'swr';
import type { z } from 'zod';
import { FooterConfigSchema } from '../../../lib/api-contract';
import { fetchJson, postJson } from '../../../lib/fetch-json';

export type FooterConfig = z.infer<typeof FooterConfigSchema>;

/** The key the visitors' footer and privacy page read it under (web/src/api/site-config.ts). */
const FOOTER_URL = '/api/footer-config';

let openings = 0;

/**
 * The configuration as saved when the tab opens. Each opening reads under a key of its own: the visitors' copy may
 * be minutes old (SPEC §7 caches it) and an earlier opening's answer may be too, while the form must start from what
 * is saved now.
 */
export function useFooterConfigToEdit() {
  const [key] = useState(() => [FOOTER_URL, 'panel', ++openings] as const);
  return useSWR(key, ([url]) => fetchJson(url, FooterConfigSchema), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/**
 * `body` is what the form's schema (the API's `FooterConfigInput`) produced. The saved configuration replaces the
 * visitors' cached one, so the footer under the panel (and the privacy page, in this session) shows it at once.
 */
export async function saveFooterConfig(body: unknown) {
  const saved = await postJson(FOOTER_URL, body, FooterConfigSchema);
  await mutate(FOOTER_URL, saved, { revalidate: false });
  return saved;
}
