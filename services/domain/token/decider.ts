import type { Decider } from '../shared/decider.js';
import { conflict, DomainError, notFound, validationError } from '../shared/errors.js';
import { unreachable } from '../shared/unreachable.js';
import { FieldChecks, isBefore, isBlank } from '../shared/validation.js';
import type { TokenCommand, TokenManager } from './commands.js';
import type { TokenEvent } from './events.js';
import { INVALID_EXPIRY, TOKEN_NAME_REQUIRED } from './messages.js';

export type TokenState =
  | { status: 'empty' }
  | { status: 'issued'; tokenId: string; isActive: boolean; expiresAt: string | null; canManageTokens: boolean }
  | { status: 'deleted'; tokenId: string };

export const TOKEN_NOT_FOUND = 'Token no encontrado';

/** Expired from the instant of `expiresAt` on, as the authentication check sees it. */
const isExpired = (expiresAt: string | null, now: string) => expiresAt !== null && !isBefore(now, expiresAt);

/** Whether a credential expiring at `expiresAt` stays valid after one expiring at `bound` (null: never expires). */
const outlives = (expiresAt: string | null, bound: string | null) =>
  bound !== null && (expiresAt === null || isBefore(bound, expiresAt));

/** The latest expiry a manager may hand out or see; null: no bound. */
const boundOf = (manager: TokenManager) => (manager.kind === 'token' ? manager.expiresAt : null);

/**
 * A token that could switch off or delete a longer-lived one could also knock out the admin's own
 * integrations with a credential that is about to expire anyway; it acts only on tokens it could have issued.
 */
function refuseOutliving(manager: TokenManager, state: { expiresAt: string | null }) {
  if (manager.kind === 'token' && outlives(state.expiresAt, boundOf(manager))) {
    throw new DomainError(
      'forbidden',
      'Un token solo puede cambiar o eliminar tokens que venzan a más tardar cuando él.',
    );
  }
}

function decide(command: TokenCommand, state: TokenState): TokenEvent[] {
  const { tokenId, now } = command.data;
  if (command.type === 'IssueToken') {
    if (state.status !== 'empty') throw conflict('Ya existe un token con ese identificador');
    const { name, description, tokenHash, encryptedToken, expiresAt, canManageTokens, issuer } = command.data;
    // Otherwise a managing token could mint an unbounded successor of itself, and so on for ever.
    if (canManageTokens && issuer.kind !== 'admin') {
      throw new DomainError(
        'forbidden',
        'Solo un administrador con sesión iniciada puede dar a un token el permiso de gestionar tokens.',
      );
    }
    new FieldChecks()
      .check(!isBlank(name), 'name', TOKEN_NAME_REQUIRED)
      .check(expiresAt === null || !Number.isNaN(Date.parse(expiresAt)), 'expiresAt', INVALID_EXPIRY)
      .check(!isExpired(expiresAt, now), 'expiresAt', 'La fecha de expiración no puede estar en el pasado')
      .check(
        !outlives(expiresAt, boundOf(issuer)),
        'expiresAt',
        'Un token no puede crear otro que venza después que él.',
      )
      .throwIfInvalid();
    return [
      {
        type: 'TokenIssued',
        data: { tokenId, name, description, tokenHash, encryptedToken, expiresAt, canManageTokens, issuedAt: now },
      },
    ];
  }
  if (state.status !== 'issued') throw notFound(TOKEN_NOT_FOUND);
  switch (command.type) {
    case 'ActivateToken':
      // A revoked token must stay revoked: otherwise a leaked managing token switches itself (or a
      // permanent token) back on, even when the target's expiry would allow it.
      if (command.data.manager.kind !== 'admin') {
        throw new DomainError('forbidden', 'Solo un administrador con sesión iniciada puede reactivar un token.');
      }
      if (state.isActive) return [];
      if (isExpired(state.expiresAt, now)) throw validationError('El token ha expirado');
      return [{ type: 'TokenActivated', data: { tokenId, activatedAt: now } }];
    case 'DeactivateToken':
      refuseOutliving(command.data.manager, state);
      return state.isActive ? [{ type: 'TokenDeactivated', data: { tokenId, deactivatedAt: now } }] : [];
    case 'RevealToken': {
      // The secret of a longer-lived or managing token would be a way around the rules of IssueToken.
      const { revealer } = command.data;
      if (revealer.kind !== 'admin' && (state.canManageTokens || outlives(state.expiresAt, boundOf(revealer)))) {
        throw new DomainError(
          'forbidden',
          'Un token solo puede revelar tokens que venzan antes que él y no gestionen tokens.',
        );
      }
      return [{ type: 'TokenRevealed', data: { tokenId, revealedAt: now } }];
    }
    case 'DeleteToken':
      refuseOutliving(command.data.manager, state);
      return [{ type: 'TokenDeleted', data: { tokenId, deletedAt: now } }];
    default:
      return unreachable(command);
  }
}

function evolve(state: TokenState, event: TokenEvent): TokenState {
  switch (event.type) {
    case 'TokenIssued': {
      const { tokenId, expiresAt, canManageTokens } = event.data;
      return { status: 'issued', tokenId, isActive: true, expiresAt, canManageTokens };
    }
    case 'TokenActivated':
      return state.status === 'issued' ? { ...state, isActive: true } : state;
    case 'TokenDeactivated':
      return state.status === 'issued' ? { ...state, isActive: false } : state;
    case 'TokenRevealed':
    case 'TokenUsed': // only in streams written before use got its own (see events.ts)
      return state;
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
