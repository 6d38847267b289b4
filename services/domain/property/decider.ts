import type { Decider } from '../shared/decider.js';
import { conflict, forbidden, notFound } from '../shared/errors.js';
import { unreachable } from '../shared/unreachable.js';
import {
  changedFields,
  FieldChecks,
  hasProtocol,
  isBefore,
  isBlank,
  isNonNegativeInteger,
  isNonNegativeNumber,
  isOneOf,
} from '../shared/validation.js';
import type { PropertyCommand } from './commands.js';
import { ANTIQUITY_VALUES, MAX_PHOTOS, PROPERTY_STATUSES, type PropertyEvent, type PropertyFields } from './events.js';
import { isInsideColombia } from './location.js';
import { evolvePublication, initialPublication, publicationEvents, type PublicationHistory } from './publication.js';
import {
  ADDRESS_REQUIRED,
  ASSIGNED_BY_ADMIN,
  INVALID_ANTIQUITY,
  INVALID_STATUS,
  INVALID_STRATUM,
  LOCATION_OUTSIDE_COLOMBIA,
  MUNICIPALITY_REQUIRED,
  NOT_YOUR_LISTING,
  PHOTO_AND_PLAN,
  PRICE_NOT_POSITIVE,
  PRICE_NOT_WHOLE_PESOS,
  PROPERTY_NOT_DELETED,
  PROPERTY_TYPE_REQUIRED,
  TITLE_REQUIRED,
  TOO_MANY_PHOTOS,
  TOUR_URL_NOT_HTTPS,
  VIDEO_URL_NOT_SUPPORTED,
} from './messages.js';
import { normalizeVideoUrl } from './video.js';

interface Listing {
  propertyId: string;
  fields: PropertyFields;
  listedAt: string;
  placement: PublicationHistory & { agentId: string | null };
}

export type PropertyState =
  | { status: 'empty' }
  | ({ status: 'listed'; updatedAt: string } & Listing)
  /** Keeps the listing as it was, so a restore brings it back unchanged. */
  | ({ status: 'delisted' } & Listing);

export const PROPERTY_NOT_FOUND = 'Propiedad no encontrada';

const INTEGER_FIELDS = ['bedrooms', 'bathrooms', 'parkingSpaces', 'floor', 'totalFloors'] as const;
const AMOUNT_FIELDS = ['area', 'builtArea', 'privateArea', 'administration'] as const;

function assertValid(fields: PropertyFields): void {
  const checks = new FieldChecks()
    .check(!isBlank(fields.title), 'title', TITLE_REQUIRED)
    .check(!isBlank(fields.address), 'address', ADDRESS_REQUIRED)
    .check(!isBlank(fields.propertyTypeId), 'propertyTypeId', PROPERTY_TYPE_REQUIRED)
    .check(!isBlank(fields.municipalityId), 'municipalityId', MUNICIPALITY_REQUIRED)
    .check(Number.isSafeInteger(fields.price), 'price', PRICE_NOT_WHOLE_PESOS)
    .check(fields.price > 0, 'price', PRICE_NOT_POSITIVE)
    .check(isOneOf(PROPERTY_STATUSES, fields.status), 'status', INVALID_STATUS)
    .check(fields.antiquity === null || isOneOf(ANTIQUITY_VALUES, fields.antiquity), 'antiquity', INVALID_ANTIQUITY)
    .check(
      fields.stratum === null || (Number.isInteger(fields.stratum) && fields.stratum >= 1 && fields.stratum <= 6),
      'stratum',
      INVALID_STRATUM,
    )
    .check(fields.photos.length + fields.plans.length <= MAX_PHOTOS, 'photos', TOO_MANY_PHOTOS)
    .check(!fields.plans.some((plan) => fields.photos.includes(plan)), 'plans', PHOTO_AND_PLAN)
    .check(
      fields.matterportUrl === null || hasProtocol(fields.matterportUrl, 'https:'),
      'matterportUrl',
      TOUR_URL_NOT_HTTPS,
    )
    .check(
      fields.videoUrl === null || normalizeVideoUrl(fields.videoUrl) === fields.videoUrl,
      'videoUrl',
      VIDEO_URL_NOT_SUPPORTED,
    )
    .check(fields.location === null || isInsideColombia(fields.location), 'location', LOCATION_OUTSIDE_COLOMBIA);
  for (const field of INTEGER_FIELDS) {
    const value = fields[field];
    checks.check(
      value === null || isNonNegativeInteger(value),
      field,
      'Debe ser un número entero igual o mayor que cero',
    );
  }
  for (const field of AMOUNT_FIELDS) {
    const value = fields[field];
    checks.check(value === null || isNonNegativeNumber(value), field, 'Debe ser un número igual o mayor que cero');
  }
  const { floor, totalFloors } = fields;
  checks.check(
    floor === null || totalFloors === null || floor <= totalFloors,
    'floor',
    'El piso no puede ser mayor que el total de pisos del edificio',
  );
  checks.throwIfInvalid();
}

