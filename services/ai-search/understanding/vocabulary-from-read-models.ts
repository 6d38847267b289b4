import { neighbourhoodOf } from '../../../projections/catalogue-index/projection.js';
import type { MasterDataDocument } from '../../../projections/master-data/projection.js';
import { isPublished, type PropertyDocument } from '../../../projections/properties/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * The live vocabulary: master-data names, and the neighbourhoods that appear in listed addresses. Rebuilt
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
    const neighbourhoods = new Map<string, { name: string; municipalityId: string }>();
    // Visitors' words: a barrio only a draft names is not yet one of the catalogue's.
    for (const property of (await (await readModels.collection<PropertyDocument>('properties')).find()).filter(
      isPublished,
    )) {
      const name = neighbourhoodOf(property.address);
      if (name)
        neighbourhoods.set(`${name}|${property.municipalityId}`, { name, municipalityId: property.municipalityId });
    }
    const vocabulary: Vocabulary = {
      propertyTypes: named('property-type'),
      municipalities: named('municipality'),
      characteristics: named('characteristic'),
      neighbourhoods: [...neighbourhoods.values()],
    };
    cached = { key, vocabulary };
    return vocabulary;
  };
}
