import type { Decider } from '../shared/decider.js';
import { conflict } from '../shared/errors.js';
import { unreachable } from '../shared/unreachable.js';
import { FieldChecks, hasTextOfLength, isEmail, isOneOf } from '../shared/validation.js';
import type { LeadCommand } from './commands.js';
import { LEAD_SOURCES, type LeadEvent } from './events.js';

export type LeadState = { status: 'empty' } | { status: 'requested'; leadId: string };

function decide(command: LeadCommand, state: LeadState): LeadEvent[] {
  switch (command.type) {
    case 'RequestContact': {
      const { leadId, fields, now } = command.data;
      if (state.status !== 'empty') throw conflict('Esta solicitud de contacto ya fue registrada');
      new FieldChecks()
        .check(hasTextOfLength(fields.name, 2), 'name', 'El nombre debe tener al menos 2 caracteres')
        .check(isEmail(fields.email), 'email', 'Debe ser un email válido')
        .check(hasTextOfLength(fields.phone, 10), 'phone', 'El teléfono debe tener al menos 10 dígitos')
        .check(hasTextOfLength(fields.message, 10), 'message', 'El mensaje debe tener al menos 10 caracteres')
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
