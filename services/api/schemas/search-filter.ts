import { z } from 'zod';
import { PROPERTY_STATUSES } from '../../domain/property/events.js';
import { SEARCH_FILTER_TYPES, type SearchFilterType } from '../../domain/search-filter/events.js';
import { TYPE_REQUIRED, VALUE_REQUIRED } from '../../domain/search-filter/messages.js';
import { NAME_REQUIRED } from '../../domain/shared/messages.js';
import { requiredText } from './common.js';
import { sortOrder } from './ordered-option.js';

const RANGE_TYPES: ReadonlySet<SearchFilterType> = new Set([
  'price',
  'price_rent',
  'price_sale',
  'price_range',
  'area',
  'area_range',
]);
const COUNT_TYPES: ReadonlySet<SearchFilterType> = new Set(['bedrooms', 'bathrooms']);

/** The catalogue reads these values as filters, so a value the catalogue cannot use is refused here. */
export function valueProblem(type: SearchFilterType, value: string): string | null {
  if (RANGE_TYPES.has(type)) {
    if (!/^\d*-\d*$/.test(value)) return 'Use el formato mínimo-máximo, por ejemplo 100000000-200000000';
    // An inverted range matches no listing: the option would always show an empty catalogue.
    const [min = '', max = ''] = value.split('-');
    if (min !== '' && max !== '' && Number(min) > Number(max)) return 'El mínimo no puede ser mayor que el máximo';
  }
  if (COUNT_TYPES.has(type) && !/^\d+$/.test(value)) return 'Use un número entero, por ejemplo 3';
  if (type === 'status' && !(PROPERTY_STATUSES as readonly string[]).includes(value))
    return `Usa uno de: ${PROPERTY_STATUSES.join(', ')}`;
  return null;
}

export const searchFilterType = z.enum(SEARCH_FILTER_TYPES, { error: TYPE_REQUIRED });

const fields = {
  type: searchFilterType,
  name: requiredText(NAME_REQUIRED, 120),
  value: requiredText(VALUE_REQUIRED, 120),
  sortOrder,
  isActive: z.boolean(),
};

export const SearchFilterCreateSchema = z
  .object({ ...fields, sortOrder: fields.sortOrder.default(0), isActive: fields.isActive.default(true) })
  .superRefine((input, ctx) => {
    const problem = valueProblem(input.type, input.value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });

export const SearchFilterUpdateSchema = z.object({
  type: fields.type.optional(),
  name: fields.name.optional(),
  value: fields.value.optional(),
  sortOrder: fields.sortOrder.optional(),
  isActive: fields.isActive.optional(),
});

export const SearchFilterSchema = z.object({
  id: z.string(),
  type: searchFilterType,
  name: z.string(),
  value: z.string(),
  sortOrder: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
