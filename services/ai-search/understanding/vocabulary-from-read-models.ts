import { neighbourhoodOf } from '../../../projections/catalogue-index/projection.js';
import type { MasterDataDocument } from '../../../projections/master-data/projection.js';
import { isPublished, type PropertyDocument } from '../../../projections/properties/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import { publicPoint, type PublicPoint } from '../../domain/property/location.js';
import { barrioCentre } from './barrio-centres.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * The live vocabulary: master-data names, and the neighbourhoods that appear in listed addresses, each with its centre
 * when its listings have points (barrio-centres.ts). Rebuilt
 * only when either read model has moved, since scanning the catalogue on every query would cost more than
 * the query.
 */
export function vocabularyFromReadModels(readModels: ReadModels) {
  let cached: { key: string; vocabulary: Vocabulary } | null = null;
  return async (): Promise<Vocabulary> => {
    const key = `${await readModels.checkpoint('master-data')}:${await readModels.checkpoint('properties')}`;
    if (cached?.key === key) return cached.vocabulary;
    const items = await (await readModels.collection<MasterDataDocument>('master-data')).find();
    const named = (kind: MasterDataDocument['kind']) =>
      items.filter((item) => item.kind === kind).map((item) => ({ id: item.itemId, name: item.name }));
    const neighbourhoods = new Map<string, { name: string; municipalityId: string; points: PublicPoint[] }>();
    // Visitors' words: a barrio only a draft names is not yet one of the catalogue's.
    for (const property of (await (await readModels.collection<PropertyDocument>('properties')).find()).filter(
      isPublished,
    )) {
      const name = neighbourhoodOf(property.address);
      if (!name) continue;
      const key = `${name}|${property.municipalityId}`;
      const entry = neighbourhoods.get(key) ?? { name, municipalityId: property.municipalityId, points: [] };
      // The point visitors see, never the true one: a barrio's centre must not give a listing's away.
      if (property.location) entry.points.push(publicPoint(property.id, property.location));
      neighbourhoods.set(key, entry);
    }
    const vocabulary: Vocabulary = {
      propertyTypes: named('property-type'),
      municipalities: named('municipality'),
      characteristics: named('characteristic'),
      neighbourhoods: [...neighbourhoods.values()].map(({ name, municipalityId, points }) => {
        const centre = barrioCentre(points);
        return { name, municipalityId, ...(centre ? { centre } : {}) };
      }),
    };
    cached = { key, vocabulary };
    return vocabulary;
  };
}
