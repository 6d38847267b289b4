import type { DomainEvent } from '../shared/decider.js';

/** Lists the web asks for (SPEC §7) plus the types the admin form offers (SPEC §5). */
export const SEARCH_FILTER_TYPES = [
  'status',
  'price',
  'price_rent',
  'price_sale',
  'area',
  'bedrooms',
  'bathrooms',
  'propertyType',
  'municipality',
  'price_range',
  'area_range',
] as const;
export type SearchFilterType = (typeof SEARCH_FILTER_TYPES)[number];

export interface SearchFilterOptionFields {
  type: SearchFilterType;
  name: string;
  value: string;
  sortOrder: number;
  isActive: boolean;
}

export const searchFilterStream = (id: string) => `search-filter-${id}`;

export type SearchFilterOptionAdded = DomainEvent<
  'SearchFilterOptionAdded',
  { id: string; addedAt: string } & SearchFilterOptionFields
>;
export type SearchFilterOptionChanged = DomainEvent<
  'SearchFilterOptionChanged',
  { id: string; changes: Partial<SearchFilterOptionFields>; changedAt: string }
>;
export type SearchFilterOptionRemoved = DomainEvent<'SearchFilterOptionRemoved', { id: string; removedAt: string }>;

export type SearchFilterEvent = SearchFilterOptionAdded | SearchFilterOptionChanged | SearchFilterOptionRemoved;
export const SEARCH_FILTER_EVENT_TYPES = [
  'SearchFilterOptionAdded',
  'SearchFilterOptionChanged',
  'SearchFilterOptionRemoved',
] as const;
