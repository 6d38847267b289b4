import type { Decider } from '../shared/decider.js';
import { conflict, notFound } from '../shared/errors.js';
import { changedFields, FieldChecks, isNonNegativeInteger } from '../shared/validation.js';
import type { OrderedOptionCommand, OrderedOptionCommandTypes } from './commands.js';
import type { OrderedOption, OrderedOptionEvent, OrderedOptionEventTypes } from './events.js';
import { INVALID_SORT_ORDER } from './messages.js';

export type OrderedOptionTypes = OrderedOptionCommandTypes & OrderedOptionEventTypes;

/** An id is never reused, not even after removal, so a removed option cannot come back with another's history. */
export type OrderedOptionState<Fields> =
  { status: 'empty' } | { status: 'active'; id: string; fields: Fields } | { status: 'removed'; id: string };

/** How what a form sends becomes what is stored, for a whole option and for the fields of a change. */
export interface InputNormalization<Input, Fields> {
  whole(input: Input): Fields;
  /** Fields not given stay absent. */
  changes(changes: Partial<Input>): Partial<Fields>;
}

/** For options whose forms send the fields as they are stored. */
export const storedAsGiven = <Fields>(): InputNormalization<Fields, Fields> => ({
  whole: (input) => input,
  changes: (changes) => changes,
});

export interface OrderedOptionDefinition<T extends OrderedOptionTypes, Fields extends OrderedOption, Input> {
  types: T;
  streamOf(id: string): string;
  messages: { duplicate: string; notFound: string };
  normalize: InputNormalization<Input, Fields>;
  /** Adds a Spanish message for each invalid field of the option's own; the order is checked after them. */
  check(fields: Fields, checks: FieldChecks): void;
}

export interface OrderedOptionDecider<
  T extends OrderedOptionTypes,
  Fields extends OrderedOption,
  Input,
> extends Decider<OrderedOptionState<Fields>, OrderedOptionCommand<T, Input>, OrderedOptionEvent<T, Fields>> {
  readonly types: T;
  streamOf(id: string): string;
}

export function orderedOptionDecider<const T extends OrderedOptionTypes, Fields extends OrderedOption, Input>(
  definition: OrderedOptionDefinition<T, Fields, Input>,
): OrderedOptionDecider<T, Fields, Input> {
  const { types, messages, normalize, check } = definition;

  const assertValid = (fields: Fields) => {
    const checks = new FieldChecks();
    check(fields, checks);
    checks.check(isNonNegativeInteger(fields.sortOrder), 'sortOrder', INVALID_SORT_ORDER).throwIfInvalid();
  };

  return {
    types,
    streamOf: definition.streamOf,
    // Commands and events are told apart by the shape of their data: their type names are type
    // parameters here, and TypeScript cannot narrow a union by those.
    decide(command, state) {
      const { data } = command;
      const { id, now } = data;
      if ('fields' in data) {
        if (state.status !== 'empty') throw conflict(messages.duplicate);
        const fields = normalize.whole(data.fields);
        assertValid(fields);
        return [{ type: types.added, data: { id, addedAt: now, ...fields } }];
      }
      if (state.status !== 'active') throw notFound(messages.notFound);
      if ('changes' in data) {
        const changes = changedFields(state.fields, normalize.changes(data.changes));
        if (Object.keys(changes).length === 0) return [];
        assertValid({ ...state.fields, ...changes });
        return [{ type: types.changed, data: { id, changes, changedAt: now } }];
      }
      return [{ type: types.removed, data: { id, removedAt: now } }];
    },
    evolve(state, event) {
      const { data } = event;
      if ('addedAt' in data) {
        const { id, addedAt: _, ...fields } = data;
        // TypeScript cannot reduce the rest of a type parameter back to it; the option's fields hold neither key.
        return { status: 'active', id, fields: fields as unknown as Fields };
      }
      if ('changes' in data)
        return state.status === 'active' ? { ...state, fields: { ...state.fields, ...data.changes } } : state;
      return { status: 'removed', id: data.id };
    },
    initialState: () => ({ status: 'empty' }),
  };
}
