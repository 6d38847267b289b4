import { deleteRequest } from '../../../lib/fetch-json';

/** Delists a listing (its history is kept as events); answers once the catalogue no longer shows it. */
export const deleteProperty = (id: string) => deleteRequest(`/api/properties/${encodeURIComponent(id)}`);
