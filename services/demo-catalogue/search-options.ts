import type { SearchFilterOptionFields, SearchFilterType } from '../domain/search-filter/events.js';
import { MUNICIPALITIES, PROPERTY_TYPES } from './master-data.js';

/**
 * Options of the search filters the web asks for (SPEC §7). Price and area values are ranges written
 * `min-max` in whole COP / m²; the top range leaves its max open (`1500000000-`), which the catalogue reads as
 * "Más de". Bedrooms and bathrooms value "4" means 4 or more (SPEC §9).
 */

type Entry = readonly [name: string, value: string, isActive?: boolean];

const list = (type: SearchFilterType, entries: readonly Entry[]): SearchFilterOptionFields[] =>
  entries.map(([name, value, isActive = true], index) => ({ type, name, value, sortOrder: index + 1, isActive }));

export const DEMO_SEARCH_FILTER_OPTIONS: SearchFilterOptionFields[] = [
  ...list('status', [
    ['Venta', 'sale'],
    // The words the listings' status badges use (SPEC §4: Alquiler, Alquilado), so filters and badges agree.
    ['Alquiler', 'rent'],
    ['Vendido', 'sold'],
    ['Alquilado', 'rented'],
  ]),
  // Used when no status is chosen: covers monthly rents and sale prices. The catalogue writes every price range from
  // its value ($ 3.000.000 a $ 10.000.000); the names say the same for the admin's list.
  ...list('price', [
    ['Hasta $3.000.000', '0-3000000'],
    ['$3.000.000 a $10.000.000', '3000000-10000000'],
    ['$10.000.000 a $300.000.000', '10000000-300000000'],
    ['$300.000.000 a $700.000.000', '300000000-700000000'],
    ['$700.000.000 a $1.500.000.000', '700000000-1500000000'],
    ['Más de $1.500.000.000', '1500000000-'],
  ]),
  ...list('price_sale', [
    ['Hasta $200.000.000', '0-200000000'],
    ['$200.000.000 a $400.000.000', '200000000-400000000'],
    ['$400.000.000 a $700.000.000', '400000000-700000000'],
    ['$700.000.000 a $1.000.000.000', '700000000-1000000000'],
    ['$1.000.000.000 a $2.000.000.000', '1000000000-2000000000'],
    ['Más de $2.000.000.000', '2000000000-'],
    // Superseded by the two ranges above; kept inactive.
    ['Hasta $150.000.000', '0-150000000', false],
  ]),
  ...list('price_rent', [
    ['Hasta $1.500.000', '0-1500000'],
    ['$1.500.000 a $3.000.000', '1500000-3000000'],
    ['$3.000.000 a $5.000.000', '3000000-5000000'],
    ['$5.000.000 a $8.000.000', '5000000-8000000'],
    ['$8.000.000 a $12.000.000', '8000000-12000000'],
    ['Más de $12.000.000', '12000000-'],
  ]),
  ...list('area', [
    ['Hasta 60 m²', '0-60'],
    ['60 a 100 m²', '60-100'],
    ['100 a 150 m²', '100-150'],
    ['150 a 250 m²', '150-250'],
    ['250 a 500 m²', '250-500'],
    ['Más de 500 m²', '500-'],
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
