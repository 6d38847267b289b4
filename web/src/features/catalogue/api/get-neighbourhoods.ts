import { useMemo } from 'react';
import useSWR from 'swr';
import { NeighbourhoodListSchema } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';

export interface NeighbourhoodChoice {
  name: string;
  /** Listings in this barrio, in the chosen municipality or in all of them. */
  count: number;
}

const NONE: NeighbourhoodChoice[] = [];
const fetchNeighbourhoods = (url: string) => fetchJson(url, NeighbourhoodListSchema);

/**
 * The barrios of the listed addresses (GET /api/neighbourhoods), those of `municipality` when one is chosen. A name
 * found in several municipalities is one choice (the filter matches the name), its counts added up.
 */
export function useNeighbourhoods(municipality: string): NeighbourhoodChoice[] {
  const { data } = useSWR('/api/neighbourhoods', fetchNeighbourhoods);
  return useMemo(() => {
    if (!data) return NONE;
    const counts = new Map<string, number>();
    for (const { name, municipalityId, count } of data) {
      if (municipality === '' || municipalityId === municipality) counts.set(name, (counts.get(name) ?? 0) + count);
    }
    return [...counts].map(([name, count]) => ({ name, count }));
  }, [data, municipality]);
}
