import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import {
  CATALOGUE_INDEX,
  type CatalogueDocument,
  type ListingJson,
} from '../../../projections/catalogue-index/projection.js';
import type { SearchIndex } from '../../../infra/ports/search-index.js';
import type { PropertyListSchema } from '../schemas/property.js';
import { PUBLIC_LISTING_JSON } from './property-dto.js';

type Pagination = z.infer<typeof PropertyListSchema>['pagination'];

/**
 * A listing's public JSON in an answer; `extra`, fields of this answer alone (`"distanceKm":4.8`), written into the
 * listing's object while the listing's own bytes stay kept for every other answer.
 */
export interface PageListing {
  id: string;
  json: string;
  extra?: string;
}

/** In the response schema's order, which is the order its parse gives the keys in. */
export const paginationOf = (page: number, limit: number, total: number): Pagination => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
  hasMore: page * limit < total,
});

/** The listing's public JSON the index kept, when it is in the current format (JSON kept by other code is not). */
const keptListingJson = (
  doc: Pick<CatalogueDocument, 'listingJson' | 'listingJsonFormat'>,
  current: ListingJson,
): string | undefined =>
  doc.listingJsonFormat === current.format && typeof doc.listingJson === 'string' ? doc.listingJson : undefined;

/** What a search reads of each listing to answer with the JSON the index kept: no whole document is copied. */
export const LISTING_JSON_ATTRIBUTES: readonly string[] = ['listingJson', 'listingJsonFormat'];

/**
 * Each listing's public JSON, from search hits that read LISTING_JSON_ATTRIBUTES: the JSON the index kept, else
 * (none kept, or kept in another format) made now from the whole listing, read by id (same bytes, checked against the
 * response schema either way). A listing removed in between is left out rather than shown half. `current` is the
 * API's (a test passes another to see JSON of an older format refused).
 */
export async function listingsJson(
  index: SearchIndex,
  hits: ReadonlyArray<{ document: Pick<CatalogueDocument, 'id' | 'listingJson' | 'listingJsonFormat'> }>,
  current: ListingJson = PUBLIC_LISTING_JSON,
): Promise<Array<{ id: string; json: string }>> {
  const kept = hits.map(({ document }) => keptListingJson(document, current));
  // Usually every listing has its JSON kept: then no promise per listing.
  if (!kept.includes(undefined))
    return hits.map(({ document }, position) => ({ id: document.id, json: kept[position]! }));
  const listings = await Promise.all(
    hits.map(async ({ document }, position) => {
      const json = kept[position];
      if (json !== undefined) return { id: document.id, json };
      const whole = (await index.get(CATALOGUE_INDEX, document.id)) as CatalogueDocument | null;
      return whole && { id: whole.id, json: current.of(whole) };
    }),
  );
  return listings.filter((listing) => listing !== null);
}

/**
 * 16 MiB: the UTF-8 of about ten thousand listings, so the listings of the pages people open are encoded once,
 * not on every page that shows them.
 */
const LISTING_BYTES_CAP = 16 * 1024 * 1024;
const PROPERTIES_OPEN = '{"properties":[';
const COMMA = Buffer.from(',');

/**
 * Answers that list listings (catalogue pages, AI answers) as UTF-8, the bytes JSON.stringify gives, copied together
 * from each listing's JSON (made by PUBLIC_LISTING_JSON, so checked against the schema when it was made): encoding a
 * whole answer's string (a rope of listings, flattened first) took a sixth of an uncached page's time. A listing's
 * bytes are kept by id and used only while its JSON is the very same text (a listing changed since gets new ones).
 * One per app, shared by the routes that list listings.
 */
export class ListingPagesWriter {
  private readonly listings = new LRUCache<string, { json: string; bytes: Buffer }>({
    maxSize: LISTING_BYTES_CAP,
    sizeCalculation: (entry, id) => entry.bytes.byteLength + 2 * id.length + 100,
  });

  /** `{"properties":[…],"pagination":{…}}`. */
  page(listings: ReadonlyArray<PageListing>, pagination: Pagination): Buffer {
    return this.between(PROPERTIES_OPEN, listings, `],"pagination":${JSON.stringify(pagination)}}`);
  }

  /** `open`, the listings' JSON separated by commas, then `close`. */
  between(open: string, listings: ReadonlyArray<PageListing>, close: string): Buffer {
    const parts: Buffer[] = [Buffer.from(open)];
    for (const [index, { id, json, extra }] of listings.entries()) {
      if (index > 0) parts.push(COMMA);
      // Peeked, not got: evicted in the order they were made rather than by use (the cap holds a 10,000-listing
      // catalogue whole), so a page only reads here; moving each listing to the recent end cost about 5 % of an
      // uncached page under load.
      let kept = this.listings.peek(id);
      if (kept?.json !== json) this.listings.set(id, (kept = { json, bytes: Buffer.from(json) }));
      // The answer's own fields go inside the listing's object, after the kept bytes (its closing brace left out).
      if (extra) parts.push(kept.bytes.subarray(0, -1), Buffer.from(`,${extra}}`));
      else parts.push(kept.bytes);
    }
    parts.push(Buffer.from(close));
    return Buffer.concat(parts);
  }
}
