import type { SearchIndex } from '../../../infra/ports/search-index.js';
import { listedNeighbourhoods } from '../../../projections/catalogue-index/listed-neighbourhoods.js';
import { CATALOGUE_INDEX } from '../../../projections/catalogue-index/projection.js';
import type { MasterDataDocument } from '../../../projections/master-data/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import { barrioCentre } from './barrio-centres.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * The live vocabulary: master-data names, and the neighbourhoods of the published listings (`catalogue` is the
 * visitors' view of the index), each with its centre when its listings have points (barrio-centres.ts). Rebuilt only
 * when the master data or the index has moved, since scanning the catalogue on every query would cost more than the
 * query.
 */
export function vocabularyFromReadModels(readModels: ReadModels, catalogue: SearchIndex) {
  let cached: { key: string; vocabulary: Vocabulary } | null = null;
  return async (): Promise<Vocabulary> => {
    const key = `${await readModels.checkpoint('master-data')}:${await catalogue.getCheckpoint(CATALOGUE_INDEX)}`;
    if (cached?.key === key) return cached.vocabulary;
    const items = await (await readModels.collection<MasterDataDocument>('master-data')).find();
    const named = (kind: MasterDataDocument['kind']) =>
      items.filter((item) => item.kind === kind).map((item) => ({ id: item.itemId, name: item.name }));
    const neighbourhoods = await listedNeighbourhoods(catalogue);
    const vocabulary: Vocabulary = {
      propertyTypes: named('property-type'),
      municipalities: named('municipality'),
      characteristics: named('characteristic'),
      neighbourhoods: neighbourhoods.map(({ name, municipalityId, points }) => {
        const centre = barrioCentre(points);
        return { name, municipalityId, ...(centre ? { centre } : {}) };
      }),
    };
    cached = { key, vocabulary };
    return vocabulary;
  };
}
