import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { auditProjection } from './projection.js';

const log = recordLog([
  {
    stream: 'token-t1',
    event: {
      type: 'TokenIssued',
      data: {
        tokenId: 't1',
        name: 'App',
        description: null,
        tokenHash: 'h',
        encryptedToken: 'e',
        expiresAt: null,
        issuedAt: '2026-11-01T10:00:00.000Z',
      },
    },
  },
  {
    stream: 'config-ai-search',
    event: {
      type: 'AiSearchConfigChanged',
      data: { enabled: false, description: 'Desactivada por mantenimiento', changedAt: '2026-11-01T11:00:00.000Z' },
    },
  },
  {
    stream: 'propertyViews-p1',
    event: { type: 'PropertyViewed', data: { propertyId: 'p1', viewedAt: '2026-11-01T12:00:00.000Z' } },
  },
]);

describe('audit projection', () => {
  it("records who changed what, with secrets hidden, and leaves visitors' page views out", async () => {
    const entries = [...(await project(auditProjection, log)).values()];
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      stream: 'token-t1',
      type: 'TokenIssued',
      actor: 'user:admin',
      changes: { name: 'App', tokenHash: '[oculto]', encryptedToken: '[oculto]' },
    });
    expect(entries[1]).toMatchObject({ stream: 'config-ai-search', changes: { enabled: false } });
  });

  it('hides the hashes of a password reset but keeps the flags and who did it readable', async () => {
    const [reset, registered] = (
      await project(
        auditProjection,
        recordLog([
          {
            stream: 'user-u1',
            event: {
              type: 'PasswordReset',
              data: { userId: 'u1', passwordHash: '$argon2id$…', resetBy: 'u0', resetAt: '2026-11-02T10:00:00.000Z' },
            },
          },
          {
            stream: 'user-u2',
            event: {
              type: 'UserRegistered',
              data: { userId: 'u2', passwordHash: '$argon2id$…', mustChangePassword: true, role: 'admin' },
            },
          },
        ]),
      )
    ).values();
    expect(reset?.changes).toEqual({
      userId: 'u1',
      passwordHash: '[oculto]',
      resetBy: 'u0',
      resetAt: '2026-11-02T10:00:00.000Z',
    });
    expect(registered?.changes).toMatchObject({ passwordHash: '[oculto]', mustChangePassword: true });
  });

  it('hides a two-step secret and its recovery code hashes, lists included', async () => {
    const [enabled] = (
      await project(
        auditProjection,
        recordLog([
          {
            stream: 'userTwoStep-u1',
            event: {
              type: 'TwoStepEnabled',
              data: {
                userId: 'u1',
                encryptedSecret: 'v1.sellado',
                recoveryCodeHashes: ['h1', 'h2'],
                timeStep: 7,
                enabledAt: '2026-11-02T10:00:00.000Z',
              },
            },
          },
        ]),
      )
    ).values();
    expect(enabled?.changes).toEqual({
      userId: 'u1',
      encryptedSecret: '[oculto]',
      recoveryCodeHashes: '[oculto]',
      timeStep: 7,
      enabledAt: '2026-11-02T10:00:00.000Z',
    });
  });

  it('records a deletion and a restoration of a listing like any other change', async () => {
    const restoration = recordLog([
      { stream: 'property-p1', event: { type: 'PropertyDelisted', data: { propertyId: 'p1', delistedAt: 'a' } } },
      {
        stream: 'property-p1',
        event: { type: 'PropertyRestored', data: { propertyId: 'p1', title: 'Casa', restoredAt: 'b' } },
      },
    ]);
    const entries = [...(await project(auditProjection, restoration)).values()];
    expect(entries.map((entry) => [entry.stream, entry.type, entry.actor])).toEqual([
      ['property-p1', 'PropertyDelisted', 'user:admin'],
      ['property-p1', 'PropertyRestored', 'user:admin'],
    ]);
    expect(entries[1]?.changes).toMatchObject({ title: 'Casa', restoredAt: 'b' });
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(auditProjection, log);
  });
});
