import type { DomainEvent } from '../shared/decider.js';

/**
 * Views live in their own stream, not in `property-{id}`: a view must not bump the property's version
 * (admins' saves would then fail with 409) nor wake the projections that rebuild the catalogue.
 */
export const propertyViewsStream = (propertyId: string) => `propertyViews-${propertyId}`;

/** No visitor data is kept: the event only says that the property was seen, and when. */
export type PropertyViewed = DomainEvent<'PropertyViewed', { propertyId: string; viewedAt: string }>;
export type PropertyViewsEvent = PropertyViewed;
export const PROPERTY_VIEWS_EVENT_TYPES = ['PropertyViewed'] as const;
