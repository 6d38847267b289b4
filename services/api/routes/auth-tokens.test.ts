import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../projections/audit/projection.js';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

interface Token {
  id: string;
  name: string;
  description: string | null;
  tokenLast4: string;
  canManageTokens: boolean;
  isActive: boolean;
  isExpired: boolean;
  expiresAt: string | null;
  lastUsedAt: string | null;
}
/** What creating and revealing answer: the listed fields plus the secret itself. */
type TokenWithSecret = Token & { token: string };

let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>, headers: Record<string, string> = { cookie: admin }) =>
  t.app.inject({ method: 'POST', url: '/api/auth-tokens', headers, payload });
const issue = async (payload: Record<string, unknown>) => {
  const response = await create(payload);
  expect(response.statusCode, response.body).toBe(201);
  return json<TokenWithSecret>(response);
};
const bearer = (token: TokenWithSecret) => ({ authorization: `Bearer ${token.token}` });
const list = async (headers: Record<string, string> = { cookie: admin }) =>
  json<Token[]>(await t.app.inject({ method: 'GET', url: '/api/auth-tokens', headers }));
const typesIn = async (stream: string) => {
  const types: string[] = [];
  for await (const event of t.ports.store.readStream(stream)) types.push(event.type);
  return types;
};

describe('API tokens', () => {
  it('creates an active token whose secret never enters the event log, and shows the secret only once', async () => {
    const response = await create({ name: '  API Mobile App ', description: '' });
    expect(response.statusCode).toBe(201);
    const token = json<TokenWithSecret>(response);
    expect(token).toMatchObject({
      name: 'API Mobile App',
      description: null,
      canManageTokens: false,
      isActive: true,
      isExpired: false,
      expiresAt: null,
      lastUsedAt: null,
    });
    expect(token.token).toMatch(/^pit_[\w-]{40,}$/);
    expect(token.tokenLast4).toBe(token.token.slice(-4));
    for await (const event of t.ports.store.readAll()) expect(JSON.stringify(event.data)).not.toContain(token.token);
    const listed = (await list()).find((item) => item.id === token.id);
    expect(listed).toMatchObject({ id: token.id, tokenLast4: token.tokenLast4 });
    expect(listed).not.toHaveProperty('token');
  });

  it('validates name and expiry in Spanish', async () => {
    const noName = await create({ name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(json(noName).message).toBe('El nombre del token es requerido.');
    const past = await create({ name: 'Viejo', expiresAt: '2020-01-01T00:00:00.000Z' });
    expect(past.statusCode).toBe(400);
    expect(json(past).message).toBe('La fecha de expiración no puede estar en el pasado');
  });

  it('works as a bearer token, records its use at most once a minute, and stops working when deactivated', async () => {
    const token = await issue({ name: 'Integración' });
    const call = () => t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) });
    expect((await call()).statusCode).toBe(200);
    await t.projector.waitFor(await t.ports.store.headPosition());
    expect((await call()).statusCode).toBe(200);
    await t.projector.waitFor(await t.ports.store.headPosition());
    expect(await typesIn(`tokenUsage-${token.id}`)).toEqual(['TokenUsed']);
    expect((await list()).find((item) => item.id === token.id)?.lastUsedAt).toBe(now.toISOString());

    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/auth-tokens/${token.id}`,
      headers: { cookie: admin },
      payload: { isActive: false },
    });
    expect(json<Token>(off).isActive).toBe(false);
    const refused = await call();
    expect(refused.statusCode).toBe(401);
    expect(json(refused).message).toBe('El token de API está desactivado.');
  });

  it("keeps token use out of the token's own stream, which token commands read", async () => {
    const token = await issue({ name: 'Uso frecuente' });
    for (let minute = 0; minute < 3; minute++) {
      now = new Date(now.getTime() + 61_000);
      expect((await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) })).statusCode).toBe(200);
    }
    await t.projector.waitFor(await t.ports.store.headPosition());
    expect(await typesIn(`token-${token.id}`)).toEqual(['TokenIssued']);
    expect(await typesIn(`tokenUsage-${token.id}`)).toEqual(['TokenUsed', 'TokenUsed', 'TokenUsed']);
    expect((await list()).find((item) => item.id === token.id)?.lastUsedAt).toBe(now.toISOString());
  });

  it('expires on time and cannot be re-activated after expiry', async () => {
    const token = await issue({ name: 'Temporal', expiresAt: new Date(now.getTime() + 60_000).toISOString() });
    now = new Date(now.getTime() + 120_000);
    expect((await list()).find((item) => item.id === token.id)?.isExpired).toBe(true);
    const refused = await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) });
    expect(json(refused).message).toBe('El token de API expiró.');
  });

  it('deletes a token', async () => {
    const token = await issue({ name: 'Borrar' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/auth-tokens/${token.id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(204);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth-tokens/${token.id}`,
      headers: { cookie: admin },
    });
    expect(gone.statusCode).toBe(404);
    expect(json(gone).message).toBe('Token no encontrado');
    expect((await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('revealing a token', () => {
  it('answers the secret and leaves an audit entry saying who saw it', async () => {
    const token = await issue({ name: 'Para revelar' });
    const revealed = await t.app.inject({
      method: 'POST',
      url: `/api/auth-tokens/${token.id}/reveal`,
      headers: { cookie: admin },
    });
    expect(revealed.statusCode).toBe(200);
    expect(revealed.headers['cache-control']).toBe('no-store');
    expect(json<TokenWithSecret>(revealed)).toMatchObject({ id: token.id, token: token.token });
    const audit = json<{ entries: AuditEntry[] }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/audit?stream=token-${token.id}&type=TokenRevealed`,
        headers: { cookie: admin },
      }),
    );
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ actor: expect.stringMatching(/^user:/), changes: { tokenId: token.id } });
    expect(JSON.stringify(audit.entries)).not.toContain(token.token);
  });

  it('reports a token that does not exist', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth-tokens/no-existe/reveal',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Token no encontrado');
  });
});

describe('who may manage tokens', () => {
  it('refuses every token route to a token that was not given the right, in Spanish', async () => {
    const plain = await issue({ name: 'Sin permiso', expiresAt: new Date(now.getTime() + 60_000).toISOString() });
    const target = await issue({ name: 'Otro' });
    const attempts = [
      await t.app.inject({ method: 'GET', url: '/api/auth-tokens', headers: bearer(plain) }),
      await create({ name: 'Eterno' }, bearer(plain)),
      await t.app.inject({ method: 'POST', url: `/api/auth-tokens/${target.id}/reveal`, headers: bearer(plain) }),
      await t.app.inject({
        method: 'PUT',
        url: `/api/auth-tokens/${target.id}`,
        headers: bearer(plain),
        payload: { isActive: false },
      }),
      await t.app.inject({ method: 'DELETE', url: `/api/auth-tokens/${target.id}`, headers: bearer(plain) }),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(json(attempts[0]!).message).toBe(
      'Gestionar tokens requiere una sesión de administrador o un token con permiso para gestionar tokens.',
    );
    // The same token still has an admin's rights elsewhere.
    expect((await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(plain) })).statusCode).toBe(200);
  });

  it('lets only an admin session give a token the right to manage tokens', async () => {
    const manager = await issue({
      name: 'Gestor',
      canManageTokens: true,
      expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
    });
    expect(manager.canManageTokens).toBe(true);
    const passedOn = await create(
      { name: 'Gestor 2', canManageTokens: true, expiresAt: new Date(now.getTime() + 60_000).toISOString() },
      bearer(manager),
    );
    expect(passedOn.statusCode).toBe(403);
    expect(json(passedOn).message).toBe(
      'Solo un administrador con sesión iniciada puede dar a un token el permiso de gestionar tokens.',
    );
  });

  it('never lets a token create a token that outlives it', async () => {
    const expiresAt = new Date(now.getTime() + 3_600_000).toISOString();
    const manager = await issue({ name: 'Gestor temporal', canManageTokens: true, expiresAt });
    for (const payload of [
      { name: 'Eterno' },
      { name: 'Más largo', expiresAt: new Date(now.getTime() + 7_200_000).toISOString() },
    ]) {
      const refused = await create(payload, bearer(manager));
      expect(refused.statusCode).toBe(400);
      expect(json(refused).message).toBe('Un token no puede crear otro que venza después que él.');
    }
    const child = await create({ name: 'Hijo', expiresAt }, bearer(manager));
    expect(child.statusCode).toBe(201);
    expect(json<TokenWithSecret>(child)).toMatchObject({ expiresAt, canManageTokens: false });
  });

  it('lets a managing token list without secrets and reveal only tokens that do not outlive it', async () => {
    const manager = await issue({
      name: 'Gestor lector',
      canManageTokens: true,
      expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
    });
    const longer = await issue({ name: 'Permanente' });
    const shorter = await issue({ name: 'Corto', expiresAt: new Date(now.getTime() + 60_000).toISOString() });
    const listed = await list(bearer(manager));
    expect(listed.length).toBeGreaterThan(2);
    expect(JSON.stringify(listed)).not.toContain(longer.token);
    const reveal = (token: TokenWithSecret) =>
      t.app.inject({ method: 'POST', url: `/api/auth-tokens/${token.id}/reveal`, headers: bearer(manager) });
    const refused = await reveal(longer);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(
      'Un token solo puede revelar tokens que venzan antes que él y no gestionen tokens.',
    );
    expect(json<TokenWithSecret>(await reveal(shorter)).token).toBe(shorter.token);
    const audit = json<{ entries: AuditEntry[] }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/audit?stream=token-${shorter.id}&type=TokenRevealed`,
        headers: { cookie: admin },
      }),
    );
    expect(audit.entries.map((entry) => entry.actor)).toEqual([`token:${manager.id}`]);
  });

  it('never lets a token re-activate a token an admin revoked, nor switch off or delete one that outlives it', async () => {
    const inAnHour = new Date(now.getTime() + 3_600_000).toISOString();
    const manager = await issue({ name: 'Gestor vigilado', canManageTokens: true, expiresAt: inAnHour });
    const leaked = await issue({ name: 'Filtrado', canManageTokens: true });
    const shortLived = await issue({ name: 'Breve', expiresAt: new Date(now.getTime() + 60_000).toISOString() });
    const put = (token: TokenWithSecret, isActive: boolean, headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: `/api/auth-tokens/${token.id}`, headers, payload: { isActive } });
    for (const revoked of [leaked, shortLived]) {
      expect((await put(revoked, false, { cookie: admin })).statusCode).toBe(200);
      const comeback = await put(revoked, true, bearer(manager));
      expect(comeback.statusCode).toBe(403);
      expect(json(comeback).message).toBe('Solo un administrador con sesión iniciada puede reactivar un token.');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(leaked) })).statusCode).toBe(401);

    const permanent = await issue({ name: 'Integración permanente' });
    const attempts = [
      await put(permanent, false, bearer(manager)),
      await t.app.inject({ method: 'DELETE', url: `/api/auth-tokens/${permanent.id}`, headers: bearer(manager) }),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403]);
    expect(json(attempts[0]!).message).toBe(
      'Un token solo puede cambiar o eliminar tokens que venzan a más tardar cuando él.',
    );
    expect((await put(shortLived, true, { cookie: admin })).statusCode).toBe(200);
    expect((await put(shortLived, false, bearer(manager))).statusCode).toBe(200);
  });
});
