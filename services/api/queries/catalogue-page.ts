import type { z } from 'zod';
import type { CatalogueDocument } from '../../../projections/catalogue-index/projection.js';
import type { PropertyListSchema } from '../schemas/property.js';
import { PUBLIC_LISTING_JSON } from './property-dto.js';

type Pagination = z.infer<typeof PropertyListSchema>['pagination'];

/** In the response schema's order, which is the order its parse gives the keys in. */
export const paginationOf = (page: number, limit: number, total: number): Pagination => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
  hasMore: page * limit < total,
});

/**
 * Each listing's public JSON: the one the index kept when it is in the current format, else made now (same bytes,
 * checked against the response schema either way).
 */
export const listingsJson = (documents: readonly CatalogueDocument[]): string[] =>
  documents.map((doc) =>
    doc.listingJsonFormat === PUBLIC_LISTING_JSON.format && doc.listingJson !== undefined
      ? doc.listingJson
      : PUBLIC_LISTING_JSON.of(doc),
  );

/**
 * The bytes JSON.stringify gives for `{ properties, pagination }` when each listing already is JSON (made by
 * PUBLIC_LISTING_JSON, so checked against the schema when it was made).
 */
export const cataloguePageJson = (listings: readonly string[], pagination: Pagination): string =>
  `{"properties":[${listings.join(',')}],"pagination":${JSON.stringify(pagination)}}`;
