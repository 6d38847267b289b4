import useSWR, { mutate } from 'swr';
import type { z } from 'zod';
import { AiSearchConfigSchema, type AiSearchConfigInput } from '../../../lib/api-contract';
import { fetchJson, postJson } from '../../../lib/fetch-json';

/** SPEC §7: the AI search configuration; the catalogue reads the same address, so both share one cache entry. */
const CONFIG_URL = '/api/ai-search-config';
const EXAMPLES_URL = '/api/ai-search-examples';

export type AiSearchConfigValues = z.output<typeof AiSearchConfigInput>;

export function useAiSearchConfig() {
  return useSWR(CONFIG_URL, (url: string) => fetchJson(url, AiSearchConfigSchema), {
    // The catalogue may have cached it earlier in the visit: the form starts from what the server holds now.
    revalidateOnMount: true,
  });
}

/** SPEC §7: on success the AI config and AI examples caches are refreshed, so the catalogue follows at once. */
export async function saveAiSearchConfig(values: AiSearchConfigValues) {
  const saved = await postJson(CONFIG_URL, values, AiSearchConfigSchema);
  await Promise.all([
    mutate(CONFIG_URL, saved, { revalidate: false }),
    mutate((key) => typeof key === 'string' && key.startsWith(EXAMPLES_URL)),
  ]);
  return saved;
}
