import type { SearchIndex } from '../../infra/ports/search-index.js';
import { everyListing } from './every-listing.js';

/** A barrio as the catalogue's listings name it, with how many do and the points visitors are shown of them. */
export interface ListedNeighbourhood {
  name: string;
  municipalityId: string;
  count: number;
  points: Array<{ lat: number; lng: number }>;
}

/**
 * The barrios of the listings `catalogue` finds, in the order first met, from three fields a listing (everyListing).
 * Callers pass the visitors' view of the index (publishedCatalogue): a barrio only a draft names is not yet one of the
 * catalogue's.
 */
export async function listedNeighbourhoods(catalogue: SearchIndex): Promise<ListedNeighbourhood[]> {
  const listings = await everyListing(catalogue, {}, ['neighbourhood', 'municipalityId', '_geo']);
  const barrios = new Map<string, ListedNeighbourhood>();
  for (const { neighbourhood: name, municipalityId, _geo } of listings) {
    if (!name) continue;
    const key = `${name}|${municipalityId}`;
    const barrio = barrios.get(key) ?? { name, municipalityId, count: 0, points: [] };
    barrio.count += 1;
    if (_geo) barrio.points.push(_geo);
    barrios.set(key, barrio);
  }
  return [...barrios.values()];
}
