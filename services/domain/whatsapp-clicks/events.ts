import type { DomainEvent } from '../shared/decider.js';

/**
 * Clicks on a listing's WhatsApp button, in a stream of their own per property (as views are): a click
 * must neither bump the property's version nor wake the projections that rebuild the catalogue.
 */
export const whatsAppClicksStream = (propertyId: string) => `whatsAppClicks-${propertyId}`;

/** No visitor data is kept: the event only says that someone chose to write about the property, and when. */
export type WhatsAppClicked = DomainEvent<'WhatsAppClicked', { propertyId: string; clickedAt: string }>;
export type WhatsAppClicksEvent = WhatsAppClicked;
export const WHATSAPP_CLICKS_EVENT_TYPES = ['WhatsAppClicked'] as const;
