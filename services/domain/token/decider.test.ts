import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import type { IssueToken, TokenManager } from './commands.js';
import { TOKEN_NOT_FOUND, tokenDecider } from './decider.js';
import type { TokenEvent, TokenIssued } from './events.js';

const spec = deciderSpec(tokenDecider);
const tokenId = 'token-1';
const now = '2025-03-01T10:00:00.000Z';
const admin: TokenManager = { kind: 'admin' };
const issue: IssueToken['data'] = {
  tokenId,
  name: 'Integración CRM',
  description: null,
  tokenHash: 'a'.repeat(64),
  encryptedToken: 'sealed',
  expiresAt: '2025-06-01T00:00:00.000Z',
  canManageTokens: false,
  issuer: admin,
  now,
};
const issued: TokenIssued = {
  type: 'TokenIssued',
  data: {
    tokenId,
    name: issue.name,
    description: null,
    tokenHash: issue.tokenHash,
    encryptedToken: 'sealed',
    expiresAt: issue.expiresAt,
    canManageTokens: false,
    issuedAt: '2025-02-01T00:00:00.000Z',
  },
};
const deactivated: TokenEvent = {
  type: 'TokenDeactivated',
  data: { tokenId, deactivatedAt: '2025-02-02T00:00:00.000Z' },
};
const deleted: TokenEvent = { type: 'TokenDeleted', data: { tokenId, deletedAt: '2025-02-03T00:00:00.000Z' } };
const used = (usedAt: string): TokenEvent => ({ type: 'TokenUsed', data: { tokenId, usedAt } });
/** A managing token that expires on `expiresAt`. */
const managingToken = (expiresAt: string | null): TokenManager => ({ kind: 'token', tokenId: 'manager', expiresAt });

describe('IssueToken', () => {
  it('issues an active token', () => {
    const { now: issuedAt, issuer: _, ...rest } = issue;
    spec
      .given([])
      .when({ type: 'IssueToken', data: issue })
      .then([{ type: 'TokenIssued', data: { ...rest, issuedAt } }]);
  });

  it('issues a token that never expires', () => {
    spec
      .given([])
      .when({ type: 'IssueToken', data: { ...issue, expiresAt: null } })
      .then([{ type: 'TokenIssued', data: { ...issued.data, expiresAt: null, issuedAt: now } }]);
  });

  it('refuses an id already used', () => {
    spec.given([issued, deleted]).when({ type: 'IssueToken', data: issue }).thenThrows('conflict');
  });

  it('needs a name and an expiry that is not in the past', () => {
    const error = spec
      .given([])
      .when({ type: 'IssueToken', data: { ...issue, name: '  ', expiresAt: '2025-02-28T10:00:00.000Z' } })
      .thenThrows('validation');
    expect(error.errors).toEqual([
      { path: 'name', message: 'El nombre del token es requerido.' },
      { path: 'expiresAt', message: 'La fecha de expiración no puede estar en el pasado' },
    ]);
  });

  it('refuses an unreadable expiry', () => {
    spec
      .given([])
      .when({ type: 'IssueToken', data: { ...issue, expiresAt: 'mañana' } })
      .thenThrows('validation', 'Fecha de expiración inválida');
  });
});

describe('ActivateToken and DeactivateToken', () => {
  it('deactivates an active token and activates it again', () => {
    spec
      .given([issued])
      .when({ type: 'DeactivateToken', data: { tokenId, manager: admin, now } })
      .then([{ type: 'TokenDeactivated', data: { tokenId, deactivatedAt: now } }]);
    spec
      .given([issued, deactivated])
      .when({ type: 'ActivateToken', data: { tokenId, manager: admin, now } })
      .then([{ type: 'TokenActivated', data: { tokenId, activatedAt: now } }]);
  });

  it('records nothing when the token is already in that state', () => {
    spec
      .given([issued])
      .when({ type: 'ActivateToken', data: { tokenId, manager: admin, now } })
      .then([]);
    spec
      .given([issued, deactivated])
      .when({ type: 'DeactivateToken', data: { tokenId, manager: admin, now } })
      .then([]);
  });

  it('cannot activate an expired token, but can deactivate it', () => {
    const later = '2025-06-01T00:00:00.000Z';
    spec
      .given([issued, deactivated])
      .when({ type: 'ActivateToken', data: { tokenId, manager: admin, now: later } })
      .thenThrows('validation', 'El token ha expirado');
    spec
      .given([issued])
      .when({ type: 'DeactivateToken', data: { tokenId, manager: admin, now: later } })
      .then([{ type: 'TokenDeactivated', data: { tokenId, deactivatedAt: later } }]);
  });

  it('reports a missing or deleted token', () => {
    spec
      .given([])
      .when({ type: 'ActivateToken', data: { tokenId, manager: admin, now } })
      .thenThrows('not_found', 'Token no encontrado');
    spec
      .given([issued, deleted])
      .when({ type: 'DeactivateToken', data: { tokenId, manager: admin, now } })
      .thenThrows('not_found', 'Token no encontrado');
  });
});

