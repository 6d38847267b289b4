import { isDeepStrictEqual } from 'node:util';
import type { Decider } from '../shared/decider.js';
import { unreachable } from '../shared/unreachable.js';
import { FieldChecks, hasTextOfLength, isEmail } from '../shared/validation.js';
import type { ContactConfigCommand } from './commands.js';
import type { ContactConfigEvent, ContactConfigFields } from './events.js';

export type ContactConfigState = { status: 'empty' } | { status: 'configured'; config: ContactConfigFields; changedAt: string };

function decide(command: ContactConfigCommand, state: ContactConfigState): ContactConfigEvent[] {
  switch (command.type) {
    case 'ChangeContactConfig': {
      const { enabled, whatsappNumber, whatsappMessage, contactEmail } = command.data.config;
      const config: ContactConfigFields = { enabled, whatsappNumber, whatsappMessage, contactEmail };
      new FieldChecks()
        .check(whatsappNumber.replace(/\D/g, '').length >= 10, 'whatsappNumber', 'El número debe tener al menos 10 dígitos')
        .check(hasTextOfLength(whatsappMessage, 10), 'whatsappMessage', 'El mensaje debe tener al menos 10 caracteres')
        .check(isEmail(contactEmail), 'contactEmail', 'Debe ser un email válido')
        .throwIfInvalid();
      if (state.status === 'configured' && isDeepStrictEqual(state.config, config)) return [];
      return [{ type: 'ContactConfigChanged', data: { ...config, changedAt: command.data.now } }];
    }
    default:
      return unreachable(command.type);
  }
}

function evolve(_state: ContactConfigState, event: ContactConfigEvent): ContactConfigState {
  switch (event.type) {
    case 'ContactConfigChanged': {
      const { changedAt, ...config } = event.data;
      return { status: 'configured', config, changedAt };
    }
    default:
      return unreachable(event.type);
  }
}

export const contactConfigDecider: Decider<ContactConfigState, ContactConfigCommand, ContactConfigEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'empty' }),
};
