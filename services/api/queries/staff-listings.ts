import type { SearchIndex, SearchQuery } from '../../../infra/ports/search-index.js';
import { everyListing } from '../../../projections/catalogue-index/every-listing.js';
import { CATALOGUE_INDEX, type CatalogueDocument } from '../../../projections/catalogue-index/projection.js';
import type { ListingFigures } from '../../../projections/property-stats/projection.js';
import { publicationOf, type PropertyDocument } from '../../../projections/properties/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import { STAFF_FIGURE_SORTS, type PropertyListQueryInput } from '../schemas/property.js';
import { paginationOf } from './catalogue-page.js';
import { catalogueSearchQuery } from './catalogue-query.js';
import { catalogueDocumentToDto } from './property-dto.js';
import { recentFigures } from './recent-figures.js';

/** What only the staff is told about a listing: who may see it, who answers for it, and where it exactly is. */
export const staffFields = (doc: PropertyDocument) => ({
  publication: publicationOf(doc),
  publishAt: doc.publishAt ?? null,
  agentId: doc.agentId ?? null,
  exactLocation: doc.location ?? null,
});

type FigureSort = (typeof STAFF_FIGURE_SORTS)[number];
const isFigureSort = (sortBy: string): sortBy is FigureSort =>
  (STAFF_FIGURE_SORTS as readonly string[]).includes(sortBy);
const FIGURE: Record<FigureSort, keyof ListingFigures> = { visits30: 'views', leads30: 'leads' };
const NO_FIGURES: ListingFigures = { views: 0, leads: 0, whatsappClicks: 0 };

/**
 * Every listing the staff's filters match, in the index's own order, as ids and titles. Also what a bulk action on
 * "all matching" acts on.
 */
export async function matchingListings(
  index: SearchIndex,
  query: SearchQuery,
): Promise<Array<Pick<CatalogueDocument, 'id' | 'title'>>> {
  return (await everyListing(index, query, ['title'])).map(({ id, title }) => ({ id, title }));
}

/**
 * The staff's table: listings in any publication, with their placement and 30-day figures; never cached.
 * The index sorts by every column but the figures, which it does not hold (they change with every visit): sorted by
 * them, every matching listing's id is read and sorted here, then only the page is read whole. That costs one pass
 * over the matching listings and the figures of the last 35 days per request — fine for an agency's hundreds or few
 * thousands of listings; a catalogue far larger would need the figures in the index.
 */
export async function staffListingsPage(
  index: SearchIndex,
  readModels: ReadModels,
  query: PropertyListQueryInput,
  since: string,
) {
  const { page, limit, sortBy } = query;
  let docs: CatalogueDocument[];
  let total: number;
  let figures: Map<string, ListingFigures>;
  if (isFigureSort(sortBy)) {
    // The order the index gives without a sort of its own (relevance, else the newest first) breaks ties.
    const matching = await matchingListings(index, catalogueSearchQuery({ ...query, sortBy: 'createdAt' }));
    figures = await recentFigures(readModels, since);
    const valueOf = (id: string) => (figures.get(id) ?? NO_FIGURES)[FIGURE[sortBy]];
    const direction = query.sortOrder === 'asc' ? 1 : -1;
    const pageIds = matching
      .map(({ id }) => id)
      .sort((a, b) => direction * (valueOf(a) - valueOf(b)))
      .slice((page - 1) * limit, page * limit);
    const found = await index.search<CatalogueDocument>(CATALOGUE_INDEX, {
      filter: { id: { $in: pageIds } },
      limit: pageIds.length,
    });
    const byId = new Map(found.hits.map(({ document }) => [document.id, document] as const));
    docs = pageIds.map((id) => byId.get(id)).filter((doc) => doc !== undefined);
    total = matching.length;
  } else {
    const found = await index.search<CatalogueDocument>(CATALOGUE_INDEX, catalogueSearchQuery(query));
    docs = found.hits.map(({ document }) => document);
    total = found.total;
    figures = await recentFigures(
      readModels,
      since,
      docs.map((doc) => doc.id),
    );
  }
  const properties = docs.map((doc) => {
    const { views, leads } = figures.get(doc.id) ?? NO_FIGURES;
    return { ...catalogueDocumentToDto(doc), ...staffFields(doc), visits30: views, leads30: leads };
  });
  return { properties, pagination: paginationOf(page, limit, total) };
}
