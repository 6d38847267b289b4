import { neighbourhoodOf } from '../../../projections/catalogue-index/projection.js';
import { isPublished, type PropertyDocument } from '../../../projections/properties/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import type { Neighbourhood } from '../schemas/neighbourhood.js';

/**
 * The barrios of the listed addresses, each with its municipality and how many listings it has, in Spanish
 * alphabetical order. Rebuilt only when the properties read model has moved: scanning the catalogue on every
 * visit would cost more than the visit.
 */
export function neighbourhoodLister(readModels: ReadModels) {
  let cached: { checkpoint: string; list: Neighbourhood[] } | null = null;
  return async (): Promise<Neighbourhood[]> => {
    const checkpoint = String(await readModels.checkpoint('properties'));
    if (cached?.checkpoint === checkpoint) return cached.list;
    const counts = new Map<string, Neighbourhood>();
    // Visitors' words: a barrio only a draft names is not yet one of the catalogue's.
    for (const property of (await (await readModels.collection<PropertyDocument>('properties')).find()).filter(
      isPublished,
    )) {
      const name = neighbourhoodOf(property.address);
      if (!name) continue;
      const key = `${name}|${property.municipalityId}`;
      const known = counts.get(key);
      counts.set(key, { name, municipalityId: property.municipalityId, count: (known?.count ?? 0) + 1 });
    }
    const list = [...counts.values()].sort(
      (a, b) => a.name.localeCompare(b.name, 'es') || a.municipalityId.localeCompare(b.municipalityId, 'es'),
    );
    cached = { checkpoint, list };
    return list;
  };
}
