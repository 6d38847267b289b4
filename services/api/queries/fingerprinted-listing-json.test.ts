import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EmbeddedSearchIndex } from '../../../infra/search-embedded/embedded-search-index.js';
import { CATALOGUE_INDEX, type CatalogueDocument } from '../../../projections/catalogue-index/projection.js';
import { PropertySchema } from '../schemas/property.js';
import { LISTING_JSON_ATTRIBUTES, listingsJson } from './catalogue-page.js';
import { fingerprintedListingJson, SAMPLE_LISTINGS } from './fingerprinted-listing-json.js';
import { catalogueDocumentToDto, PUBLIC_LISTING_JSON } from './property-dto.js';

/** The DTO as a later version of the API might answer it: one field more. */
const withExtra = fingerprintedListingJson(PropertySchema.extend({ extra: z.string() }), (doc) => ({
  ...catalogueDocumentToDto(doc),
  extra: 'nuevo',
}));

/** An index whose listings kept their JSON as PUBLIC_LISTING_JSON writes it, as the projection indexes them. */
async function indexWrittenByTheCurrentCode(): Promise<EmbeddedSearchIndex> {
  const index = new EmbeddedSearchIndex();
  await index.ensure(CATALOGUE_INDEX, { searchable: ['title'], filterable: ['id'], sortable: [], vectorDimensions: 0 });
  await index.upsert(
    CATALOGUE_INDEX,
    SAMPLE_LISTINGS.map((doc) => ({
      ...doc,
      listingJson: PUBLIC_LISTING_JSON.of(doc),
      listingJsonFormat: PUBLIC_LISTING_JSON.format,
    })),
  );
  return index;
}

const hitsOf = async (index: EmbeddedSearchIndex) =>
  (
    await index.search<CatalogueDocument>(CATALOGUE_INDEX, {
      attributes: LISTING_JSON_ATTRIBUTES,
      limit: SAMPLE_LISTINGS.length,
    })
  ).hits;

describe('the listing JSON format is computed from the DTO schema and the serialiser', () => {
  it('is the same for the same schema and serialiser, whoever builds it', () => {
    expect(fingerprintedListingJson(PropertySchema, catalogueDocumentToDto).format).toBe(PUBLIC_LISTING_JSON.format);
  });

  it('changes when the schema changes', () => {
    const extended = fingerprintedListingJson(PropertySchema.extend({ extra: z.string().optional() }), (doc) =>
      catalogueDocumentToDto(doc),
    );
    expect(extended.format).not.toBe(PUBLIC_LISTING_JSON.format);
    expect(withExtra.format).not.toBe(PUBLIC_LISTING_JSON.format);
  });

  it('changes when the serialiser writes a field differently under the same schema', () => {
    const titled = fingerprintedListingJson(PropertySchema, (doc) => ({
      ...catalogueDocumentToDto(doc),
      title: doc.title.toUpperCase(),
    }));
    expect(titled.format).not.toBe(PUBLIC_LISTING_JSON.format);
  });
});

describe('listing JSON kept in an older format', () => {
  it('is used while the format is the current one', async () => {
    const index = await indexWrittenByTheCurrentCode();
    const listings = await listingsJson(index, await hitsOf(index));
    expect(listings.map(({ json }) => json)).toEqual(SAMPLE_LISTINGS.map((doc) => PUBLIC_LISTING_JSON.of(doc)));
  });

  it('is refused once the schema changed, and the page is serialised from the stored fields in the new shape', async () => {
    const index = await indexWrittenByTheCurrentCode();
    const listings = await listingsJson(index, await hitsOf(index), withExtra);
    expect(listings.map(({ id }) => id)).toEqual(SAMPLE_LISTINGS.map((doc) => doc.id));
    for (const [position, { json }] of listings.entries()) {
      const sample = SAMPLE_LISTINGS[position]!;
      expect(json).toBe(withExtra.of(sample));
      expect(JSON.parse(json)).toEqual({ ...JSON.parse(PUBLIC_LISTING_JSON.of(sample)), extra: 'nuevo' });
    }
  });
});
