import type { SearchFilterOptionFields } from '../../services/domain/search-filter/events.js';
import { SEARCH_FILTER_EVENT_TYPES } from '../../services/domain/search-filter/events.js';
import { orderedOptionProjection } from '../shared/ordered-option-projection.js';

export const searchFiltersProjection = orderedOptionProjection<SearchFilterOptionFields>(
  'search-filters',
  SEARCH_FILTER_EVENT_TYPES,
);
