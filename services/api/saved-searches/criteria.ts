import type { Filter } from '../../../infra/ports/filter.js';
import type { Interpretation, Range } from '../../ai-search/interpretation.js';
import { constraintsOf, nameLookup } from '../../ai-search/ranking/constraints.js';
import type { MarketPrice } from '../../ai-search/ranking/market-price.js';
import { understandQuery } from '../../ai-search/understanding/understand-query.js';
import type { Vocabulary } from '../../ai-search/understanding/vocabulary.js';
import type { SavedSearchCriteria, SavedSearchFilters } from '../../domain/saved-search/events.js';
import { catalogueSearchQuery } from '../queries/catalogue-query.js';
import type { SavedSearchFiltersInput } from '../schemas/saved-search.js';
import { nearAreaOf, nearChipLabel } from '../schemas/ai-search.js';

/** What an alert is created with: its criteria in the catalogue's filter language, and the same in words. */
export interface AlertCriteria {
  filters: SavedSearchFilters | null;
  query: string | null;
  criteria: SavedSearchCriteria;
  chips: string[];
}

type Names = ReturnType<typeof nameLookup>;

const GROUPED = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
const pesos = (value: number) => `$ ${GROUPED.format(value)}`;
const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const STATUS_LABEL = { sale: 'En venta', rent: 'En alquiler', sold: 'Vendidas', rented: 'Alquiladas' } as const;

/** `$ 200.000.000 a $ 400.000.000`, `Hasta …`, `Más de …`, as the catalogue's price filter writes its ranges. */
function rangeWords(range: Range | null, amount: (value: number) => string, unit = ''): string | null {
  if (!range) return null;
  const min = range.min === 0 ? undefined : range.min;
  const { max } = range;
  const tail = unit ? ` ${unit}` : '';
  if (min !== undefined && max !== undefined)
    return min === max ? `${amount(min)}${tail}` : `${amount(min)} a ${amount(max)}${tail}`;
  if (min !== undefined) return `Más de ${amount(min)}${tail}`;
  if (max !== undefined) return `Hasta ${amount(max)}${tail}`;
  return null;
}

function countWords(range: Range | null, one: string, many: string): string | null {
  if (!range) return null;
  const { min, max } = range;
  if (min !== undefined && max !== undefined)
    return min === max ? `${min} ${plural(min, one, many)}` : `${min} a ${max} ${many}`;
  if (min !== undefined) return `Desde ${min} ${plural(min, one, many)}`;
  if (max !== undefined) return max === 0 ? `Sin ${many}` : `Hasta ${max} ${plural(max, one, many)}`;
  return null;
}

function stratumWords(range: Range | null): string | null {
  if (!range) return null;
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return min === max ? `Estrato ${min}` : `Estrato ${min} a ${max}`;
  if (min !== undefined) return `Estrato ${min} o más`;
  if (max !== undefined) return `Estrato hasta ${max}`;
  return null;
}

const rangeOf = (value: string | undefined): Range | null => {
  if (!value) return null;
  const [min = '', max = ''] = value.split('-');
  return { ...(min !== '' ? { min: Number(min) } : {}), ...(max !== '' ? { max: Number(max) } : {}) };
};

/** Said for a criterion whose words came from the visitor, not from the portal's lists. */
export const TYPED_SEARCH_CHIP = 'Con las palabras de tu búsqueda';
const UNLISTED_NEIGHBOURHOOD_CHIP = 'Un sector que no está en el catálogo';

/**
 * The catalogue's filters in words, in the order the filter bar shows them. Every word comes from the portal's own
 * lists (master data, the catalogue's sectors), never from the query string: the chips are mailed to whatever address
 * was typed, and a stranger's text must not reach it through us. An id no list knows says nothing.
 */
