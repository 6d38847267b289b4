import { enumerate, pesos } from '../../../infra/spanish-text/wording.js';
import type { Filter } from '../../../infra/ports/filter.js';
import type { SearchIndex } from '../../../infra/ports/search-index.js';
import type { PropertyStatus } from '../../domain/property/events.js';
import type { Interpretation } from '../interpretation.js';
import type { Constraint } from './constraints.js';

/** Where "barato" ends (the median) and "de lujo" begins (the upper quartile) in the market of what was asked. */
const SHARE = { low: 0.5, high: 0.75 } as const;
/** Fewer listings than this say nothing of a market: the word is then left unread rather than guessed. */
const FEWEST = 4;

const OPERATION = { sale: 'en venta', rent: 'en arriendo', sold: 'vendidos', rented: 'arrendados' } as const;

/** A relative price resolved: its constraint, the note that says its figure, and that figure as a chip. */
export interface MarketPrice {
  constraint: Constraint;
  note: string;
  chip: string;
}

/**
 * "barato", "económico" / "de lujo", "exclusivo" as a price bound in pesos: the median (or upper quartile) price of
 * the listings of the types, statuses and places asked for, one bound per status (a rent and a sale are not one
 * market); with the note that says the figure. Two sorted reads of the index per status, whatever its size.
 */
export async function marketPriceConstraint(
  index: SearchIndex,
  indexName: string,
  interpretation: Interpretation,
): Promise<MarketPrice | null> {
  const level = interpretation.priceLevel;
  if (!level) return null;
  const places = interpretation.municipalityIds.length
    ? interpretation.municipalityIds
    : interpretation.nearbyMunicipalityIds;
  const types = [...interpretation.propertyTypeIds, ...interpretation.relatedTypeIds];
  const market: Filter[] = [
    ...(types.length ? [{ propertyTypeId: { $in: types } }] : []),
    ...(places.length ? [{ municipalityId: { $in: places } }] : []),
  ];
  const bounds: Array<{ status: PropertyStatus; price: number }> = [];
  for (const status of interpretation.statuses) {
    const filter: Filter = { $and: [...market, { status }] };
    const { total } = await index.search(indexName, { filter, limit: 1, attributes: ['price'] });
    if (total < FEWEST) continue;
    const { hits } = await index.search(indexName, {
      filter,
      sort: [['price', 1]],
      offset: Math.floor((total - 1) * SHARE[level]),
      limit: 1,
      attributes: ['price'],
    });
    const price = Number(hits[0]?.document.price);
    if (Number.isFinite(price) && price > 0) bounds.push({ status, price });
  }
  if (bounds.length === 0) return null;
  const filter: Filter = {
    $or: bounds.map(({ status, price }): Filter => {
      const bound: Filter = level === 'low' ? { price: { $lte: price } } : { price: { $gte: price } };
      return { $and: [{ status }, bound] };
    }),
  };
  const figures = bounds.map(
    ({ status, price }) => `${level === 'low' ? 'hasta' : 'desde'} ${pesos(price)} ${OPERATION[status]}`,
  );
  const note =
    level === 'low'
      ? `Por económico entendimos ${enumerate(figures)}: la mitad más barata de lo que pediste.`
      : `Por de lujo entendimos ${enumerate(figures)}: la cuarta parte más cara de lo que pediste.`;
  const chip = `${level === 'low' ? 'Económico' : 'De lujo'}: ${enumerate(figures)}`;
  return { constraint: { filter, label: level === 'low' ? 'que sea económico' : 'que sea de lujo' }, note, chip };
}
