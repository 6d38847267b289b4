import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { PropertyCreateSchema, PropertyDto } from '../../../lib/api-contract';
import type { Publication } from '../../../lib/admin/admin-status';
import { colombianIso } from '../../../lib/admin/colombian-dates';

/**
 * What the form holds: text as typed (the API's schema reads "450.000.000", "85,5" or "" itself), so nothing
 * typed is lost to a premature conversion, and the booleans and lists as they are.
 */
export interface PropertyFormValues {
  title: string;
  code: string;
  description: string;
  address: string;
  price: string;
  status: PropertyDto['status'];
  propertyTypeId: string;
  municipalityId: string;
  bedrooms: string;
  bathrooms: string;
  parkingSpaces: string;
  stratum: string;
  floor: string;
  totalFloors: string;
  area: string;
  builtArea: string;
  privateArea: string;
  administration: string;
  antiquity: string;
  matterportUrl: string;
  /** As pasted: the API keeps it in its normalized address. */
  videoUrl: string;
  acceptsExchange: boolean;
  isRemodeled: boolean;
  featured: boolean;
  photos: string[];
  /** The images marked «Es un plano», apart from the photos. */
  plans: string[];
  characteristicIds: string[];
  /** Who may see it: the buttons set it (Guardar borrador, Publicar, Pausar), the schedule switch to `scheduled`. */
  publication: Publication;
  /** ISO-8601 with Colombia's offset ("2026-12-01T08:00:00-05:00") while scheduled; '' otherwise. */
  publishAt: string;
  /** The true point, and whether visitors see it (`exact`) or an area around it; null: no location. */
  location: { lat: number; lng: number; exact: boolean } | null;
}

export type PropertyField = keyof PropertyFormValues;

/** SPEC §5: a new listing is for sale, with no photos, characteristics or flags. */
export const EMPTY_PROPERTY_FORM: PropertyFormValues = {
  title: '',
  code: '',
  description: '',
  address: '',
  price: '',
  status: 'sale',
  propertyTypeId: '',
  municipalityId: '',
  bedrooms: '',
  bathrooms: '',
  parkingSpaces: '',
  stratum: '',
  floor: '',
  totalFloors: '',
  area: '',
  builtArea: '',
  privateArea: '',
  administration: '',
  antiquity: '',
  matterportUrl: '',
  videoUrl: '',
  acceptsExchange: false,
  isRemodeled: false,
  featured: false,
  photos: [],
  plans: [],
  characteristicIds: [],
  publication: 'published',
  publishAt: '',
  location: null,
};

const asText = (value: string | number | null) => (value === null ? '' : String(value));
/** Areas come as "85.5"; Colombians write the decimal comma. */
const asArea = (value: string | null) => (value === null ? '' : value.replace('.', ','));

export function formValuesFromProperty(property: PropertyDto): PropertyFormValues {
  return {
    title: property.title,
    code: property.code ?? '',
    description: property.description,
    address: property.address,
    price: property.price,
    status: property.status,
    propertyTypeId: property.propertyTypeId,
    municipalityId: property.municipalityId,
    bedrooms: asText(property.bedrooms),
    bathrooms: asText(property.bathrooms),
    parkingSpaces: asText(property.parkingSpaces),
    stratum: asText(property.stratum),
    floor: asText(property.floor),
    totalFloors: asText(property.totalFloors),
    area: asArea(property.area),
    builtArea: asArea(property.builtArea),
    privateArea: asArea(property.privateArea),
    administration: asText(property.administration),
    antiquity: property.antiquity ?? '',
    matterportUrl: property.matterportUrl ?? '',
    videoUrl: property.videoUrl ?? '',
    acceptsExchange: property.acceptsExchange,
    isRemodeled: property.isRemodeled,
    featured: property.featured,
    photos: [...property.photos],
    plans: [...property.plans],
    characteristicIds: [...property.characteristicIds],
    // Staff read every listing with its publication; one without is public (as the API says of older listings).
    publication: property.publication ?? 'published',
    publishAt: property.publishAt ? colombianIso(property.publishAt) : '',
    location: property.exactLocation ?? null,
  };
}

const comparable = (value: PropertyFormValues[PropertyField]) =>
  typeof value === 'object' && value !== null
    ? JSON.stringify(value)
    : typeof value === 'string'
      ? value.trim()
      : value;

/** The fields whose values differ between two versions of the form, in the form's order. */
export function changedFields(before: PropertyFormValues, after: PropertyFormValues): PropertyField[] {
  return (Object.keys(EMPTY_PROPERTY_FORM) as PropertyField[]).filter(
    (field) => comparable(before[field]) !== comparable(after[field]),
  );
}

/** What an update sends: only what the admin changed, so saving never rewrites a field someone else edited. */
export function updateBody(
  base: PropertyFormValues,
  typed: PropertyFormValues,
  version: number,
): Partial<PropertyFormValues> & { version: number } {
  const body: Partial<Record<PropertyField, unknown>> = {};
  for (const field of changedFields(base, typed)) body[field] = typed[field];
  // A new date means nothing without the publication it is for (the API refuses a date alone).
  if ('publishAt' in body) body.publication = typed.publication;
  return { ...(body as Partial<PropertyFormValues>), version };
}

/** The form's labels, also used to say which fields someone else changed. */
export const FIELD_LABEL: Record<PropertyField, string> = {
  title: 'Título',
  code: 'Código',
  description: 'Descripción',
  address: 'Dirección',
  price: 'Precio',
  status: 'Estado',
  propertyTypeId: 'Tipo de propiedad',
  municipalityId: 'Municipio',
  bedrooms: 'Habitaciones',
  bathrooms: 'Baños',
  parkingSpaces: 'Parqueaderos',
  stratum: 'Estrato',
  floor: 'Piso',
  totalFloors: 'Pisos del edificio',
  area: 'Área (m²)',
  builtArea: 'Área construida (m²)',
  privateArea: 'Área privada (m²)',
  administration: 'Administración',
  antiquity: 'Antigüedad',
  matterportUrl: 'Tour virtual 360°',
  videoUrl: 'Video',
  acceptsExchange: 'Acepta permuta',
  isRemodeled: 'Remodelada',
  featured: 'Destacada',
  photos: 'Fotos',
  plans: 'Planos',
  characteristicIds: 'Características',
  publication: 'Publicación',
  publishAt: 'Fecha de publicación',
  location: 'Ubicación',
};

/** What the admin started from, as last saved: an update sends only what differs from it, with its version. */
export interface SavedBase {
  values: PropertyFormValues;
  version: number;
}

/** The editor's form: what it holds as typed, and what the API's schema makes of it. */
export type PropertyForm = UseFormReturn<PropertyFormValues, unknown, z.output<typeof PropertyCreateSchema>>;
