import type { Decider } from '../shared/decider.js';
import { conflict, notFound, validationError } from '../shared/errors.js';
import { unreachable } from '../shared/unreachable.js';
import { FieldChecks, isBefore, isBlank } from '../shared/validation.js';
import type { TokenCommand } from './commands.js';
import type { TokenEvent } from './events.js';

export type TokenState =
  | { status: 'empty' }
  | { status: 'issued'; tokenId: string; isActive: boolean; expiresAt: string | null; lastUsedAt: string | null }
  | { status: 'deleted'; tokenId: string };

export const TOKEN_NOT_FOUND = 'Token no encontrado';

/** Every request with a token would otherwise append an event; a minute is precise enough for "last used". */
export const TOKEN_USE_INTERVAL_MS = 60_000;

/** Expired from the instant of `expiresAt` on, as the authentication check sees it. */
const isExpired = (expiresAt: string | null, now: string) => expiresAt !== null && !isBefore(now, expiresAt);

function decide(command: TokenCommand, state: TokenState): TokenEvent[] {
  const { tokenId, now } = command.data;
  if (command.type === 'IssueToken') {
    if (state.status !== 'empty') throw conflict('Ya existe un token con ese identificador');
    const { name, description, tokenHash, encryptedToken, expiresAt } = command.data;
    new FieldChecks()
      .check(!isBlank(name), 'name', 'El nombre del token es requerido.')
      .check(expiresAt === null || !Number.isNaN(Date.parse(expiresAt)), 'expiresAt', 'Fecha de expiración inválida')
      .check(!isExpired(expiresAt, now), 'expiresAt', 'La fecha de expiración no puede estar en el pasado')
      .throwIfInvalid();
    return [{ type: 'TokenIssued', data: { tokenId, name, description, tokenHash, encryptedToken, expiresAt, issuedAt: now } }];
  }
  if (state.status !== 'issued') throw notFound(TOKEN_NOT_FOUND);
  switch (command.type) {
    case 'ActivateToken':
      if (state.isActive) return [];
      if (isExpired(state.expiresAt, now)) throw validationError('El token ha expirado');
      return [{ type: 'TokenActivated', data: { tokenId, activatedAt: now } }];
    case 'DeactivateToken':
      return state.isActive ? [{ type: 'TokenDeactivated', data: { tokenId, deactivatedAt: now } }] : [];
    case 'RecordTokenUse': {
      const recent = state.lastUsedAt !== null && Date.parse(now) - Date.parse(state.lastUsedAt) < TOKEN_USE_INTERVAL_MS;
      return recent ? [] : [{ type: 'TokenUsed', data: { tokenId, usedAt: now } }];
    }
    case 'DeleteToken':
      return [{ type: 'TokenDeleted', data: { tokenId, deletedAt: now } }];
    default:
      return unreachable(command);
  }
}

function evolve(state: TokenState, event: TokenEvent): TokenState {
  switch (event.type) {
    case 'TokenIssued':
      return { status: 'issued', tokenId: event.data.tokenId, isActive: true, expiresAt: event.data.expiresAt, lastUsedAt: null };
    case 'TokenActivated':
      return state.status === 'issued' ? { ...state, isActive: true } : state;
    case 'TokenDeactivated':
      return state.status === 'issued' ? { ...state, isActive: false } : state;
    case 'TokenUsed':
      return state.status === 'issued' ? { ...state, lastUsedAt: event.data.usedAt } : state;
    case 'TokenDeleted':
      return { status: 'deleted', tokenId: event.data.tokenId };
    default:
      return unreachable(event);
  }
}

export const tokenDecider: Decider<TokenState, TokenCommand, TokenEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'empty' }),
};
