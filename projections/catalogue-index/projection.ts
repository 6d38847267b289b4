import type { Embedder } from '../../infra/ports/embedder.js';
import type { IndexDocument, IndexSettings } from '../../infra/ports/search-index.js';
import type { DocumentProjection } from '../runner/projection.js';
import type { ReadModels } from '../runner/read-models.js';
import type { MasterDataDocument } from '../master-data/projection.js';
import { masterDataDocumentId } from '../master-data/projection.js';
import { evolveProperty, type PropertyDocument } from '../properties/projection.js';

export const CATALOGUE_INDEX = 'catalogue';

/** The catalogue index holds the same documents as the properties read model, plus names to search by. */
export interface CatalogueDocument extends PropertyDocument {
  propertyTypeName: string;
  municipalityName: string;
  characteristicNames: string[];
  /** Taken from the address, so a search can require "en Chapinero" exactly. */
  neighbourhood: string;
}

/**
 * Addresses are written "street, neighbourhood, city" ("Calle 63 # 9-45, Chapinero, Bogotá"); the part
 * before the city is the neighbourhood. An address without that shape has none.
 */
export function neighbourhoodOf(address: string): string {
  const parts = address.split(',').map((part) => part.trim()).filter(Boolean);
  return parts.length >= 3 ? parts[parts.length - 2]! : '';
}

export const catalogueIndexProjection: DocumentProjection<PropertyDocument> = {
  name: 'catalogue-index',
  canHandle: ['PropertyListed', 'PropertyRevised', 'PropertyPhotosReplaced', 'PropertyDelisted'],
  documentId: (event) => String(event.data.propertyId),
  evolve: evolveProperty,
};

export const catalogueIndexSettings = (embedder: Embedder): IndexSettings => ({
  searchable: ['title', 'propertyTypeName', 'municipalityName', 'neighbourhood', 'address', 'characteristicNames', 'code', 'description'],
  filterable: [
    'status', 'propertyTypeId', 'municipalityId', 'price', 'area', 'bedrooms', 'bathrooms', 'parkingSpaces', 'stratum',
    'featured', 'characteristicIds', 'acceptsExchange', 'isRemodeled', 'antiquity', 'neighbourhood', 'id',
  ],
  sortable: ['createdAt', 'price', 'area', 'bedrooms', 'featured'],
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
 * Adds names, the neighbourhood and the listing's vector. Names come from the master-data read model. The projector runs master data before this index in the
 * same pass, so the names of everything a property refers to are already there.
 */
export function decorateForSearch(readModels: ReadModels, embedder: Embedder) {
  return async (doc: PropertyDocument): Promise<IndexDocument> => {
    const masterData = await readModels.collection<MasterDataDocument>('master-data');
    const name = async (id: string) => (await masterData.get(id))?.name ?? '';
    const characteristicNames = await Promise.all(doc.characteristicIds.map((id) => name(masterDataDocumentId('characteristic', id))));
    const decorated: CatalogueDocument = {
      ...doc,
      propertyTypeName: await name(masterDataDocumentId('property-type', doc.propertyTypeId)),
      municipalityName: await name(masterDataDocumentId('municipality', doc.municipalityId)),
      // Same order as characteristicIds ('' for an unknown id), so answers can pair them by position.
      characteristicNames,
      neighbourhood: neighbourhoodOf(doc.address),
    };
    const meaning = [decorated.title, decorated.propertyTypeName, decorated.neighbourhood, decorated.description, ...characteristicNames].join('. ');
    return { ...decorated, _vector: await embedder.embed(meaning) };
  };
}
