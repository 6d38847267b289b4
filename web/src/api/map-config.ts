import useSWR from 'swr';
import { MapConfigSchema, type MapConfig } from '../lib/api-contract';
import { fetchJson } from '../lib/fetch-json';

/** The maps' tile source and credit (MAP_TILES_URL on the server); null until it arrives. */
export function useMapConfig(): MapConfig | null {
  const { data } = useSWR('/api/map-config', (url: string) => fetchJson(url, MapConfigSchema), {
    revalidateOnFocus: false,
  });
  return data ?? null;
}
