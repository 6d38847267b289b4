import type { DomainEvent } from '../shared/decider.js';

export const PROPERTY_STATUSES = ['sale', 'rent', 'sold', 'rented'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const ANTIQUITY_VALUES = ['nuevo', '1-5-anos', '6-10-anos', '11-20-anos', '16-30-anos', 'mas-30-anos'] as const;
export type Antiquity = (typeof ANTIQUITY_VALUES)[number];

export const MAX_PHOTOS = 10;

/** Everything an admin edits on a listing. Money in whole COP; areas in m². */
export interface PropertyFields {
  code: string | null;
  title: string;
  description: string;
  address: string;
  price: number;
  status: PropertyStatus;
  propertyTypeId: string;
  municipalityId: string;
  bedrooms: number | null;
  bathrooms: number | null;
  area: number | null;
  builtArea: number | null;
  privateArea: number | null;
  parkingSpaces: number | null;
  stratum: number | null;
  administration: number | null;
  floor: number | null;
  totalFloors: number | null;
  antiquity: Antiquity | null;
  acceptsExchange: boolean;
  isRemodeled: boolean;
  featured: boolean;
  /** URLs or local paths (/photos/…, /public-objects/…); at most MAX_PHOTOS. */
  photos: string[];
  /** https URL of the 360° tour. */
  matterportUrl: string | null;
  characteristicIds: string[];
}

export const propertyStream = (propertyId: string) => `property-${propertyId}`;

export type PropertyListed = DomainEvent<'PropertyListed', { propertyId: string; listedAt: string } & PropertyFields>;
/** Carries only the fields that changed. */
export type PropertyRevised = DomainEvent<
  'PropertyRevised',
  { propertyId: string; changes: Partial<PropertyFields>; revisedAt: string }
>;
export type PropertyPhotosReplaced = DomainEvent<
  'PropertyPhotosReplaced',
  { propertyId: string; photos: string[]; replacedAt: string }
>;
export type PropertyDelisted = DomainEvent<'PropertyDelisted', { propertyId: string; delistedAt: string }>;
/**
 * Carries the listing as it was when delisted (and when it was first listed), so projections re-create their
 * documents from this event alone, without looking anything up.
 */
export type PropertyRestored = DomainEvent<
  'PropertyRestored',
  { propertyId: string; listedAt: string; restoredAt: string } & PropertyFields
>;

export type PropertyEvent =
  PropertyListed | PropertyRevised | PropertyPhotosReplaced | PropertyDelisted | PropertyRestored;
export const PROPERTY_EVENT_TYPES = [
  'PropertyListed',
  'PropertyRevised',
  'PropertyPhotosReplaced',
  'PropertyDelisted',
  'PropertyRestored',
] as const;
