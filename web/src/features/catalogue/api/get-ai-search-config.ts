import useSWR from 'swr';
import { AiSearchConfigSchema } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';

const URL = '/api/ai-search-config';
const fetchConfig = (url: string) => fetchJson(url, AiSearchConfigSchema);

/**
 * Whether AI search is on: `undefined` while the configuration is not known. If it cannot be read, AI search is
 * taken as on (the default): the API still refuses it when it is off.
 */
export function useAiSearchAvailability(): boolean | undefined {
  const { data, error } = useSWR(URL, fetchConfig);
  return error ? true : data?.enabled;
}

/** SPEC §2: the AI option is offered only once the configuration says it is enabled. */
export function useAiSearchEnabled(): boolean {
  const { data } = useSWR(URL, fetchConfig);
  return data?.enabled ?? false;
}
