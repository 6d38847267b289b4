import type { Filter, Sort } from '../../../infra/ports/filter.js';
import type { SearchQuery } from '../../../infra/ports/search-index.js';
import type { PropertyListQueryInput } from '../schemas/property.js';

/** "200000000-400000000" → {$gte, $lte}; either side may be empty ("-400000000", "200000000-"). */
function rangeFilter(range: string): { $gte?: number; $lte?: number } | null {
  const [min = '', max = ''] = range.split('-');
  const bounds: { $gte?: number; $lte?: number } = {};
  if (min !== '') bounds.$gte = Number(min);
  if (max !== '') bounds.$lte = Number(max);
  return Object.keys(bounds).length > 0 ? bounds : null;
}

/** The catalogue list's query string, as a search-index query (SPEC §3 filters, §9 sorts). */
export function catalogueSearchQuery(query: PropertyListQueryInput): SearchQuery {
  const clauses: Filter[] = [];
  if (query.status) clauses.push({ status: query.status });
  if (query.propertyType) clauses.push({ propertyTypeId: query.propertyType });
  if (query.municipality) clauses.push({ municipalityId: query.municipality });
  if (query.featured) clauses.push({ featured: query.featured === 'true' });
  if (query.ids) clauses.push({ id: { $in: query.ids.split(',') } });
  // SPEC §5: bedrooms 4 means "4 or more".
  if (query.bedrooms !== undefined)
    clauses.push({ bedrooms: query.bedrooms >= 4 ? { $gte: query.bedrooms } : query.bedrooms });
  const price = query.price ? rangeFilter(query.price) : null;
  if (price) clauses.push({ price });
  const area = query.area ? rangeFilter(query.area) : null;
  if (area) clauses.push({ area });

  const direction = query.sortOrder === 'asc' ? 1 : -1;
  const sort: Sort =
    query.sortBy === 'createdAt'
      ? [['createdAt', direction]]
      : [
          [query.sortBy, direction],
          ['createdAt', -1],
        ];
  const text = query.search?.trim();
  return {
    ...(text ? { text } : {}),
    ...(clauses.length === 1 ? { filter: clauses[0] } : clauses.length > 1 ? { filter: { $and: clauses } } : {}),
    // With words to search and the default order, the best matches come first.
    ...(text && query.sortBy === 'createdAt' && query.sortOrder === 'desc' ? {} : { sort }),
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  };
}
