import useSWR from 'swr';
// Straight from the API's schemas, not through lib/api-contract: only the map view (a chunk of its own) needs them.
import { PropertyPointsSchema, type PropertyPoints } from '../../../../../services/api/schemas/property-points';
import { fetchJson } from '../../../lib/fetch-json';

const fetchPoints = (url: string) => fetchJson(url, PropertyPointsSchema);

/**
 * The map's listings (GET /api/properties/points) under the list's filters; `null` asks for nothing. While other
 * filters' points load, the last ones stay on the map. A failure stays failed until the visitor asks again (`retry`):
 * SPEC §9, reads are never retried by themselves.
 */
export function usePropertyPoints(query: Record<string, string> | null) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<PropertyPoints>(
    query && `/api/properties/points?${new URLSearchParams(query)}`,
    fetchPoints,
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false, dedupingInterval: 5 * 60_000 },
  );
  return {
    answer: data ?? null,
    isLoading: isLoading || (isValidating && !error),
    error: isValidating ? undefined : (error as Error | undefined),
    retry: () => void mutate(),
  };
}
