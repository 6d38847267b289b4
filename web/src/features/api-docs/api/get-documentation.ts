import useSWR from 'swr';
import { DocumentationSchema, type Documentation } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';

export type Endpoint = Documentation['endpoints'][number];

/** GET /api/documentation: endpoints, authentication and examples, derived by the API from its OpenAPI document. */
export function useDocumentation() {
  const { data, error, isLoading, mutate } = useSWR<Documentation, Error>('/api/documentation', (url: string) =>
    fetchJson(url, DocumentationSchema),
  );
  return { documentation: data, error, isLoading, retry: () => void mutate() };
}
