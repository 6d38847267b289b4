import type { SearchIndex } from '../../infra/ports/search-index.js';
import { CATALOGUE_INDEX, type CatalogueDocument } from './projection.js';

/** A barrio as the catalogue's listings name it, with how many do and the points visitors are shown of them. */
export interface ListedNeighbourhood {
  name: string;
  municipalityId: string;
  count: number;
  points: Array<{ lat: number; lng: number }>;
}

const ATTRIBUTES = ['neighbourhood', 'municipalityId', '_geo'] as const;

/**
 * The barrios of the listings `catalogue` finds, in the order first met. Callers pass the visitors' view of the index
 * (publishedCatalogue): a barrio only a draft names is not yet one of the catalogue's. Read from the index, three
 * fields a listing, rather than from the properties read model, which an embedded store would have to load whole
 * (160 MB at 100,000 listings) and MongoDB to send whole.
 */
export async function listedNeighbourhoods(catalogue: SearchIndex): Promise<ListedNeighbourhood[]> {
  const { total } = await catalogue.search(CATALOGUE_INDEX, { limit: 0 });
  const { hits } = await catalogue.search<CatalogueDocument>(CATALOGUE_INDEX, {
    limit: total,
    attributes: ATTRIBUTES,
  });
  const barrios = new Map<string, ListedNeighbourhood>();
  for (const { document } of hits) {
    const { neighbourhood: name, municipalityId, _geo } = document;
    if (!name) continue;
    const key = `${name}|${municipalityId}`;
    const barrio = barrios.get(key) ?? { name, municipalityId, count: 0, points: [] };
    barrio.count += 1;
    if (_geo) barrio.points.push(_geo);
    barrios.set(key, barrio);
  }
  return [...barrios.values()];
}
