import { formatAreaRange, formatPriceRange } from '../../../lib/ranges';
import { STATUS_FILTER_OPTIONS } from '../../../lib/admin/admin-status';
import { FILTER_TYPES, type FilterType } from './search-filter-types';

const STATUS_NAMES = new Map(STATUS_FILTER_OPTIONS.map(({ value, label }) => [value, label]));

/**
 * An option's value as the admin reads it in the list. `names` resolves the ids of property types and
 * municipalities; an id no longer in the master data is shown as it is stored.
 */
export function formatFilterValue(type: FilterType, value: string, names: ReadonlyMap<string, string>): string {
  switch (FILTER_TYPES[type].kind) {
    case 'price':
      return formatPriceRange(value);
    case 'area':
      return formatAreaRange(value);
    case 'status':
      return STATUS_NAMES.get(value) ?? value;
    case 'count':
      // SPEC §9: the catalogue reads bedrooms 4 as "4 or more".
      return type === 'bedrooms' && Number(value) >= 4 ? `${value} o más` : value;
    case 'property-type':
    case 'municipality':
      return names.get(value) ?? value;
  }
}
