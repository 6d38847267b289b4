import type { Decider } from '../shared/decider.js';
import { unreachable } from '../shared/unreachable.js';
import { FieldChecks, hasTextOfLength } from '../shared/validation.js';
import type { AiSearchConfigCommand } from './commands.js';
import type { AiSearchConfigEvent, AiSearchConfigFields } from './events.js';

export type AiSearchConfigState = { status: 'empty' } | { status: 'configured'; config: AiSearchConfigFields; changedAt: string };

function decide(command: AiSearchConfigCommand, state: AiSearchConfigState): AiSearchConfigEvent[] {
  switch (command.type) {
    case 'ChangeAiSearchConfig': {
      const { enabled, description } = command.data.config;
      new FieldChecks()
        .check(hasTextOfLength(description, 10), 'description', 'La descripción debe tener al menos 10 caracteres')
        .throwIfInvalid();
      if (state.status === 'configured' && state.config.enabled === enabled && state.config.description === description) return [];
      return [{ type: 'AiSearchConfigChanged', data: { enabled, description, changedAt: command.data.now } }];
    }
    default:
      return unreachable(command.type);
  }
}

function evolve(_state: AiSearchConfigState, event: AiSearchConfigEvent): AiSearchConfigState {
  switch (event.type) {
    case 'AiSearchConfigChanged': {
      const { enabled, description, changedAt } = event.data;
      return { status: 'configured', config: { enabled, description }, changedAt };
    }
    default:
      return unreachable(event.type);
  }
}

export const aiSearchConfigDecider: Decider<AiSearchConfigState, AiSearchConfigCommand, AiSearchConfigEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'empty' }),
};