/** A video in its normalized address; one that names no video is left as sent, for the checks to refuse. */
const normalizedVideo = (videoUrl: string | null) =>
  videoUrl === null ? null : (normalizeVideoUrl(videoUrl) ?? videoUrl);

/** The plans once `photos` are the photos: a plan sent back among the photos is a photo again. */
const plansBeside = (plans: readonly string[], photos: readonly string[]) =>
  plans.filter((plan) => !photos.includes(plan));

/** What a revision asks for, as it is stored: the video normalized; the plans follow photos sent without them. */
function settled(current: PropertyFields, requested: Partial<PropertyFields>): Partial<PropertyFields> {
  const result = { ...requested };
  if (requested.videoUrl !== undefined) result.videoUrl = normalizedVideo(requested.videoUrl);
  if (requested.photos !== undefined && requested.plans === undefined)
    result.plans = plansBeside(current.plans, requested.photos);
  return result;
}

function decide(command: PropertyCommand, state: PropertyState): PropertyEvent[] {
  const { propertyId, now } = command.data;
  if (command.type === 'ListProperty') {
    if (state.status !== 'empty') throw conflict('Ya existe una propiedad con ese identificador');
    const { asesorId } = command.data;
    if (asesorId !== undefined && command.data.agentId !== asesorId) throw forbidden(ASSIGNED_BY_ADMIN);
    const fields = { ...command.data.fields, videoUrl: normalizedVideo(command.data.fields.videoUrl) };
    assertValid(fields);
    const publication = initialPublication(command.data.publication, now);
    return [
      {
        type: 'PropertyListed',
        data: { propertyId, listedAt: now, ...fields, ...publication, agentId: command.data.agentId },
      },
    ];
  }
  if (command.type === 'PublishScheduledProperty') {
    // Never refused: the scheduler would send it again and again. What no longer applies publishes nothing.
    const { publishAt } = command.data;
    if (state.status !== 'listed' || state.placement.publication !== 'scheduled') return [];
    if (state.placement.publishAt !== publishAt || isBefore(now, publishAt)) return [];
    return [{ type: 'PropertyPublished', data: { propertyId, publishedAt: now, scheduledFor: publishAt } }];
  }
  // Only a restore finds a delisted listing: to anything else it is gone.
  if (state.status === 'empty' || (state.status === 'delisted' && command.type !== 'RestoreProperty'))
    throw notFound(PROPERTY_NOT_FOUND);
  const { asesorId } = command.data;
  if (asesorId !== undefined && state.placement.agentId !== asesorId) throw forbidden(NOT_YOUR_LISTING);
  if (command.type === 'RestoreProperty') {
    if (state.status === 'listed') throw conflict(PROPERTY_NOT_DELETED);
    const { publication, publishAt, agentId } = state.placement;
    return [
      {
        type: 'PropertyRestored',
        data: {
          propertyId,
          listedAt: state.listedAt,
          restoredAt: now,
          ...state.fields,
          publication,
          publishAt,
          agentId,
        },
      },
    ];
  }
  if (state.status !== 'listed') throw notFound(PROPERTY_NOT_FOUND);
  switch (command.type) {
    case 'ReviseProperty': {
      const changes = changedFields(state.fields, settled(state.fields, command.data.changes));
      const events: PropertyEvent[] = [];
      if (Object.keys(changes).length > 0) {
        assertValid({ ...state.fields, ...changes });
        events.push({ type: 'PropertyRevised', data: { propertyId, changes, revisedAt: now } });
      }
      const { publication, agentId } = command.data;
      if (publication) events.push(...publicationEvents(state.placement, publication, propertyId, now));
      if (agentId !== undefined && agentId !== state.placement.agentId) {
        if (asesorId !== undefined) throw forbidden(ASSIGNED_BY_ADMIN);
        events.push({ type: 'PropertyAgentAssigned', data: { propertyId, agentId, assignedAt: now } });
      }
      return events;
    }
    case 'ReplacePropertyPhotos': {
      const { photos, plans = plansBeside(state.fields.plans, photos) } = command.data;
      if (Object.keys(changedFields(state.fields, { photos, plans })).length === 0) return [];
      assertValid({ ...state.fields, photos, plans });
      return [{ type: 'PropertyPhotosReplaced', data: { propertyId, photos, plans, replacedAt: now } }];
    }
    case 'DelistProperty':
      return [{ type: 'PropertyDelisted', data: { propertyId, delistedAt: now } }];
    default:
      return unreachable(command);
  }
}

