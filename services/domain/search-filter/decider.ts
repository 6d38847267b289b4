import { orderedOptionDecider, storedAsGiven, type OrderedOptionState } from '../ordered-option/decider.js';
import type { Decider } from '../shared/decider.js';
import { NAME_REQUIRED } from '../shared/messages.js';
import { isBlank, isOneOf } from '../shared/validation.js';
import type { SearchFilterCommand } from './commands.js';
import {
  SEARCH_FILTER_TYPES,
  searchFilterStream,
  type SearchFilterEvent,
  type SearchFilterOptionFields,
} from './events.js';
import { SEARCH_FILTER_DUPLICATE, SEARCH_FILTER_NOT_FOUND, TYPE_REQUIRED, VALUE_REQUIRED } from './messages.js';

export const searchFilterDecider = orderedOptionDecider({
  types: {
    add: 'AddSearchFilterOption',
    change: 'ChangeSearchFilterOption',
    remove: 'RemoveSearchFilterOption',
    added: 'SearchFilterOptionAdded',
    changed: 'SearchFilterOptionChanged',
    removed: 'SearchFilterOptionRemoved',
  },
  streamOf: searchFilterStream,
  messages: { duplicate: SEARCH_FILTER_DUPLICATE, notFound: SEARCH_FILTER_NOT_FOUND },
  normalize: storedAsGiven<SearchFilterOptionFields>(),
  check: (fields, checks) =>
    checks
      .check(isOneOf(SEARCH_FILTER_TYPES, fields.type), 'type', TYPE_REQUIRED)
      .check(!isBlank(fields.name), 'name', NAME_REQUIRED)
      .check(!isBlank(fields.value), 'value', VALUE_REQUIRED),
}) satisfies Decider<OrderedOptionState<SearchFilterOptionFields>, SearchFilterCommand, SearchFilterEvent>;
