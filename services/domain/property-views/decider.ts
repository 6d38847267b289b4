import type { Decider } from '../shared/decider.js';
import { unreachable } from '../shared/unreachable.js';
import type { PropertyViewsCommand } from './commands.js';
import type { PropertyViewsEvent } from './events.js';

/**
 * A view log has no rule that depends on earlier views, so there is nothing to fold: the stream is
 * append-only and handled without reading it (`appendOnly` in the command handler). Whether the property
 * exists is checked by the caller against the properties read model, as other cross-aggregate references are.
 */
export type PropertyViewsState = { status: 'append-only' };

function decide(command: PropertyViewsCommand, _state: PropertyViewsState): PropertyViewsEvent[] {
  switch (command.type) {
    case 'RecordPropertyView': {
      const { propertyId, now } = command.data;
      return [{ type: 'PropertyViewed', data: { propertyId, viewedAt: now } }];
    }
    default:
      return unreachable(command.type);
  }
}

function evolve(state: PropertyViewsState, event: PropertyViewsEvent): PropertyViewsState {
  switch (event.type) {
    case 'PropertyViewed':
      return state;
    default:
      return unreachable(event.type);
  }
}

export const propertyViewsDecider: Decider<PropertyViewsState, PropertyViewsCommand, PropertyViewsEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'append-only' }),
};