function evolve(state: PropertyState, event: PropertyEvent): PropertyState {
  switch (event.type) {
    case 'PropertyListed': {
      const { propertyId, listedAt, publication, publishAt, agentId, ...fields } = event.data;
      const placement = { publication, publishAt, agentId, everPublished: publication === 'published' };
      return { status: 'listed', propertyId, fields, listedAt, updatedAt: listedAt, placement };
    }
    case 'PropertyRevised':
      if (state.status !== 'listed') return state;
      return { ...state, fields: { ...state.fields, ...event.data.changes }, updatedAt: event.data.revisedAt };
    case 'PropertyPhotosReplaced': {
      if (state.status !== 'listed') return state;
      const { photos, plans, replacedAt } = event.data;
      return { ...state, fields: { ...state.fields, photos, plans }, updatedAt: replacedAt };
    }
    case 'PropertyDelisted': {
      if (state.status !== 'listed') return state;
      const { updatedAt: _updatedAt, ...listing } = state;
      return { ...listing, status: 'delisted' };
    }
    case 'PropertyRestored': {
      const { propertyId, listedAt, restoredAt, publication, publishAt, agentId, ...fields } = event.data;
      // Whether it was ever public is the stream's history, which the restore does not undo.
      const everPublished =
        publication === 'published' ||
        publication === 'paused' ||
        (state.status !== 'empty' && state.placement.everPublished);
      const placement = { publication, publishAt, agentId, everPublished };
      return { status: 'listed', propertyId, fields, listedAt, updatedAt: restoredAt, placement };
    }
    case 'PropertyPublished':
    case 'PropertyPaused':
    case 'PropertyPublicationScheduled':
    case 'PropertyScheduleCancelled':
      if (state.status !== 'listed') return state;
      return { ...state, placement: { ...state.placement, ...evolvePublication(state.placement, event) } };
    case 'PropertyAgentAssigned':
      if (state.status !== 'listed') return state;
      return { ...state, placement: { ...state.placement, agentId: event.data.agentId } };
    default:
      return unreachable(event);
  }
}

export const propertyDecider: Decider<PropertyState, PropertyCommand, PropertyEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'empty' }),
};
