import useSWR from 'swr';
import { MunicipalityCentresSchema } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';

/**
 * A municipality's seat (GeoNames), a point the distance sort can measure from; undefined while unknown. Asked for only
 * when `municipalityId` is given (the list is sorted by distance and a municipality is chosen).
 */
export function useMunicipalityCentre(municipalityId: string | null) {
  const { data } = useSWR(
    municipalityId ? '/api/municipality-centres' : null,
    (url: string) => fetchJson(url, MunicipalityCentresSchema),
    { revalidateOnFocus: false },
  );
  const centre = municipalityId ? data?.find((item) => item.municipalityId === municipalityId) : undefined;
  return centre && { lat: centre.lat, lng: centre.lng };
}
