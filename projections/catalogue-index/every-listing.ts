import type { SearchIndex, SearchQuery } from '../../infra/ports/search-index.js';
import { CATALOGUE_INDEX, type CatalogueDocument } from './projection.js';

/**
 * Every listing `query` finds in the catalogue index, in the query's order, with only `attributes` of each (and `id`):
 * a first search learns how many there are, the second reads them all. What a caller needs of every listing (the
 * staff's matches, the barrios, the sitemap) comes from here, a few fields a listing, rather than from the properties
 * read model, which an embedded store would load whole (160 MB at 100,000 listings) and MongoDB send whole.
 */
export async function everyListing<K extends keyof CatalogueDocument>(
  index: SearchIndex,
  query: SearchQuery,
  attributes: readonly K[],
): Promise<Array<Pick<CatalogueDocument, K | 'id'>>> {
  const { total } = await index.search(CATALOGUE_INDEX, { ...query, offset: 0, limit: 1, attributes: ['id'] });
  if (total === 0) return [];
  const found = await index.search<CatalogueDocument>(CATALOGUE_INDEX, {
    ...query,
    offset: 0,
    limit: total,
    attributes: attributes as readonly string[],
  });
  return found.hits.map(({ document }) => document);
}
