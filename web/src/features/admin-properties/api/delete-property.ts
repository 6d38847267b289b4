import { deleteRequest } from '../../../lib/fetch-json';
import { refreshHistory } from './property-history';

/** Delists a listing (its history is kept as events); answers once the catalogue no longer shows it. */
export async function deleteProperty(id: string) {
  await deleteRequest(`/api/properties/${encodeURIComponent(id)}`);
  await refreshHistory(id);
}
