import type { DomainEvent } from '../shared/decider.js';
import type { PropertyLocation } from './location.js';

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
  /** URLs or local paths (/photos/…, /public-objects/…); at most MAX_PHOTOS, plans included. */
  photos: string[];
  /**
   * The floor plans («Planos»), in order: images like the photos, shown apart from them. Kept out of `photos`, so
   * a plan is never the cover and nothing that shows a listing's photos shows its plans. Empty for listings stored
   * before plans existed (v4).
   */
  plans: string[];
  /** https URL of the 360° tour. */
  matterportUrl: string | null;
  /** A YouTube or Vimeo video, in its normalized address (video.ts); null without one, and for listings before v4. */
  videoUrl: string | null;
  characteristicIds: string[];
  /** The true point, and whether visitors may see it; null for listings stored before locations existed (v3). */
  location: PropertyLocation | null;
}

/**
 * Who may see a listing, apart from what it offers (its status: sale, rent, sold, rented). Visitors see `published`
 * only; a `draft` has never been public, a `paused` one was and is hidden with its history kept, a `scheduled` one is
 * published by the system at `publishAt`.
 */
export const PUBLICATIONS = ['draft', 'published', 'paused', 'scheduled'] as const;
export type Publication = (typeof PUBLICATIONS)[number];

/** `publishAt` (an ISO-8601 instant) is set exactly when the listing is `scheduled`. */
export interface PublicationState {
  publication: Publication;
  publishAt: string | null;
}

/** What a listing is besides its fields: who may see it, and the asesor in charge (null: the agency itself). */
export interface ListingPlacement extends PublicationState {
  agentId: string | null;
}

export const propertyStream = (propertyId: string) => `property-${propertyId}`;

/**
 * v2 added the placement (listings stored before it were public at once and had no asesor); v3, the location; v4, the
 * plans and the video.
 */
export type PropertyListed = DomainEvent<
  'PropertyListed',
  { propertyId: string; listedAt: string } & PropertyFields & ListingPlacement
>;
/** Carries only the fields that changed. */
export type PropertyRevised = DomainEvent<
  'PropertyRevised',
  { propertyId: string; changes: Partial<PropertyFields>; revisedAt: string }
>;
/** The photos and the plans as they are now, both (a photo marked as a plan moves from one to the other); v2: plans. */
export type PropertyPhotosReplaced = DomainEvent<
  'PropertyPhotosReplaced',
  { propertyId: string; photos: string[]; plans: string[]; replacedAt: string }
>;
export type PropertyDelisted = DomainEvent<'PropertyDelisted', { propertyId: string; delistedAt: string }>;
/**
 * Carries the listing as it was when delisted (and when it was first listed), so projections re-create their
 * documents from this event alone, without looking anything up. v2 added the placement; v3, the location; v4, the
 * plans and the video.
 */
export type PropertyRestored = DomainEvent<
  'PropertyRestored',
  { propertyId: string; listedAt: string; restoredAt: string } & PropertyFields & ListingPlacement
>;

/** `scheduledFor`: the instant it had been scheduled for, when the system published it; null when a person did. */
export type PropertyPublished = DomainEvent<
  'PropertyPublished',
  { propertyId: string; publishedAt: string; scheduledFor: string | null }
>;
export type PropertyPaused = DomainEvent<'PropertyPaused', { propertyId: string; pausedAt: string }>;
export type PropertyPublicationScheduled = DomainEvent<
  'PropertyPublicationScheduled',
  { propertyId: string; publishAt: string; scheduledAt: string }
>;
/** A schedule called off: the listing goes back to what it was before (a draft, or paused if it had been public). */
export type PropertyScheduleCancelled = DomainEvent<
  'PropertyScheduleCancelled',
  { propertyId: string; publication: 'draft' | 'paused'; cancelledAt: string }
>;
export type PropertyAgentAssigned = DomainEvent<
  'PropertyAgentAssigned',
  { propertyId: string; agentId: string | null; assignedAt: string }
>;

export type PropertyPublicationEvent =
  PropertyPublished | PropertyPaused | PropertyPublicationScheduled | PropertyScheduleCancelled;

export type PropertyEvent =
  | PropertyListed
  | PropertyRevised
  | PropertyPhotosReplaced
  | PropertyDelisted
  | PropertyRestored
  | PropertyPublicationEvent
  | PropertyAgentAssigned;
export const PROPERTY_EVENT_TYPES = [
  'PropertyListed',
  'PropertyRevised',
  'PropertyPhotosReplaced',
  'PropertyDelisted',
  'PropertyRestored',
  'PropertyPublished',
  'PropertyPaused',
  'PropertyPublicationScheduled',
  'PropertyScheduleCancelled',
  'PropertyAgentAssigned',
] as const;
