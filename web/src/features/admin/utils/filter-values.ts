import { STATUS_FILTER_OPTIONS } from './admin-status';
import { FILTER_TYPES, type FilterType } from './search-filter-types';

/** The two ends of a `min-max` value, as typed (digits only); either may be empty for an open range. */
export interface RangeEnds {
  min: string;
  max: string;
}

/** `"1500000-3000000"` → its ends; anything else reads as an empty range. */
export function splitRange(value: string): RangeEnds {
  const match = /^(\d*)-(\d*)$/.exec(value);
  return { min: match?.[1] ?? '', max: match?.[2] ?? '' };
}

/**
 * The value the catalogue reads (`min-max`, as `GET /api/properties?price=` takes it). Two empty ends are no value
 * at all, so the form says "Valor es requerido" instead of storing a range that filters nothing.
 */
export const joinRange = ({ min, max }: RangeEnds) => (min === '' && max === '' ? '' : `${min}-${max}`);

const GROUPED = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** `$1.500.000`: pesos written as the money inputs write them. */
const pesos = (digits: string) => `$${GROUPED.format(Number(digits))}`;
const squareMetres = (digits: string) => GROUPED.format(Number(digits));

/** `$1.500.000 a $3.000.000`, `60 a 100 m²`, `Hasta 60 m²`, `Desde $2.000.000.000`. */
function formatRange(value: string, amount: (digits: string) => string, unit = ''): string {
  const { min, max } = splitRange(value);
  if (min === '' && max === '') return value;
  if (min === '') return `Hasta ${amount(max)}${unit}`;
  if (max === '') return `Desde ${amount(min)}${unit}`;
  return `${amount(min)} a ${amount(max)}${unit}`;
}

const STATUS_NAMES = new Map(STATUS_FILTER_OPTIONS.map(({ value, label }) => [value, label]));

/**
 * An option's value as the admin reads it in the list. `names` resolves the ids of property types and
 * municipalities; an id no longer in the master data is shown as it is stored.
 */
export function formatFilterValue(type: FilterType, value: string, names: ReadonlyMap<string, string>): string {
  switch (FILTER_TYPES[type].kind) {
    case 'price':
      return formatRange(value, pesos);
    case 'area':
      return formatRange(value, squareMetres, ' m²');
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
