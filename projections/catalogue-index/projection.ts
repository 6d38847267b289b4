import type { Embedder } from '../../infra/ports/embedder.js';
import type { IndexDocument, IndexSettings } from '../../infra/ports/search-index.js';
import type { DocumentProjection } from '../runner/projection.js';
import {
  MASTER_DATA_EVENT_TYPES,
  type MasterDataEvent,
  type MasterDataKind,
} from '../../services/domain/master-data/events.js';
import { availabilityRank } from '../../services/domain/property/availability.js';
import { PROPERTY_EVENT_TYPES } from '../../services/domain/property/events.js';
import { publicPoint } from '../../services/domain/property/location.js';
import { pricePerM2 } from '../../services/domain/property/price-per-m2.js';
import { asDomain } from '../runner/recorded.js';
import { masterDataDocumentId } from '../master-data/projection.js';
import { evolveProperty, type PropertyDocument } from '../properties/projection.js';

export const CATALOGUE_INDEX = 'catalogue';

/**
 * The catalogue index holds the same documents as the properties read model, plus names to search by: every listing,
 * published or not (the staff's table searches them all). Visitors read it through `publishedCatalogue`.
 */
export interface CatalogueDocument extends PropertyDocument {
  propertyTypeName: string;
  municipalityName: string;
  characteristicNames: string[];
  /** Taken from the address, so a search can require "en Chapinero" exactly. */
  neighbourhood: string;
  /** Whole pesos per m² of `area`; null without an area (such listings sort last). */
  pricePerM2: number | null;
  /** 0 on the market, 1 sold or rented: the catalogue sorts by it first so available listings come first. */
  availabilityRank: 0 | 1;
  /**
   * The point visitors are shown (the approximate one unless the listing's is exact), under the name Meilisearch
   * filters by (`_geoBoundingBox`): a `bbox` search never reveals more than the map would. Absent without a location.
   */
  _geo?: { lat: number; lng: number };
  /** The listing as the API answers it, serialised when it was indexed (see ListingJson); absent without one. */
  listingJson?: string;
  /** Which ListingJson.format wrote `listingJson`: one written by other code is not used. */
  listingJsonFormat?: string;
}

/**
 * The API's public JSON for a listing, made once when the listing is indexed instead of on every catalogue page that
 * shows it. The API owns the shape, so the composition root hands it in. `format` names what `of` writes and is
 * computed from it (a fingerprint of the response schema and of the serialiser's output), never bumped by hand: a
 * shape changed without rebuilding the index cannot go unnoticed.
 */
export interface ListingJson {
  format: string;
  of(doc: CatalogueDocument): string;
}

/**
 * Addresses are written "street, neighbourhood, city" ("Calle 63 # 9-45, Chapinero, Bogotá"); the part
 * before the city is the neighbourhood. An address without that shape has none.
 */
function neighbourhoodOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length >= 3 ? parts[parts.length - 2]! : '';
}

/** Names of master data by `${kind}:${id}`, as of the event being projected. */
export type MasterDataNames = Readonly<Record<string, string>>;

/**
 * The index searches by names, which property events do not carry. They come from the master-data events
 * this projection reads itself (a lookup), never from the master-data read model: that would make the
 * index depend on another projection's progress and on the order the two run or are rebuilt in.
 * A name is resolved when the property's event is projected; an unknown or removed item has none ('').
 */
export const catalogueIndexProjection: DocumentProjection<CatalogueDocument, MasterDataNames> = {
  name: 'catalogue-index',
  canHandle: PROPERTY_EVENT_TYPES,
  lookup: {
    types: MASTER_DATA_EVENT_TYPES,
    initial: () => ({}),
    fold: (names, recorded) => {
      const event = asDomain<MasterDataEvent>(recorded);
      const key = masterDataDocumentId(event.data.kind, event.data.id);
      if (event.type === 'MasterDataItemAdded') return { ...names, [key]: event.data.name };
      const { [key]: _removed, ...rest } = names;
      return rest;
    },
  },
  documentId: (event) => String(event.data.propertyId),
  evolve: (doc, event, names) => {
    // `Omit` over an index-signature type keeps only the signature, so the fields need naming again.
    const evolved = evolveProperty(doc, event) as (PropertyDocument & Pick<CatalogueDocument, '_geo'>) | null;
    if (!evolved) return null;
    // Made again from the location each time, so a location taken away takes its point with it.
    const { _geo: _previous, ...property } = evolved;
    const shown = property.location ? publicPoint(property.id, property.location) : null;
    const name = (kind: MasterDataKind, id: string) => names[masterDataDocumentId(kind, id)] ?? '';
    return {
      ...property,
      propertyTypeName: name('property-type', property.propertyTypeId),
      municipalityName: name('municipality', property.municipalityId),
      // Same order as characteristicIds ('' for an unknown id), so answers can pair them by position.
      characteristicNames: property.characteristicIds.map((id) => name('characteristic', id)),
      neighbourhood: neighbourhoodOf(property.address),
      pricePerM2: pricePerM2(property.price, property.area),
      availabilityRank: availabilityRank(property.status),
      ...(shown ? { _geo: { lat: shown.lat, lng: shown.lng } } : {}),
    };
  },
};

export const catalogueIndexSettings = (embedder: Embedder): IndexSettings => ({
  searchable: [
    'title',
    'propertyTypeName',
    'municipalityName',
    'neighbourhood',
    'address',
    'characteristicNames',
    'code',
    'description',
  ],
  filterable: [
    'status',
    'propertyTypeId',
    'municipalityId',
    'price',
    'area',
    'bedrooms',
    'bathrooms',
    'parkingSpaces',
    'stratum',
    'floor',
    'featured',
    'characteristicIds',
    'acceptsExchange',
    'isRemodeled',
    'antiquity',
    'neighbourhood',
    'id',
    'publication',
    'agentId',
    '_geo',
  ],
  sortable: [
    'createdAt',
    'price',
    'area',
    'bedrooms',
    'featured',
    'pricePerM2',
    'availabilityRank',
    'updatedAt',
    'title',
    'code',
    'propertyTypeName',
    'municipalityName',
    'status',
    'publication',
    'agentId',
    // The distance sort (`_geoPoint` in Meilisearch, which needs it here).
    '_geo',
  ],
  synonyms: [
    ['apartamento', 'apto', 'apartamentos', 'aptos'],
    ['arriendo', 'alquiler', 'renta', 'arrendamiento'],
    ['parqueadero', 'garaje', 'estacionamiento'],
    ['habitacion', 'alcoba', 'cuarto', 'dormitorio'],
    ['bogota', 'bogotá'],
  ],
  vectorDimensions: embedder.dimensions,
});

/**
 * Adds the listing's vector, made from what the listing means (title, type, place, description, features), and its
 * public JSON when the caller gave a way to make it.
 */
export function decorateForSearch(embedder: Embedder, listingJson?: ListingJson) {
  return async (doc: CatalogueDocument): Promise<IndexDocument> => {
    const meaning = [
      doc.title,
      doc.propertyTypeName,
      doc.neighbourhood,
      doc.description,
      ...doc.characteristicNames,
    ].join('. ');
    const { listingJson: _stale, listingJsonFormat: _staleFormat, ...fields } = doc;
    return {
      ...fields,
      ...(listingJson ? { listingJson: listingJson.of(fields), listingJsonFormat: listingJson.format } : {}),
      _vector: await embedder.embed(meaning),
    };
  };
}
