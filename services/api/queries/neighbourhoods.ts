import type { SearchIndex } from '../../../infra/ports/search-index.js';
import { CATALOGUE_INDEX } from '../../../projections/catalogue-index/projection.js';
import { listedNeighbourhoods } from '../../../projections/catalogue-index/listed-neighbourhoods.js';
import type { Neighbourhood } from '../schemas/neighbourhood.js';

/**
 * The barrios of the published listings, each with its municipality and how many listings it has, in Spanish
 * alphabetical order. `catalogue` is the visitors' view of the index. Made again only when the index has moved:
 * scanning the catalogue on every visit would cost more than the visit.
 */
export function neighbourhoodLister(catalogue: SearchIndex) {
  let cached: { checkpoint: string; list: Neighbourhood[] } | null = null;
  return async (): Promise<Neighbourhood[]> => {
    const checkpoint = String(await catalogue.getCheckpoint(CATALOGUE_INDEX));
    if (cached?.checkpoint === checkpoint) return cached.list;
    const list = (await listedNeighbourhoods(catalogue))
      .map(({ name, municipalityId, count }) => ({ name, municipalityId, count }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.municipalityId.localeCompare(b.municipalityId, 'es'));
    cached = { checkpoint, list };
    return list;
  };
}
