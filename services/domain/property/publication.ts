import { validationError } from '../shared/errors.js';
import { unreachable } from '../shared/unreachable.js';
import { isBefore, isOneOf } from '../shared/validation.js';
import { PUBLICATIONS, type Publication, type PublicationState, type PropertyPublicationEvent } from './events.js';
import {
  DRAFT_CANNOT_BE_PAUSED,
  INVALID_PUBLICATION,
  NEW_LISTING_CANNOT_BE_PAUSED,
  PUBLISH_AT_NOT_A_DATE,
  PUBLISH_AT_NOT_FUTURE,
  PUBLISH_AT_ONLY_WHEN_SCHEDULED,
  PUBLISH_AT_REQUIRED,
  PUBLISHED_CANNOT_BE_SCHEDULED,
  PUBLISHED_CANNOT_RETURN_TO_DRAFT,
} from './messages.js';

/** What a person asks for: a publication, and the instant to publish at when it is `scheduled`. */
export interface PublicationRequest {
  publication: Publication;
  publishAt?: string | null;
}

/** The publication part of a listing's state: `everPublished` tells a pause (was public) from a draft (never). */
export interface PublicationHistory extends PublicationState {
  everPublished: boolean;
}

const refuse = (path: 'publication' | 'publishAt', message: string) => validationError(message, [{ path, message }]);

/** The instant a schedule asks for, checked: a date-time to come. Anything else says why it is refused. */
function checkedPublishAt(request: PublicationRequest, now: string): string | null {
  if (request.publication !== 'scheduled') {
    if (request.publishAt != null) throw refuse('publishAt', PUBLISH_AT_ONLY_WHEN_SCHEDULED);
    return null;
  }
  if (request.publishAt == null) throw refuse('publishAt', PUBLISH_AT_REQUIRED);
  if (Number.isNaN(Date.parse(request.publishAt))) throw refuse('publishAt', PUBLISH_AT_NOT_A_DATE);
  if (!isBefore(now, request.publishAt)) throw refuse('publishAt', PUBLISH_AT_NOT_FUTURE);
  return new Date(request.publishAt).toISOString();
}

/** Where a new listing starts: a draft, published at once, or scheduled; never paused (it was never public). */
export function initialPublication(request: PublicationRequest, now: string): PublicationState {
  if (!isOneOf(PUBLICATIONS, request.publication)) throw refuse('publication', INVALID_PUBLICATION);
  if (request.publication === 'paused') throw refuse('publication', NEW_LISTING_CANNOT_BE_PAUSED);
  return { publication: request.publication, publishAt: checkedPublishAt(request, now) };
}

/**
 * The events that take a listing from where it is to the publication asked for; none when it is there already.
 * A listing once public never goes back to draft (it is paused), and a schedule called off returns the listing
 * to what it was before (a draft, or paused).
 */
export function publicationEvents(
  current: PublicationHistory,
  request: PublicationRequest,
  propertyId: string,
  now: string,
): PropertyPublicationEvent[] {
  if (!isOneOf(PUBLICATIONS, request.publication)) throw refuse('publication', INVALID_PUBLICATION);
  const publishAt = checkedPublishAt(request, now);
  const { publication, everPublished } = current;
  switch (request.publication) {
    case 'published':
      if (publication === 'published') return [];
      return [{ type: 'PropertyPublished', data: { propertyId, publishedAt: now, scheduledFor: null } }];
    case 'paused':
      if (publication === 'paused') return [];
      if (publication === 'published') return [{ type: 'PropertyPaused', data: { propertyId, pausedAt: now } }];
      if (publication === 'scheduled' && everPublished)
        return [{ type: 'PropertyScheduleCancelled', data: { propertyId, publication: 'paused', cancelledAt: now } }];
      throw refuse('publication', DRAFT_CANNOT_BE_PAUSED);
    case 'draft':
      if (publication === 'draft') return [];
      if (publication === 'scheduled' && !everPublished)
        return [{ type: 'PropertyScheduleCancelled', data: { propertyId, publication: 'draft', cancelledAt: now } }];
      throw refuse('publication', PUBLISHED_CANNOT_RETURN_TO_DRAFT);
    case 'scheduled':
      if (publication === 'published') throw refuse('publication', PUBLISHED_CANNOT_BE_SCHEDULED);
      if (publication === 'scheduled' && current.publishAt === publishAt) return [];
      return [{ type: 'PropertyPublicationScheduled', data: { propertyId, publishAt: publishAt!, scheduledAt: now } }];
    default:
      return unreachable(request.publication);
  }
}

/** Where a publication event leaves the listing. */
export function evolvePublication(current: PublicationHistory, event: PropertyPublicationEvent): PublicationHistory {
  switch (event.type) {
    case 'PropertyPublished':
      return { publication: 'published', publishAt: null, everPublished: true };
    case 'PropertyPaused':
      return { ...current, publication: 'paused', publishAt: null };
    case 'PropertyPublicationScheduled':
      return { ...current, publication: 'scheduled', publishAt: event.data.publishAt };
    case 'PropertyScheduleCancelled':
      return { ...current, publication: event.data.publication, publishAt: null };
    default:
      return unreachable(event);
  }
}
