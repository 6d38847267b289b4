import { pesos } from '../../../infra/spanish-text/wording.js';
import type { Filter } from '../../../infra/ports/filter.js';
import type { SearchIndex } from '../../../infra/ports/search-index.js';
import { CATALOGUE_INDEX } from '../../../projections/catalogue-index/projection.js';
import type { PropertyFields } from '../../domain/property/events.js';
import { validationError } from '../../domain/shared/errors.js';

/** A price this many times below or above the median of its market is a typo far more often than a deal. */
const FACTOR = 100;
/** Fewer published listings than this say nothing of a market: no question is asked. */
const FEWEST = 4;

/** The field the answer names: the panel asks «¿Seguro?» and sends the listing again with it set to true. */
const CONFIRM_UNUSUAL_PRICE = 'confirmUnusualPrice';

const OPERATION = { sale: 'en venta', rent: 'en arriendo', sold: 'vendidas', rented: 'arrendadas' } as const;

const unusualPriceMessage = (price: number, median: number, status: PropertyFields['status']) =>
  `¿Seguro? ${pesos(price)} está muy lejos de lo que se pide por propiedades como esta ${OPERATION[status]} en el mismo municipio (la mitad piden menos de ${pesos(median)}). Revisa el precio o confírmalo.`;

type Market = Pick<PropertyFields, 'price' | 'status' | 'propertyTypeId' | 'municipalityId'>;

/**
 * The median price of the published listings of the same type, operation and municipality, when the listing's price
 * is below a hundredth of it or above a hundred times it ($1 for an apartment for sale); null when it is not, or the
 * market is too small to say. Two sorted reads of the index, whatever its size.
 */
async function unusualPriceMedian(index: SearchIndex, listing: Market): Promise<number | null> {
  const filter: Filter = {
    $and: [
      { status: listing.status },
      { propertyTypeId: listing.propertyTypeId },
      { municipalityId: listing.municipalityId },
    ],
  };
  const { total } = await index.search(CATALOGUE_INDEX, { filter, limit: 1, attributes: ['price'] });
  if (total < FEWEST) return null;
  const { hits } = await index.search(CATALOGUE_INDEX, {
    filter,
    sort: [['price', 1]],
    offset: Math.floor((total - 1) / 2),
    limit: 1,
    attributes: ['price'],
  });
  const median = Number(hits[0]?.document.price);
  if (!Number.isFinite(median) || median <= 0) return null;
  return listing.price * FACTOR < median || listing.price > median * FACTOR ? median : null;
}

/** Refuses, with the question on `confirmUnusualPrice`, a price far outside its market that was not confirmed. */
export async function assertUsualPrice(index: SearchIndex, listing: Market, confirmed: boolean | undefined) {
  if (confirmed) return;
  const median = await unusualPriceMedian(index, listing);
  if (median === null) return;
  const message = unusualPriceMessage(listing.price, median, listing.status);
  throw validationError(message, [{ path: CONFIRM_UNUSUAL_PRICE, message }]);
}
