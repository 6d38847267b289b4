import useSWR from 'swr';
import { SimilarPropertiesSchema, type PropertyDto } from '../lib/api-contract';
import { fetchJson } from '../lib/fetch-json';

/** How many a row shows: two screens of tiles on a phone, one and a half on a desktop. */
const SIMILAR_LIMIT = 6;

/**
 * Listings like this one (GET /api/properties/{id}/similar). Empty until they arrive and when the request fails:
 * the row is a suggestion, so a failure hides it rather than showing an error (and, like every read, is not retried).
 */
export function useSimilarProperties(propertyId: string): PropertyDto[] {
  const { data } = useSWR(
    `/api/properties/${encodeURIComponent(propertyId)}/similar?limit=${SIMILAR_LIMIT}`,
    (url: string) => fetchJson(url, SimilarPropertiesSchema),
    { revalidateOnFocus: false },
  );
  return data?.properties ?? [];
}
