import type { Filter } from '../../../infra/ports/filter.js';
import type { SearchIndex } from '../../../infra/ports/search-index.js';
import { CATALOGUE_INDEX, type CatalogueDocument } from '../../../projections/catalogue-index/projection.js';
import { useOf } from '../../domain/property/use.js';
import type { NamedItem } from './master-data-names.js';

/** "Nearby price": within 30 % either side, as a visitor comparing listings would still consider. */
const PRICE_SPREAD = 0.3;
/** Enough candidates to rank from in a city-sized catalogue without reading the whole index. */
const CANDIDATES = 200;

/** Sold listings are compared with those for sale, rented ones with those for rent: only available ones are offered. */
const AVAILABLE_FOR: Record<string, 'sale' | 'rent'> = { sale: 'sale', sold: 'sale', rent: 'rent', rented: 'rent' };

type Comparable = Pick<
  CatalogueDocument,
  'id' | 'price' | 'propertyTypeId' | 'municipalityId' | 'neighbourhood' | 'bedrooms' | 'createdAt'
>;

/**
 * How alike a candidate is: the same type and the same municipality weigh most (either is required to be a
 * candidate at all), then the same neighbourhood, a closer price and the same number of bedrooms.
 */
function likeness(target: Comparable, candidate: Comparable): number {
  const sameMunicipality = candidate.municipalityId === target.municipalityId;
  const priceCloseness = 1 - Math.min(1, Math.abs(candidate.price - target.price) / (target.price * PRICE_SPREAD));
  return (
    (candidate.propertyTypeId === target.propertyTypeId ? 3 : 0) +
    (sameMunicipality ? 3 : 0) +
    (sameMunicipality && target.neighbourhood !== '' && candidate.neighbourhood === target.neighbourhood ? 1 : 0) +
    2 * priceCloseness +
    (target.bedrooms !== null && candidate.bedrooms === target.bedrooms ? 0.5 : 0)
  );
}

/** Best matches first; equally alike ones newest first, then by id so the order never flickers. */
function rankSimilar<T extends Comparable>(target: Comparable, candidates: readonly T[], limit: number): T[] {
  return candidates
    .filter((candidate) => candidate.id !== target.id)
    .map((candidate) => ({ candidate, score: likeness(target, candidate) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.candidate.createdAt.localeCompare(a.candidate.createdAt) ||
        a.candidate.id.localeCompare(b.candidate.id),
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/**
 * The property types a listing of `target`'s type is compared with: every type of the same use (homes with homes,
 * commercial premises with commercial premises, land with land). A type whose use its name does not tell (a new word,
 * or a removed type, which has no name) is compared with its own type only: any other might be of another use.
 */
function comparableTypeIds(
  target: Pick<CatalogueDocument, 'propertyTypeId' | 'propertyTypeName'>,
  propertyTypes: readonly NamedItem[],
): string[] {
  const use = useOf(target.propertyTypeName);
  const sameUse = use ? propertyTypes.filter((type) => useOf(type.name) === use).map((type) => type.id) : [];
  return [...new Set([target.propertyTypeId, ...sameUse])];
}

/**
 * The index's filter for candidates: same operation and available, nearby price, a type of the same use, same
 * municipality or type, not itself.
 */
function similarCandidatesFilter(target: Comparable & Pick<CatalogueDocument, 'status'>, typeIds: string[]): Filter {
  return {
    $and: [
      { status: AVAILABLE_FOR[target.status] ?? target.status },
      { propertyTypeId: { $in: typeIds } },
      {
        price: {
          $gte: Math.floor(target.price * (1 - PRICE_SPREAD)),
          $lte: Math.ceil(target.price * (1 + PRICE_SPREAD)),
        },
      },
      { $or: [{ municipalityId: target.municipalityId }, { propertyTypeId: target.propertyTypeId }] },
      { id: { $ne: target.id } },
    ],
  };
}

/**
 * Listings like `id`'s, from the search index; null when the index has no such listing. `propertyTypes` are every
 * property type with its name, to tell which share the listing's use.
 */
export async function similarProperties(
  index: SearchIndex,
  id: string,
  limit: number,
  propertyTypes: readonly NamedItem[],
): Promise<CatalogueDocument[] | null> {
  const [target] = (await index.search<CatalogueDocument>(CATALOGUE_INDEX, { filter: { id }, limit: 1 })).hits;
  if (!target) return null;
  const candidates = await index.search<CatalogueDocument>(CATALOGUE_INDEX, {
    filter: similarCandidatesFilter(target.document, comparableTypeIds(target.document, propertyTypes)),
    sort: [['createdAt', -1]],
    limit: CANDIDATES,
  });
  return rankSimilar(
    target.document,
    candidates.hits.map((hit) => hit.document),
    limit,
  );
}
