import type { z } from 'zod';
import type { PropertyListSchema } from '../schemas/property.js';

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
 * The bytes JSON.stringify gives for `{ properties, pagination }` when each listing already is JSON (made by
 * PUBLIC_LISTING_JSON, so checked against the schema when it was made).
 */
export const cataloguePageJson = (listings: readonly string[], pagination: Pagination): string =>
  `{"properties":[${listings.join(',')}],"pagination":${JSON.stringify(pagination)}}`;
