import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { CatalogueDocument, ListingJson } from '../../../projections/catalogue-index/projection.js';

/**
 * Two listings the serialiser is run on to fingerprint what it writes: one with every field filled and one with every
 * optional field empty, so a change to how any field is written (a number made a string, a null left out, a name
 * paired differently) shows in one of them.
 */
export const SAMPLE_LISTINGS: readonly CatalogueDocument[] = [
  {
    id: 'muestra-completa',
    _position: '7',
    code: 'APTO-1',
    title: 'Apartamento con balcón en Chapinero',
    description: 'Luminoso, con vista a los cerros.',
    address: 'Calle 63 # 9-45, Chapinero, Bogotá',
    price: 650_000_000,
    status: 'sale',
    propertyTypeId: 'apartamento',
    municipalityId: 'bogota',
    bedrooms: 3,
    bathrooms: 2,
    area: 85.5,
    builtArea: 90,
    privateArea: 80,
    parkingSpaces: 1,
    stratum: 4,
    administration: 420_000,
    floor: 5,
    totalFloors: 12,
    antiquity: '1-5-anos',
    acceptsExchange: true,
    isRemodeled: true,
    featured: true,
    photos: ['/photos/muestra/800.webp'],
    plans: ['/photos/muestra-plano/800.webp'],
    matterportUrl: 'https://my.matterport.com/show/?m=muestra',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    characteristicIds: ['balcon', 'desconocida'],
    location: { lat: 4.6486, lng: -74.0628, exact: false },
    _geo: { lat: 4.6501, lng: -74.0611 },
    publication: 'published',
    publishAt: null,
    agentId: 'asesor-1',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    version: 2,
    propertyTypeName: 'Apartamento',
    municipalityName: 'Bogotá',
    characteristicNames: ['Balcón', ''],
    neighbourhood: 'Chapinero',
    pricePerM2: 7_602_339,
    availabilityRank: 0,
  },
  {
    id: 'muestra-vacia',
    _position: '8',
    code: null,
    title: 'Lote',
    description: '',
    address: '',
    price: 1,
    status: 'rented',
    propertyTypeId: 'tipo-eliminado',
    municipalityId: 'municipio-eliminado',
    bedrooms: null,
    bathrooms: null,
    area: null,
    builtArea: null,
    privateArea: null,
    parkingSpaces: null,
    stratum: null,
    administration: null,
    floor: null,
    totalFloors: null,
    antiquity: null,
    acceptsExchange: false,
    isRemodeled: false,
    featured: false,
    photos: [],
    plans: [],
    matterportUrl: null,
    videoUrl: null,
    characteristicIds: [],
    location: null,
    publication: 'scheduled',
    publishAt: '2026-12-01T13:00:00.000Z',
    agentId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    propertyTypeName: '',
    municipalityName: '',
    characteristicNames: [],
    neighbourhood: '',
    pricePerM2: null,
    availabilityRank: 1,
  },
];

/**
 * A listing's public JSON made with `schema` (checked against it) from what `toDto` makes of the indexed document.
 * Its `format` is computed, never written by hand: a digest of the schema (as JSON Schema) and of what the serialiser
 * writes for SAMPLE_LISTINGS. Changing the response schema or the mapping changes it, so JSON the index kept from
 * earlier code is refused (the page is serialised from the listing's fields instead) and the index's snapshot is
 * discarded; a change that alters neither (a comment, a rename, a faster mapping) keeps the kept JSON in use.
 */
export function fingerprintedListingJson<S extends z.ZodType>(
  schema: S,
  toDto: (doc: CatalogueDocument) => z.input<S>,
): ListingJson {
  const of = (doc: CatalogueDocument) => JSON.stringify(schema.parse(toDto(doc)));
  const digest = createHash('sha256').update(JSON.stringify(z.toJSONSchema(schema)));
  for (const sample of SAMPLE_LISTINGS) digest.update('\n').update(of(sample));
  // 64 bits tell formats apart well enough, and every indexed listing carries this string.
  return { format: digest.digest('hex').slice(0, 16), of };
}
