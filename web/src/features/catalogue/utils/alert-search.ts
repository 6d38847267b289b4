import type { AlertSearch } from '../../../components/alerts/CreateAlertButton';
import { formatAreaRange, formatPriceRange } from '../../../lib/ranges';
import type { MasterDataNames } from '../api/get-master-data';
import { aiSearchFilters } from './ai-search-filters';
import type { CatalogueFilters } from './filter-state';
import { interpretationChips, type Interpretation } from './interpretation-chips';

/** As the AI answer's chips and the alert's mails say them. */
const STATUS_WORDS: Record<string, string> = {
  sale: 'En venta',
  rent: 'En alquiler',
  sold: 'Vendidas',
  rented: 'Alquiladas',
};
const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const nameOf = (names: ReadonlyMap<string, string>, id: string) => names.get(id) ?? id;

/** The catalogue's chosen filters in words, as an alert made from them will look for them. */
function filterChips(filters: CatalogueFilters, names: MasterDataNames): string[] {
  const chips: Array<string | null> = [
    filters.status ? (STATUS_WORDS[filters.status] ?? filters.status) : null,
    filters.availableOnly === 'true' ? 'Solo disponibles' : null,
    filters.propertyType ? nameOf(names.propertyTypes, filters.propertyType) : null,
    filters.municipality ? nameOf(names.municipalities, filters.municipality) : null,
    filters.neighbourhood ? `Sector ${filters.neighbourhood}` : null,
    filters.price ? formatPriceRange(filters.price, { monthly: filters.status === 'rent' }) : null,
    filters.area ? formatAreaRange(filters.area) : null,
    filters.bedrooms
      ? Number(filters.bedrooms) >= 4
        ? `Desde ${filters.bedrooms} habitaciones`
        : `${filters.bedrooms} ${plural(Number(filters.bedrooms), 'habitación', 'habitaciones')}`
      : null,
    filters.bathrooms ? `Desde ${filters.bathrooms} ${plural(Number(filters.bathrooms), 'baño', 'baños')}` : null,
    filters.parkingSpaces
      ? `Desde ${filters.parkingSpaces} ${plural(Number(filters.parkingSpaces), 'parqueadero', 'parqueaderos')}`
      : null,
    filters.stratum ? `Estrato ${filters.stratum.split(',').join(', ')}` : null,
    ...(filters.characteristics
      ? filters.characteristics.split(',').map((id) => nameOf(names.characteristics, id))
      : []),
    filters.search.trim() ? `“${filters.search.trim()}”` : null,
  ];
  return chips.filter((chip): chip is string => Boolean(chip));
}

/**
 * The catalogue's filters an alert keeps (the text search too): none when nothing is chosen. Not the map's zone: an
 * alert looks by filters it can say in words (its mails list them), and a box of coordinates is not one of them.
 */
export function catalogueAlertFilters(filters: CatalogueFilters): Record<string, string> {
  const search = filters.search.trim();
  const { bbox: _zone, ...kept } = aiSearchFilters(filters);
  return { ...kept, ...(search ? { search } : {}) };
}

/** An alert for the catalogue as filtered: its parameters (the text search too) and their words. */
export function catalogueAlert(filters: CatalogueFilters, names: MasterDataNames): AlertSearch & { chips: string[] } {
  return { filters: catalogueAlertFilters(filters), chips: filterChips(filters, names) };
}
/**
 * An alert for an AI answer: the query (the server understands it again, the same way) with the catalogue's filters
 * that narrowed it, and the understood constraints as the answer's chips show them. A place with no listings and the
 * words left over only ranked the answer: an alert does not look for them.
 */
export function aiAlert(
  query: string,
  interpretation: Interpretation,
  filters: CatalogueFilters,
  names: MasterDataNames,
): AlertSearch & { chips: string[] } {
  const understood = interpretationChips(interpretation, names)
    .filter((chip) => chip.tone !== 'unknown' && chip.key !== 'text')
    .map((chip) => chip.label);
  const chosen = aiSearchFilters(filters);
  return {
    query,
    ...(Object.keys(chosen).length > 0 ? { filters: chosen } : {}),
    // An operation said in words and chosen as a filter too is one chip.
    chips: [...new Set([...understood, ...filterChips({ ...filters, search: '' }, names)])],
  };
}