describe('IssueToken by a token allowed to manage tokens', () => {
  const expiresAt = '2025-04-01T00:00:00.000Z';

  it('issues tokens that expire no later than the issuer', () => {
    spec
      .given([])
      .when({ type: 'IssueToken', data: { ...issue, expiresAt, issuer: managingToken(expiresAt) } })
      .then([{ type: 'TokenIssued', data: { ...issued.data, expiresAt, issuedAt: now } }]);
    spec
      .given([])
      .when({ type: 'IssueToken', data: { ...issue, expiresAt: null, issuer: managingToken(null) } })
      .then([{ type: 'TokenIssued', data: { ...issued.data, expiresAt: null, issuedAt: now } }]);
  });

  it('refuses a token that would outlive the issuer, or never expire while the issuer does', () => {
    for (const outliving of ['2025-04-01T00:00:00.001Z', null]) {
      spec
        .given([])
        .when({ type: 'IssueToken', data: { ...issue, expiresAt: outliving, issuer: managingToken(expiresAt) } })
        .thenThrows('validation', 'Un token no puede crear otro que venza después que él.');
    }
  });

  it('cannot pass the right to manage tokens on; only an admin session gives it', () => {
    spec
      .given([])
      .when({ type: 'IssueToken', data: { ...issue, expiresAt, canManageTokens: true, issuer: managingToken(null) } })
      .thenThrows(
        'forbidden',
        'Solo un administrador con sesión iniciada puede dar a un token el permiso de gestionar tokens.',
      );
    spec
      .given([])
      .when({ type: 'IssueToken', data: { ...issue, canManageTokens: true } })
      .then([{ type: 'TokenIssued', data: { ...issued.data, canManageTokens: true, issuedAt: now } }]);
  });
});

describe('ActivateToken, DeactivateToken and DeleteToken by a token allowed to manage tokens', () => {
  const reactivation = 'Solo un administrador con sesión iniciada puede reactivar un token.';
  const outliving = 'Un token solo puede cambiar o eliminar tokens que venzan a más tardar cuando él.';
  const permanent: TokenEvent = { type: 'TokenIssued', data: { ...issued.data, expiresAt: null } };

  it('never re-activates a token an admin switched off, not even a shorter-lived one or itself', () => {
    for (const manager of [managingToken(null), managingToken('2025-12-01T00:00:00.000Z')]) {
      spec
        .given([issued, deactivated])
        .when({ type: 'ActivateToken', data: { tokenId, manager, now } })
        .thenThrows('forbidden', reactivation);
    }
    spec
      .given([permanent, deactivated])
      .when({ type: 'ActivateToken', data: { tokenId, manager: { kind: 'token', tokenId, expiresAt: null }, now } })
      .thenThrows('forbidden', reactivation);
  });

  it('deactivates and deletes only tokens that expire no later than itself', () => {
    const shortLived = managingToken('2025-04-01T00:00:00.000Z');
    for (const type of ['DeactivateToken', 'DeleteToken'] as const) {
      spec
        .given([issued])
        .when({ type, data: { tokenId, manager: shortLived, now } })
        .thenThrows('forbidden', outliving);
      spec
        .given([permanent])
        .when({ type, data: { tokenId, manager: managingToken(issue.expiresAt), now } })
        .thenThrows('forbidden', outliving);
    }
    spec
      .given([issued])
      .when({ type: 'DeactivateToken', data: { tokenId, manager: managingToken(issue.expiresAt), now } })
      .then([{ type: 'TokenDeactivated', data: { tokenId, deactivatedAt: now } }]);
    spec
      .given([permanent])
      .when({ type: 'DeleteToken', data: { tokenId, manager: managingToken(null), now } })
      .then([{ type: 'TokenDeleted', data: { tokenId, deletedAt: now } }]);
  });
});

describe('RevealToken', () => {
  const revealed: TokenEvent = { type: 'TokenRevealed', data: { tokenId, revealedAt: now } };
  const manager: TokenEvent = { type: 'TokenIssued', data: { ...issued.data, canManageTokens: true } };

  it('records that an admin saw the secret, even of an inactive token', () => {
    spec
      .given([issued, deactivated])
      .when({ type: 'RevealToken', data: { tokenId, revealer: admin, now } })
      .then([revealed]);
    spec
      .given([manager])
      .when({ type: 'RevealToken', data: { tokenId, revealer: admin, now } })
      .then([revealed]);
  });

  it('lets a managing token see only tokens it could have issued itself', () => {
    spec
      .given([issued])
      .when({ type: 'RevealToken', data: { tokenId, revealer: managingToken(issue.expiresAt), now } })
      .then([revealed]);
    const refusal = 'Un token solo puede revelar tokens que venzan antes que él y no gestionen tokens.';
    spec
      .given([issued])
      .when({ type: 'RevealToken', data: { tokenId, revealer: managingToken('2025-05-01T00:00:00.000Z'), now } })
      .thenThrows('forbidden', refusal);
    spec
      .given([manager])
      .when({ type: 'RevealToken', data: { tokenId, revealer: managingToken(null), now } })
      .thenThrows('forbidden', refusal);
  });

  it('reports a deleted token', () => {
    spec
      .given([issued, deleted])
      .when({ type: 'RevealToken', data: { tokenId, revealer: admin, now } })
      .thenThrows('not_found', TOKEN_NOT_FOUND);
  });
});

describe('uses recorded in the token stream before they got their own', () => {
  it('change nothing the token decides', () => {
    const legacy = [issued, used('2025-02-01T10:00:00.000Z'), used('2025-02-01T11:00:00.000Z')];
    spec
      .given(legacy)
      .when({ type: 'DeactivateToken', data: { tokenId, manager: admin, now } })
      .then([{ type: 'TokenDeactivated', data: { tokenId, deactivatedAt: now } }]);
    expect(legacy.reduce(tokenDecider.evolve, tokenDecider.initialState())).toEqual(
      tokenDecider.evolve(tokenDecider.initialState(), issued),
    );
  });
});

describe('DeleteToken', () => {
  it('deletes a token once', () => {
    spec
      .given([issued, deactivated])
      .when({ type: 'DeleteToken', data: { tokenId, manager: admin, now } })
      .then([{ type: 'TokenDeleted', data: { tokenId, deletedAt: now } }]);
    spec
      .given([issued, deleted])
      .when({ type: 'DeleteToken', data: { tokenId, manager: admin, now } })
      .thenThrows('not_found', 'Token no encontrado');
  });
});
