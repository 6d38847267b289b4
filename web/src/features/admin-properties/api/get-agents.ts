import useSWR from 'swr';
import { AgentListSchema } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';

/** The team members a listing may be assigned to: the asesor column's names, its filter and the assign action. */
export function useAgents() {
  return useSWR('/api/agents', (url: string) => fetchJson(url, AgentListSchema), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
