import type { SearchFilterOptionFields, SearchFilterType } from '../domain/search-filter/events.js';
import { MUNICIPALITIES, PROPERTY_TYPES } from './master-data.js';

/**
 * Options of the search filters the web asks for (SPEC §7). Price and area values are ranges written
 * `min-max` in whole COP / m²; the top range uses a very large max instead of an open bound.
 * Bedrooms and bathrooms value "4" means 4 or more (SPEC §9).
 */

/** Upper bound of the most expensive price range. */
const TOP_PRICE = 99_999_999_999;
/** Upper bound of the largest area range. */
const TOP_AREA = 99_999_999;

type Entry = readonly [name: string, value: string, isActive?: boolean];

const list = (type: SearchFilterType, entries: readonly Entry[]): SearchFilterOptionFields[] =>
  entries.map(([name, value, isActive = true], index) => ({ type, name, value, sortOrder: index + 1, isActive }));

export const DEMO_SEARCH_FILTER_OPTIONS: SearchFilterOptionFields[] = [
  ...list('status', [
    ['Venta', 'sale'],
    ['Arriendo', 'rent'],
    ['Vendido', 'sold'],
    ['Arrendado', 'rented'],
  ]),
  // Used when no status is chosen: covers monthly rents and sale prices.
  ...list('price', [
    ['Hasta $3 millones', '0-3000000'],
    ['$3 a $10 millones', '3000000-10000000'],
    ['$10 a $300 millones', '10000000-300000000'],
    ['$300 a $700 millones', '300000000-700000000'],
    ['$700 a $1.500 millones', '700000000-1500000000'],
    ['Más de $1.500 millones', `1500000000-${TOP_PRICE}`],
  ]),
  ...list('price_sale', [
    ['Hasta $200 millones', '0-200000000'],
    ['$200 a $400 millones', '200000000-400000000'],
    ['$400 a $700 millones', '400000000-700000000'],
    ['$700 a $1.000 millones', '700000000-1000000000'],
    ['$1.000 a $2.000 millones', '1000000000-2000000000'],
    ['Más de $2.000 millones', `2000000000-${TOP_PRICE}`],
    // Superseded by the two ranges above; kept inactive.
    ['Hasta $150 millones', '0-150000000', false],
  ]),
  ...list('price_rent', [
    ['Hasta $1.5 millones', '0-1500000'],
    ['$1.5 a $3 millones', '1500000-3000000'],
    ['$3 a $5 millones', '3000000-5000000'],
    ['$5 a $8 millones', '5000000-8000000'],
    ['$8 a $12 millones', '8000000-12000000'],
    ['Más de $12 millones', `12000000-${TOP_PRICE}`],
  ]),
  ...list('area', [
    ['Hasta 60 m²', '0-60'],
    ['60 a 100 m²', '60-100'],
    ['100 a 150 m²', '100-150'],
    ['150 a 250 m²', '150-250'],
    ['250 a 500 m²', '250-500'],
    ['Más de 500 m²', `500-${TOP_AREA}`],
  ]),
  ...list('bedrooms', [
    ['1 habitación', '1'],
    ['2 habitaciones', '2'],
    ['3 habitaciones', '3'],
    ['4 o más habitaciones', '4'],
    // "4" already means 4 or more; kept inactive.
    ['5 o más habitaciones', '5', false],
  ]),
  ...list('bathrooms', [
    ['1 baño', '1'],
    ['2 baños', '2'],
    ['3 baños', '3'],
    ['4 o más baños', '4'],
  ]),
  ...list(
    'propertyType',
    PROPERTY_TYPES.map(({ id, name }) => [name, id] as const),
  ),
  ...list(
    'municipality',
    MUNICIPALITIES.map(({ id, name }) => [name, id] as const),
  ),
];
