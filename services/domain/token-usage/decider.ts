import type { Decider } from '../shared/decider.js';
import { unreachable } from '../shared/unreachable.js';
import type { TokenUsageCommand } from './commands.js';
import type { TokenUsageEvent } from './events.js';

/**
 * A usage log decides nothing from its past, so it is handled without reading it (`appendOnly`). The caller
 * has just authenticated the token against the tokens read model, and throttles the record to once a
 * minute from that model's `lastUsedAt` and its own memory, never from this stream.
 */
export type TokenUsageState = { status: 'append-only' };

function decide(command: TokenUsageCommand, _state: TokenUsageState): TokenUsageEvent[] {
  switch (command.type) {
    case 'RecordTokenUse': {
      const { tokenId, now } = command.data;
      return [{ type: 'TokenUsed', data: { tokenId, usedAt: now } }];
    }
    default:
      return unreachable(command.type);
  }
}

function evolve(state: TokenUsageState, event: TokenUsageEvent): TokenUsageState {
  switch (event.type) {
    case 'TokenUsed':
      return state;
    default:
      return unreachable(event.type);
  }
}

export const tokenUsageDecider: Decider<TokenUsageState, TokenUsageCommand, TokenUsageEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'append-only' }),
};
