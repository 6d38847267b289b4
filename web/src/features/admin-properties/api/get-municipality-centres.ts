import useSWR from 'swr';
import { MunicipalityCentresSchema } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';

/** A municipality's seat: where the location map starts for a listing with no point yet (undefined: unknown). */
export function useMunicipalityCentre(municipalityId: string) {
  const { data } = useSWR('/api/municipality-centres', (url: string) => fetchJson(url, MunicipalityCentresSchema), {
    revalidateOnFocus: false,
  });
  const centre = data?.find((item) => item.municipalityId === municipalityId);
  return centre && { lat: centre.lat, lng: centre.lng };
}
