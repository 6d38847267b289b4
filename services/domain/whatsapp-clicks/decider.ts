import type { Decider } from '../shared/decider.js';
import { unreachable } from '../shared/unreachable.js';
import type { WhatsAppClicksCommand } from './commands.js';
import type { WhatsAppClicksEvent } from './events.js';

/**
 * Like the view log: no rule depends on earlier clicks, so the stream is append-only and handled without
 * reading it (`appendOnly`). The caller checks that the property exists against the properties read model
 * and leaves out a visitor's repeated clicks.
 */
export type WhatsAppClicksState = { status: 'append-only' };

function decide(command: WhatsAppClicksCommand, _state: WhatsAppClicksState): WhatsAppClicksEvent[] {
  switch (command.type) {
    case 'RecordWhatsAppClick': {
      const { propertyId, now } = command.data;
      return [{ type: 'WhatsAppClicked', data: { propertyId, clickedAt: now } }];
    }
    default:
      return unreachable(command.type);
  }
}

function evolve(state: WhatsAppClicksState, event: WhatsAppClicksEvent): WhatsAppClicksState {
  switch (event.type) {
    case 'WhatsAppClicked':
      return state;
    default:
      return unreachable(event.type);
  }
}

export const whatsAppClicksDecider: Decider<WhatsAppClicksState, WhatsAppClicksCommand, WhatsAppClicksEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'append-only' }),
};
