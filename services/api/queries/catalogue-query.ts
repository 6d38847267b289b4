import { AVAILABLE_STATUSES } from '../../domain/property/availability.js';
import type { Filter, IndexSort } from '../../../infra/ports/filter.js';
import type { SearchQuery } from '../../../infra/ports/search-index.js';
import { readBbox, readNear, type PropertyListQueryInput } from '../schemas/property.js';

/** "200000000-400000000" → {$gte, $lte}; either side may be empty ("-400000000", "200000000-"). */
function rangeFilter(range: string): { $gte?: number; $lte?: number } | null {
  const [min = '', max = ''] = range.split('-');
  const bounds: { $gte?: number; $lte?: number } = {};
  if (min !== '') bounds.$gte = Number(min);
  if (max !== '') bounds.$lte = Number(max);
  return Object.keys(bounds).length > 0 ? bounds : null;
}

/** The catalogue list's filters (SPEC §3, and issue 12's richer ones), as clauses that must all hold. */
function filterClauses(query: PropertyListQueryInput): Filter[] {
  const clauses: Filter[] = [];
  if (query.status) clauses.push({ status: query.status });
  if (query.availableOnly === 'true') clauses.push({ status: { $in: AVAILABLE_STATUSES } });
  if (query.propertyType) clauses.push({ propertyTypeId: query.propertyType });
  if (query.municipality) clauses.push({ municipalityId: query.municipality });
  if (query.neighbourhood) clauses.push({ neighbourhood: query.neighbourhood });
  if (query.featured) clauses.push({ featured: query.featured === 'true' });
  if (query.ids) clauses.push({ id: { $in: query.ids.split(',') } });
  // SPEC §5: bedrooms 4 means "4 or more".
  if (query.bedrooms !== undefined)
    clauses.push({ bedrooms: query.bedrooms >= 4 ? { $gte: query.bedrooms } : query.bedrooms });
  if (query.bathrooms !== undefined) clauses.push({ bathrooms: { $gte: query.bathrooms } });
  if (query.parkingSpaces !== undefined) clauses.push({ parkingSpaces: { $gte: query.parkingSpaces } });
  if (query.stratum) clauses.push({ stratum: { $in: query.stratum.split(',').map(Number) } });
  // Every characteristic asked for: equality on an array field means "contains".
  for (const id of query.characteristics?.split(',') ?? []) clauses.push({ characteristicIds: id });
  const price = query.price ? rangeFilter(query.price) : null;
  if (price) clauses.push({ price });
  const area = query.area ? rangeFilter(query.area) : null;
  if (area) clauses.push({ area });
  const box = query.bbox === undefined ? undefined : readBbox(query.bbox);
  if (box !== undefined && typeof box !== 'string') clauses.push({ _geo: { $within: box } });
  // The staff's own filters (the route lets only them through).
  if (query.publication && query.publication !== 'all') clauses.push({ publication: query.publication });
  if (query.agent) clauses.push({ agentId: query.agent === 'none' ? null : query.agent });
  return clauses;
}

/** The catalogue list's query string, as a search-index query (SPEC §3 filters, §9 sorts). */
export function catalogueSearchQuery(query: PropertyListQueryInput): SearchQuery {
  const clauses = filterClauses(query);
  const direction = query.sortOrder === 'asc' ? 1 : -1;
  const point = query.near === undefined ? undefined : readNear(query.near);
  const order: IndexSort =
    query.sortBy === 'createdAt'
      ? [['createdAt', direction]]
      : query.sortBy === 'distance'
        ? // The route refuses a distance without its point; newest first among listings at the same distance.
          [...(point && typeof point !== 'string' ? ([['_geo', { near: point }]] as const) : []), ['createdAt', -1]]
        : [
            [query.sortBy, direction],
            ['createdAt', -1],
          ];
  const availableFirst = query.availableFirst === 'true';
  const text = query.search?.trim();
  // With words to search and the default order, the best matches come first (within each group when grouped).
  const byRelevance = Boolean(text) && query.sortBy === 'createdAt' && query.sortOrder === 'desc';
  const sort: IndexSort = [
    ...(availableFirst ? ([['availabilityRank', 1]] as const) : []),
    ...(byRelevance ? [] : order),
  ];
  return {
    ...(text ? { text } : {}),
    ...(clauses.length === 1 ? { filter: clauses[0] } : clauses.length > 1 ? { filter: { $and: clauses } } : {}),
    ...(sort.length > 0 ? { sort } : {}),
    ...(byRelevance && availableFirst ? { relevanceWithinSort: true } : {}),
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  };
}