function filterChips(filters: SavedSearchFiltersInput, names: Names, vocabulary: Vocabulary): string[] {
  const known = (kind: Parameters<Names>[0], id: string) => {
    const name = names(kind, id);
    return name === id ? null : name;
  };
  const sector = filters.neighbourhood
    ? vocabulary.neighbourhoods.find((item) => item.name === filters.neighbourhood)?.name
    : undefined;
  const chips: Array<string | null> = [
    filters.status ? STATUS_LABEL[filters.status] : null,
    filters.availableOnly === 'true' ? 'Solo disponibles' : null,
    filters.propertyType ? known('property-type', filters.propertyType) : null,
    filters.municipality ? known('municipality', filters.municipality) : null,
    filters.neighbourhood ? (sector ? `Sector ${sector}` : UNLISTED_NEIGHBOURHOOD_CHIP) : null,
    rangeWords(rangeOf(filters.price), pesos),
    rangeWords(rangeOf(filters.area), GROUPED.format, 'm²'),
    filters.bedrooms !== undefined
      ? filters.bedrooms >= 4
        ? `Desde ${filters.bedrooms} habitaciones`
        : `${filters.bedrooms} ${plural(filters.bedrooms, 'habitación', 'habitaciones')}`
      : null,
    countWords(filters.bathrooms !== undefined ? { min: filters.bathrooms } : null, 'baño', 'baños'),
    countWords(
      filters.parkingSpaces !== undefined ? { min: filters.parkingSpaces } : null,
      'parqueadero',
      'parqueaderos',
    ),
    filters.stratum ? `Estrato ${filters.stratum.split(',').join(', ')}` : null,
    ...(filters.characteristics?.split(',').map((id) => known('characteristic', id)) ?? []),
    filters.featured === 'true' ? 'Destacadas' : null,
    filters.search ? TYPED_SEARCH_CHIP : null,
  ];
  return chips.filter((chip): chip is string => Boolean(chip));
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('es') + text.slice(1);

/** What the AI search understood, in words: the chips its answer shows (web: interpretation-chips.ts). */
function interpretationChips(interpretation: Interpretation, names: Names): string[] {
  const chips: Array<string | null> = [];
  if (interpretation.operation) chips.push(STATUS_LABEL[interpretation.operation]);
  for (const status of interpretation.statuses)
    if (status === 'sold' || status === 'rented') chips.push(STATUS_LABEL[status]);
  for (const id of interpretation.propertyTypeIds) chips.push(names('property-type', id));
  for (const id of interpretation.municipalityIds) chips.push(names('municipality', id));
  for (const name of interpretation.neighbourhoods) chips.push(`Sector ${name}`);
  for (const id of interpretation.near.municipalityIds)
    chips.push(
      nearChipLabel('municipality', names('municipality', id), nearAreaOf(interpretation, 'municipality', id)),
    );
  for (const name of interpretation.near.neighbourhoods)
    chips.push(nearChipLabel('neighbourhood', name, nearAreaOf(interpretation, 'neighbourhood', name)));
  const { excluded } = interpretation;
  for (const id of excluded.propertyTypeIds) chips.push(`Excepto ${lowerFirst(names('property-type', id))}`);
  for (const id of excluded.municipalityIds) chips.push(`Excepto ${names('municipality', id)}`);
  for (const name of excluded.neighbourhoods) chips.push(`Excepto sector ${name}`);
  const price = rangeWords(interpretation.price, pesos);
  chips.push(price && interpretation.operation === 'rent' ? `${price}/mes` : price);
  chips.push(countWords(interpretation.bedrooms, 'habitación', 'habitaciones'));
  chips.push(countWords(interpretation.bathrooms, 'baño', 'baños'));
  chips.push(countWords(interpretation.parkingSpaces, 'parqueadero', 'parqueaderos'));
  chips.push(rangeWords(interpretation.area, GROUPED.format, 'm²'));
  chips.push(stratumWords(interpretation.stratum));
  if (interpretation.floor) chips.push(interpretation.floor.max === 1 ? 'Primer piso' : 'Desde el segundo piso');
  if (interpretation.antiquity === 'nuevo') chips.push('Para estrenar');
  if (interpretation.isRemodeled !== null) chips.push(interpretation.isRemodeled ? 'Remodelado' : 'Sin remodelar');
  if (interpretation.acceptsExchange !== null)
    chips.push(interpretation.acceptsExchange ? 'Acepta permuta' : 'Sin permuta');
  if (interpretation.featured) chips.push('Destacadas');
  for (const id of interpretation.characteristics.include) chips.push(names('characteristic', id));
  for (const id of interpretation.characteristics.exclude) chips.push(`Sin ${lowerFirst(names('characteristic', id))}`);
  return chips.filter((chip): chip is string => Boolean(chip));
}

const allOf = (clauses: Filter[]): Filter | null =>
  clauses.length === 0 ? null : clauses.length === 1 ? clauses[0]! : { $and: clauses };

/**
 * An alert's criteria, from the catalogue's filters (read by `catalogueSearchQuery`, exactly as the catalogue reads
 * them) and/or an AI query (understood once, now, as POST /api/properties/search understands it: every constraint it
 * found, none relaxed; the words it could not place only rank, so they are left out). One filter language.
 */
export function alertCriteria(
  filters: SavedSearchFiltersInput | undefined,
  query: string | undefined,
  vocabulary: Vocabulary,
  /** "barato", "de lujo" in the query, resolved against the market now (`marketPriceConstraint`). */
  market: MarketPrice | null = null,
): AlertCriteria {
  const names = nameLookup(vocabulary);
  const clauses: Filter[] = [];
  const chips: string[] = [];
  let text: string | null = null;
  if (query) {
    const interpretation = understandQuery(query, vocabulary);
    const { fixed, relaxable } = constraintsOf(interpretation, names);
    clauses.push(...fixed, ...relaxable.map((constraint) => constraint.filter));
    chips.push(...interpretationChips(interpretation, names));
    if (market) {
      clauses.push(market.constraint.filter);
      chips.push(market.chip);
    }
  }
  const given = filters && Object.keys(filters).length > 0 ? filters : null;
  if (given) {
    // An AI search replaces the catalogue's text search (as in the catalogue's address).
    const catalogue = catalogueSearchQuery({
      ...given,
      ...(query ? { search: undefined } : {}),
      page: 1,
      limit: 1,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    if (catalogue.filter) clauses.push(catalogue.filter);
    text = catalogue.text ?? null;
    chips.push(...filterChips(query ? { ...given, search: undefined } : given, names, vocabulary));
  }
  return {
    filters: given ? (given as SavedSearchFilters) : null,
    query: query ?? null,
    criteria: { filter: allOf(clauses) as SavedSearchCriteria['filter'], text },
    chips: [...new Set(chips)],
  };
}
