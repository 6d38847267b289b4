import useSWR, { mutate } from 'swr';
import { PropertySchema } from '../../../lib/api-contract';
import { fetchJson, postJson, putJson } from '../../../lib/fetch-json';
import { refreshHistory } from './property-history';

export const propertyUrl = (id: string) => `/api/properties/${encodeURIComponent(id)}`;
const fetchProperty = (url: string) => fetchJson(url, PropertySchema);

export const createProperty = (body: unknown) => postJson('/api/properties', body, PropertySchema);

/**
 * `body` carries the version the admin started from: a save by someone else in between answers 409. The saved
 * listing replaces the cached one, so editing it again starts from what was just saved.
 */
export async function updateProperty(id: string, body: unknown) {
  const saved = await putJson(propertyUrl(id), body, PropertySchema);
  await Promise.all([mutate(propertyUrl(id), saved, { revalidate: false }), refreshHistory(id)]);
  return saved;
}

/** The listing as saved now (after a conflict, the other person's version). */
export const readProperty = (id: string) => fetchProperty(propertyUrl(id));

/** The listing being edited, read afresh so the form starts from its latest version. */
export function useEditedProperty(id: string | null) {
  return useSWR(id === null ? null : propertyUrl(id), fetchProperty, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
