import type { Decider } from '../shared/decider.js';
import { conflict, notFound } from '../shared/errors.js';
import { unreachable } from '../shared/unreachable.js';
import {
  changedFields,
  FieldChecks,
  hasProtocol,
  isBlank,
  isNonNegativeInteger,
  isNonNegativeNumber,
  isOneOf,
} from '../shared/validation.js';
import type { PropertyCommand } from './commands.js';
import { ANTIQUITY_VALUES, MAX_PHOTOS, PROPERTY_STATUSES, type PropertyEvent, type PropertyFields } from './events.js';
import {
  ADDRESS_REQUIRED,
  INVALID_ANTIQUITY,
  INVALID_STATUS,
  INVALID_STRATUM,
  MUNICIPALITY_REQUIRED,
  PRICE_NOT_POSITIVE,
  PRICE_NOT_WHOLE_PESOS,
  PROPERTY_NOT_DELETED,
  PROPERTY_TYPE_REQUIRED,
  TITLE_REQUIRED,
  TOO_MANY_PHOTOS,
  TOUR_URL_NOT_HTTPS,
} from './messages.js';

export type PropertyState =
  | { status: 'empty' }
  | { status: 'listed'; propertyId: string; fields: PropertyFields; listedAt: string; updatedAt: string }
  /** Keeps the listing as it was, so a restore brings it back unchanged. */
  | { status: 'delisted'; propertyId: string; fields: PropertyFields; listedAt: string };

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
    .check(fields.photos.length <= MAX_PHOTOS, 'photos', TOO_MANY_PHOTOS)
    .check(
      fields.matterportUrl === null || hasProtocol(fields.matterportUrl, 'https:'),
      'matterportUrl',
      TOUR_URL_NOT_HTTPS,
    );
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

function decide(command: PropertyCommand, state: PropertyState): PropertyEvent[] {
  const { propertyId, now } = command.data;
  if (command.type === 'ListProperty') {
    if (state.status !== 'empty') throw conflict('Ya existe una propiedad con ese identificador');
    assertValid(command.data.fields);
    return [{ type: 'PropertyListed', data: { propertyId, listedAt: now, ...command.data.fields } }];
  }
  if (command.type === 'RestoreProperty') {
    if (state.status === 'empty') throw notFound(PROPERTY_NOT_FOUND);
    if (state.status === 'listed') throw conflict(PROPERTY_NOT_DELETED);
    return [
      { type: 'PropertyRestored', data: { propertyId, listedAt: state.listedAt, restoredAt: now, ...state.fields } },
    ];
  }
  if (state.status !== 'listed') throw notFound(PROPERTY_NOT_FOUND);
  switch (command.type) {
    case 'ReviseProperty': {
      const changes = changedFields(state.fields, command.data.changes);
      if (Object.keys(changes).length === 0) return [];
      assertValid({ ...state.fields, ...changes });
      return [{ type: 'PropertyRevised', data: { propertyId, changes, revisedAt: now } }];
    }
    case 'ReplacePropertyPhotos': {
      const { photos } = command.data;
      if (Object.keys(changedFields(state.fields, { photos })).length === 0) return [];
      assertValid({ ...state.fields, photos });
      return [{ type: 'PropertyPhotosReplaced', data: { propertyId, photos, replacedAt: now } }];
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
      const { propertyId, listedAt, ...fields } = event.data;
      return { status: 'listed', propertyId, fields, listedAt, updatedAt: listedAt };
    }
    case 'PropertyRevised':
      if (state.status !== 'listed') return state;
      return { ...state, fields: { ...state.fields, ...event.data.changes }, updatedAt: event.data.revisedAt };
    case 'PropertyPhotosReplaced':
      if (state.status !== 'listed') return state;
      return { ...state, fields: { ...state.fields, photos: event.data.photos }, updatedAt: event.data.replacedAt };
    case 'PropertyDelisted':
      if (state.status !== 'listed') return state;
      return { status: 'delisted', propertyId: state.propertyId, fields: state.fields, listedAt: state.listedAt };
    case 'PropertyRestored': {
      const { propertyId, listedAt, restoredAt, ...fields } = event.data;
      return { status: 'listed', propertyId, fields, listedAt, updatedAt: restoredAt };
    }
    default:
      return unreachable(event);
  }
}

export const propertyDecider: Decider<PropertyState, PropertyCommand, PropertyEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'empty' }),
};
