import type { Filter } from '../../../infra/ports/filter.js';
import type { SearchIndex } from '../../../infra/ports/search-index.js';
import { CATALOGUE_INDEX, type CatalogueDocument } from '../../../projections/catalogue-index/projection.js';
import { propertySlug } from '../../domain/shared/slugify.js';
import {
  POINTS_CAP,
  type PropertyPoint,
  type PropertyPoints,
  type PropertyPointsQueryInput,
} from '../schemas/property-points.js';
import { catalogueSearchQuery } from './catalogue-query.js';

/** Every shown point lies in this box, so it reads "has a location" in the filter language every index speaks. */
const LOCATED: Filter = { _geo: { $within: [-180, -90, 180, 90] } };

/** Only what a marker and its card draw. */
const POINT_ATTRIBUTES = [
  'code',
  'title',
  'price',
  'status',
  'propertyTypeName',
  'municipalityName',
  'neighbourhood',
  'bedrooms',
  'area',
  'photos',
  'location',
  '_geo',
] as const;

function pointOf(doc: CatalogueDocument): PropertyPoint | null {
  if (!doc._geo) return null;
  return {
    id: doc.id,
    slug: propertySlug(doc.title, doc.id),
    code: doc.code,
    title: doc.title,
    price: doc.price,
    status: doc.status,
    propertyType: doc.propertyTypeName,
    municipality: doc.municipalityName,
    neighbourhood: doc.neighbourhood,
    bedrooms: doc.bedrooms,
    area: doc.area,
    photo: doc.photos[0] ?? null,
    lat: doc._geo.lat,
    lng: doc._geo.lng,
    approximate: !doc.location?.exact,
  };
}

/**
 * The catalogue's map: every listing the filters find in `catalogue` (not one page of them), as a point with what its
 * card shows, newest first past `cap`; those without a location are only counted, so the map can say they are missing.
 * `catalogue` is the visitors' view of the index (publishedCatalogue): nothing unpublished is ever a point.
 */
export async function cataloguePoints(
  catalogue: SearchIndex,
  query: PropertyPointsQueryInput,
  cap = POINTS_CAP,
): Promise<PropertyPoints> {
  // The list's own query (same filters, same text search); its paging and order do not apply here.
  const { filter, text } = catalogueSearchQuery({
    ...query,
    page: 1,
    limit: cap,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  });
  const words = text ? { text } : {};
  const [all, located] = await Promise.all([
    catalogue.search(CATALOGUE_INDEX, { ...words, ...(filter ? { filter } : {}), limit: 0 }),
    catalogue.search<CatalogueDocument>(CATALOGUE_INDEX, {
      ...words,
      filter: filter ? { $and: [filter, LOCATED] } : LOCATED,
      sort: [['createdAt', -1]],
      limit: cap,
      attributes: POINT_ATTRIBUTES,
    }),
  ]);
  const points = located.hits.map((hit) => pointOf(hit.document)).filter((point) => point !== null);
  return {
    points,
    total: all.total,
    withoutLocation: Math.max(0, all.total - located.total),
    capped: located.total > points.length,
  };
}
