import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import type { IssueToken } from './commands.js';
import { tokenDecider } from './decider.js';
import type { TokenEvent, TokenIssued } from './events.js';

const spec = deciderSpec(tokenDecider);
const tokenId = 'token-1';
const now = '2025-03-01T10:00:00.000Z';
const issue: IssueToken['data'] = {
  tokenId, name: 'Integración CRM', description: null, tokenHash: 'a'.repeat(64), encryptedToken: 'sealed', expiresAt: '2025-06-01T00:00:00.000Z', now,
};
const issued: TokenIssued = {
  type: 'TokenIssued',
  data: { tokenId, name: issue.name, description: null, tokenHash: issue.tokenHash, encryptedToken: 'sealed', expiresAt: issue.expiresAt, issuedAt: '2025-02-01T00:00:00.000Z' },
};
const deactivated: TokenEvent = { type: 'TokenDeactivated', data: { tokenId, deactivatedAt: '2025-02-02T00:00:00.000Z' } };
const deleted: TokenEvent = { type: 'TokenDeleted', data: { tokenId, deletedAt: '2025-02-03T00:00:00.000Z' } };
const used = (usedAt: string): TokenEvent => ({ type: 'TokenUsed', data: { tokenId, usedAt } });

describe('IssueToken', () => {
  it('issues an active token', () => {
    const { now: issuedAt, ...rest } = issue;
    spec.given([]).when({ type: 'IssueToken', data: issue }).then([{ type: 'TokenIssued', data: { ...rest, issuedAt } }]);
  });

  it('issues a token that never expires', () => {
    spec.given([]).when({ type: 'IssueToken', data: { ...issue, expiresAt: null } })
      .then([{ type: 'TokenIssued', data: { ...issued.data, expiresAt: null, issuedAt: now } }]);
  });

  it('refuses an id already used', () => {
    spec.given([issued, deleted]).when({ type: 'IssueToken', data: issue }).thenThrows('conflict');
  });

  it('needs a name and an expiry that is not in the past', () => {
    const error = spec.given([]).when({ type: 'IssueToken', data: { ...issue, name: '  ', expiresAt: '2025-02-28T10:00:00.000Z' } }).thenThrows('validation');
    expect(error.errors).toEqual([
      { path: 'name', message: 'El nombre del token es requerido.' },
      { path: 'expiresAt', message: 'La fecha de expiración no puede estar en el pasado' },
    ]);
  });

  it('refuses an unreadable expiry', () => {
    spec.given([]).when({ type: 'IssueToken', data: { ...issue, expiresAt: 'mañana' } }).thenThrows('validation', 'Fecha de expiración inválida');
  });
});

describe('ActivateToken and DeactivateToken', () => {
  it('deactivates an active token and activates it again', () => {
    spec.given([issued]).when({ type: 'DeactivateToken', data: { tokenId, now } }).then([{ type: 'TokenDeactivated', data: { tokenId, deactivatedAt: now } }]);
    spec.given([issued, deactivated]).when({ type: 'ActivateToken', data: { tokenId, now } }).then([{ type: 'TokenActivated', data: { tokenId, activatedAt: now } }]);
  });

  it('records nothing when the token is already in that state', () => {
    spec.given([issued]).when({ type: 'ActivateToken', data: { tokenId, now } }).then([]);
    spec.given([issued, deactivated]).when({ type: 'DeactivateToken', data: { tokenId, now } }).then([]);
  });

  it('cannot activate an expired token, but can deactivate it', () => {
    const later = '2025-06-01T00:00:00.000Z';
    spec.given([issued, deactivated]).when({ type: 'ActivateToken', data: { tokenId, now: later } }).thenThrows('validation', 'El token ha expirado');
    spec.given([issued]).when({ type: 'DeactivateToken', data: { tokenId, now: later } }).then([{ type: 'TokenDeactivated', data: { tokenId, deactivatedAt: later } }]);
  });

  it('reports a missing or deleted token', () => {
    spec.given([]).when({ type: 'ActivateToken', data: { tokenId, now } }).thenThrows('not_found', 'Token no encontrado');
    spec.given([issued, deleted]).when({ type: 'DeactivateToken', data: { tokenId, now } }).thenThrows('not_found', 'Token no encontrado');
  });
});

describe('RecordTokenUse', () => {
  it('records the first use', () => {
    spec.given([issued]).when({ type: 'RecordTokenUse', data: { tokenId, now } }).then([used(now)]);
  });

  it('records a use at most once a minute', () => {
    spec.given([issued, used('2025-03-01T09:59:00.001Z')]).when({ type: 'RecordTokenUse', data: { tokenId, now } }).then([]);
    spec.given([issued, used('2025-03-01T09:59:00.000Z')]).when({ type: 'RecordTokenUse', data: { tokenId, now } }).then([used(now)]);
  });

  it('reports a deleted token', () => {
    spec.given([issued, deleted]).when({ type: 'RecordTokenUse', data: { tokenId, now } }).thenThrows('not_found', 'Token no encontrado');
  });
});

describe('DeleteToken', () => {
  it('deletes a token once', () => {
    spec.given([issued, deactivated]).when({ type: 'DeleteToken', data: { tokenId, now } }).then([{ type: 'TokenDeleted', data: { tokenId, deletedAt: now } }]);
    spec.given([issued, deleted]).when({ type: 'DeleteToken', data: { tokenId, now } }).thenThrows('not_found', 'Token no encontrado');
  });
});
