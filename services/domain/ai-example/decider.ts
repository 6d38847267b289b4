import { PROPERTY_STATUSES } from '../property/events.js';
import type { Decider } from '../shared/decider.js';
import { conflict, notFound } from '../shared/errors.js';
import { unreachable } from '../shared/unreachable.js';
import { changedFields, FieldChecks, isBlank, isNonNegativeInteger, isOneOf } from '../shared/validation.js';
import type { AiExampleCommand, AiSearchExampleInput } from './commands.js';
import { AI_EXAMPLE_CATEGORIES, type AiExampleEvent, type AiSearchExampleFields } from './events.js';

export type AiExampleState =
  | { status: 'empty' }
  | { status: 'active'; id: string; fields: AiSearchExampleFields }
  | { status: 'removed'; id: string };

export const AI_EXAMPLE_NOT_FOUND = 'Ejemplo de búsqueda no encontrado';

const blankToNull = (value: string | null) => (value !== null && isBlank(value) ? null : value);

function normalize(fields: AiSearchExampleInput): AiSearchExampleFields {
  return {
    ...fields,
    propertyTypeId: blankToNull(fields.propertyTypeId),
    municipalityId: blankToNull(fields.municipalityId),
    status: fields.status === '' ? null : fields.status,
  };
}

/** Like `normalize`, but fields not given stay absent. */
function normalizeChanges(changes: Partial<AiSearchExampleInput>): Partial<AiSearchExampleFields> {
  const { propertyTypeId, municipalityId, status, ...rest } = changes;
  const normalized: Partial<AiSearchExampleFields> = rest;
  if (propertyTypeId !== undefined) normalized.propertyTypeId = blankToNull(propertyTypeId);
  if (municipalityId !== undefined) normalized.municipalityId = blankToNull(municipalityId);
  if (status !== undefined) normalized.status = status === '' ? null : status;
  return normalized;
}

function assertValid(fields: AiSearchExampleFields): void {
  new FieldChecks()
    .check(!isBlank(fields.example), 'example', 'Ejemplo es requerido')
    .check(fields.status === null || isOneOf(PROPERTY_STATUSES, fields.status), 'status', 'Estado inválido')
    .check(isOneOf(AI_EXAMPLE_CATEGORIES, fields.category), 'category', 'Categoría inválida')
    .check(isNonNegativeInteger(fields.sortOrder), 'sortOrder', 'El orden debe ser un número entero igual o mayor que cero')
    .throwIfInvalid();
}

function decide(command: AiExampleCommand, state: AiExampleState): AiExampleEvent[] {
  const { id, now } = command.data;
  if (command.type === 'AddAiSearchExample') {
    if (state.status !== 'empty') throw conflict('Ya existe un ejemplo de búsqueda con ese identificador');
    const fields = normalize(command.data.fields);
    assertValid(fields);
    return [{ type: 'AiSearchExampleAdded', data: { id, addedAt: now, ...fields } }];
  }
  if (state.status !== 'active') throw notFound(AI_EXAMPLE_NOT_FOUND);
  switch (command.type) {
    case 'ChangeAiSearchExample': {
      const changes = changedFields(state.fields, normalizeChanges(command.data.changes));
      if (Object.keys(changes).length === 0) return [];
      assertValid({ ...state.fields, ...changes });
      return [{ type: 'AiSearchExampleChanged', data: { id, changes, changedAt: now } }];
    }
    case 'RemoveAiSearchExample':
      return [{ type: 'AiSearchExampleRemoved', data: { id, removedAt: now } }];
    default:
      return unreachable(command);
  }
}

function evolve(state: AiExampleState, event: AiExampleEvent): AiExampleState {
  switch (event.type) {
    case 'AiSearchExampleAdded': {
      const { id, addedAt: _, ...fields } = event.data;
      return { status: 'active', id, fields };
    }
    case 'AiSearchExampleChanged':
      return state.status === 'active' ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
    case 'AiSearchExampleRemoved':
      return { status: 'removed', id: event.data.id };
    default:
      return unreachable(event);
  }
}

export const aiExampleDecider: Decider<AiExampleState, AiExampleCommand, AiExampleEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'empty' }),
};
