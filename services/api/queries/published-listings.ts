import type { Filter } from '../../../infra/ports/filter.js';
import type { SearchIndex, SearchQuery } from '../../../infra/ports/search-index.js';
import { CATALOGUE_INDEX } from '../../../projections/catalogue-index/projection.js';
import { isPublished, type PropertyDocument } from '../../../projections/properties/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import { isStaff, type Principal } from '../auth/principal.js';

const PUBLISHED: Filter = { publication: 'published' };

const onlyPublished = (query: SearchQuery): SearchQuery => ({
  ...query,
  filter: query.filter ? { $and: [PUBLISHED, query.filter] } : PUBLISHED,
});

/**
 * The search index as visitors may read it: the catalogue holds every listing (the staff's table searches drafts
 * too), and through this view a search finds, and a lookup by id returns, published listings only. Every route a
 * visitor reaches reads the catalogue through it (RouteContext.catalogue), so no single route has to remember to.
 */
export function publishedCatalogue(index: SearchIndex): SearchIndex {
  const search: SearchIndex['search'] = (name, query) =>
    index.search(name, name === CATALOGUE_INDEX ? onlyPublished(query) : query);
  const get: SearchIndex['get'] = async (name, id) => {
    const doc = await index.get(name, id);
    return name === CATALOGUE_INDEX && doc?.publication !== 'published' ? null : doc;
  };
  return new Proxy(index, {
    get(target, property, receiver) {
      if (property === 'search') return search;
      if (property === 'get') return get;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The listing as a reader may see it: a visitor only while it is published, the staff in any publication (their
 * preview of a draft). Null means "not found" to this reader.
 */
export async function visibleProperty(
  readModels: ReadModels,
  id: string,
  principal: Principal,
): Promise<PropertyDocument | null> {
  const doc = await (await readModels.collection<PropertyDocument>('properties')).get(id);
  return doc && (isPublished(doc) || isStaff(principal)) ? doc : null;
}
