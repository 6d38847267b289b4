import type { Decider } from '../shared/decider.js';
import { conflict, notFound } from '../shared/errors.js';
import { unreachable } from '../shared/unreachable.js';
import { changedFields, FieldChecks, isBlank, isNonNegativeInteger, isOneOf } from '../shared/validation.js';
import type { SearchFilterCommand } from './commands.js';
import { SEARCH_FILTER_TYPES, type SearchFilterEvent, type SearchFilterOptionFields } from './events.js';

export type SearchFilterState =
  | { status: 'empty' }
  | { status: 'active'; id: string; fields: SearchFilterOptionFields }
  | { status: 'removed'; id: string };

export const SEARCH_FILTER_NOT_FOUND = 'Opción de filtro no encontrada';

function assertValid(fields: SearchFilterOptionFields): void {
  new FieldChecks()
    .check(isOneOf(SEARCH_FILTER_TYPES, fields.type), 'type', 'Tipo es requerido')
    .check(!isBlank(fields.name), 'name', 'Nombre es requerido')
    .check(!isBlank(fields.value), 'value', 'Valor es requerido')
    .check(isNonNegativeInteger(fields.sortOrder), 'sortOrder', 'El orden debe ser un número entero igual o mayor que cero')
    .throwIfInvalid();
}

function decide(command: SearchFilterCommand, state: SearchFilterState): SearchFilterEvent[] {
  const { id, now } = command.data;
  if (command.type === 'AddSearchFilterOption') {
    if (state.status !== 'empty') throw conflict('Ya existe una opción de filtro con ese identificador');
    assertValid(command.data.fields);
    return [{ type: 'SearchFilterOptionAdded', data: { id, addedAt: now, ...command.data.fields } }];
  }
  if (state.status !== 'active') throw notFound(SEARCH_FILTER_NOT_FOUND);
  switch (command.type) {
    case 'ChangeSearchFilterOption': {
      const changes = changedFields(state.fields, command.data.changes);
      if (Object.keys(changes).length === 0) return [];
      assertValid({ ...state.fields, ...changes });
      return [{ type: 'SearchFilterOptionChanged', data: { id, changes, changedAt: now } }];
    }
    case 'RemoveSearchFilterOption':
      return [{ type: 'SearchFilterOptionRemoved', data: { id, removedAt: now } }];
    default:
      return unreachable(command);
  }
}

function evolve(state: SearchFilterState, event: SearchFilterEvent): SearchFilterState {
  switch (event.type) {
    case 'SearchFilterOptionAdded': {
      const { id, addedAt: _, ...fields } = event.data;
      return { status: 'active', id, fields };
    }
    case 'SearchFilterOptionChanged':
      return state.status === 'active' ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
    case 'SearchFilterOptionRemoved':
      return { status: 'removed', id: event.data.id };
    default:
      return unreachable(event);
  }
}

export const searchFilterDecider: Decider<SearchFilterState, SearchFilterCommand, SearchFilterEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'empty' }),
};
