import type { Decider } from '../shared/decider.js';
import { conflict } from '../shared/errors.js';
import { INVALID_EMAIL } from '../shared/messages.js';
import { unreachable } from '../shared/unreachable.js';
import { FieldChecks, hasTextOfLength, isEmail, isOneOf } from '../shared/validation.js';
import type { LeadCommand } from './commands.js';
import { LEAD_SOURCES, type LeadEvent } from './events.js';
import { MESSAGE_TOO_SHORT, NAME_TOO_SHORT, PHONE_TOO_SHORT } from './messages.js';

export type LeadState = { status: 'empty' } | { status: 'requested'; leadId: string };

function decide(command: LeadCommand, state: LeadState): LeadEvent[] {
  switch (command.type) {
    case 'RequestContact': {
      const { leadId, fields, now } = command.data;
      if (state.status !== 'empty') throw conflict('Esta solicitud de contacto ya fue registrada');
      new FieldChecks()
        .check(hasTextOfLength(fields.name, 2), 'name', NAME_TOO_SHORT)
        .check(isEmail(fields.email), 'email', INVALID_EMAIL)
        .check(hasTextOfLength(fields.phone, 10), 'phone', PHONE_TOO_SHORT)
        .check(hasTextOfLength(fields.message, 10), 'message', MESSAGE_TOO_SHORT)
        .check(isOneOf(LEAD_SOURCES, fields.source), 'source', 'Formulario de origen inválido')
        .throwIfInvalid();
      return [{ type: 'ContactRequested', data: { leadId, requestedAt: now, ...fields } }];
    }
    default:
      return unreachable(command.type);
  }
}

function evolve(_state: LeadState, event: LeadEvent): LeadState {
  switch (event.type) {
    case 'ContactRequested':
      return { status: 'requested', leadId: event.data.leadId };
    default:
      return unreachable(event.type);
  }
}

export const leadDecider: Decider<LeadState, LeadCommand, LeadEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'empty' }),
};
