import useSWR from 'swr';
import type { z } from 'zod';
import { PropertyStatsSchema } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';

export type ListingFigures = z.infer<typeof PropertyStatsSchema>['stats'][string];

/**
 * Views, contact-form leads and WhatsApp clicks of the last 30 days for the listings on screen, in one request.
 * The figures are a detail beside each card: a failure leaves them out rather than blocking the list.
 */
export function usePropertyStats(ids: string[]) {
  const key = ids.length === 0 ? null : `/api/property-stats?ids=${ids.map(encodeURIComponent).join(',')}`;
  return useSWR(key, (url: string) => fetchJson(url, PropertyStatsSchema), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    keepPreviousData: true,
  }).data?.stats;
}
