import { publicPoint } from '../../domain/property/location.js';
import { pricePerM2 } from '../../domain/property/price-per-m2.js';
import { propertySlug } from '../../domain/shared/slugify.js';
import type { CatalogueDocument, ListingJson } from '../../../projections/catalogue-index/projection.js';
import type { PropertyDocument } from '../../../projections/properties/projection.js';
import { PropertySchema, type PropertyDto } from '../schemas/property.js';
import { fingerprintedListingJson } from './fingerprinted-listing-json.js';
import type { NameLookup } from './master-data-names.js';

const numericString = (value: number | null) => (value === null ? null : String(value));

/** What visitors are shown; absent from documents projected before locations existed. */
const publicLocation = (doc: Pick<PropertyDocument, 'id' | 'location'>) =>
  doc.location ? publicPoint(doc.id, doc.location) : null;

/** Absent from documents projected before plans and videos existed: they had neither. */
function mediaOf(doc: PropertyDocument): Pick<PropertyDto, 'plans' | 'videoUrl'> {
  const { plans, videoUrl } = doc as Partial<Pick<PropertyDocument, 'plans' | 'videoUrl'>>;
  return { plans: plans ?? [], videoUrl: videoUrl ?? null };
}

function toDto(
  doc: PropertyDocument,
  names: Pick<PropertyDto, 'propertyType' | 'municipality' | 'characteristics'>,
): PropertyDto {
  return {
    id: doc.id,
    slug: propertySlug(doc.title, doc.id),
    code: doc.code,
    title: doc.title,
    description: doc.description,
    address: doc.address,
    price: String(doc.price),
    status: doc.status,
    propertyTypeId: doc.propertyTypeId,
    municipalityId: doc.municipalityId,
    ...names,
    bedrooms: doc.bedrooms,
    bathrooms: doc.bathrooms,
    area: numericString(doc.area),
    builtArea: numericString(doc.builtArea),
    privateArea: numericString(doc.privateArea),
    parkingSpaces: doc.parkingSpaces,
    stratum: doc.stratum,
    administration: numericString(doc.administration),
    floor: doc.floor,
    totalFloors: doc.totalFloors,
    antiquity: doc.antiquity,
    acceptsExchange: doc.acceptsExchange,
    isRemodeled: doc.isRemodeled,
    featured: doc.featured,
    photos: doc.photos,
    ...mediaOf(doc),
    matterportUrl: doc.matterportUrl,
    characteristicIds: doc.characteristicIds,
    pricePerM2: pricePerM2(doc.price, doc.area),
    location: publicLocation(doc),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    version: doc.version,
  };
}

/** From the catalogue index, whose documents already carry the names. */
export function catalogueDocumentToDto(doc: CatalogueDocument): PropertyDto {
  return toDto(doc, {
    propertyType: doc.propertyTypeName ? { id: doc.propertyTypeId, name: doc.propertyTypeName } : null,
    municipality: doc.municipalityName ? { id: doc.municipalityId, name: doc.municipalityName } : null,
    characteristics: doc.characteristicIds
      .map((id, index) => ({ id, name: doc.characteristicNames[index] ?? '' }))
      .filter((item) => item.name !== ''),
  });
}

/** From the properties read model, looking the names up. */
export async function propertyDocumentToDto(doc: PropertyDocument, names: NameLookup): Promise<PropertyDto> {
  const characteristics = await Promise.all(doc.characteristicIds.map((id) => names('characteristic', id)));
  return toDto(doc, {
    propertyType: await names('property-type', doc.propertyTypeId),
    municipality: await names('municipality', doc.municipalityId),
    characteristics: characteristics.filter((item) => item !== null),
  });
}

/**
 * A listing's public JSON as the catalogue answers it, checked against the response schema: kept in the catalogue
 * index when the listing is indexed. Its format is a fingerprint of the schema and of what this writes, so an index
 * written by earlier code goes unused until it is rebuilt instead of answering in the old shape.
 */
export const PUBLIC_LISTING_JSON: ListingJson = fingerprintedListingJson(PropertySchema, catalogueDocumentToDto);
