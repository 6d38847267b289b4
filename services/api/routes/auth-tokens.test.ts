import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

interface Token {
  id: string;
  name: string;
  description: string | null;
  token: string;
  isActive: boolean;
  isExpired: boolean;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth-tokens', headers: { cookie: admin }, payload });

describe('API tokens', () => {
  it('creates an active token whose secret never enters the event log', async () => {
    const response = await create({ name: '  API Mobile App ', description: '' });
    expect(response.statusCode).toBe(201);
    const token = json<Token>(response);
    expect(token).toMatchObject({ name: 'API Mobile App', description: null, isActive: true, isExpired: false, expiresAt: null, lastUsedAt: null });
    expect(token.token).toMatch(/^pit_[\w-]{40,}$/);
    for await (const event of t.ports.store.readAll()) expect(JSON.stringify(event.data)).not.toContain(token.token);
    const listed = json<Token[]>(await t.app.inject({ method: 'GET', url: '/api/auth-tokens', headers: { cookie: admin } }));
    expect(listed.find((item) => item.id === token.id)?.token).toBe(token.token);
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
    const token = json<Token>(await create({ name: 'Integración' }));
    const call = () => t.app.inject({ method: 'GET', url: '/api/leads', headers: { authorization: `Bearer ${token.token}` } });
    expect((await call()).statusCode).toBe(200);
    await t.projector.waitFor(await t.ports.store.headPosition());
    expect((await call()).statusCode).toBe(200);
    await t.projector.waitFor(await t.ports.store.headPosition());
    let uses = 0;
    for await (const event of t.ports.store.readStream(`token-${token.id}`)) if (event.type === 'TokenUsed') uses++;
    expect(uses).toBe(1);
    const listed = json<Token[]>(await t.app.inject({ method: 'GET', url: '/api/auth-tokens', headers: { cookie: admin } }));
    expect(listed.find((item) => item.id === token.id)?.lastUsedAt).toBe(now.toISOString());

    const off = await t.app.inject({ method: 'PUT', url: `/api/auth-tokens/${token.id}`, headers: { cookie: admin }, payload: { isActive: false } });
    expect(json<Token>(off).isActive).toBe(false);
    const refused = await call();
    expect(refused.statusCode).toBe(401);
    expect(json(refused).message).toBe('El token de API está desactivado.');
  });

  it('expires on time and cannot be re-activated after expiry', async () => {
    const token = json<Token>(await create({ name: 'Temporal', expiresAt: new Date(now.getTime() + 60_000).toISOString() }));
    now = new Date(now.getTime() + 120_000);
    const listed = json<Token[]>(await t.app.inject({ method: 'GET', url: '/api/auth-tokens', headers: { cookie: admin } }));
    expect(listed.find((item) => item.id === token.id)?.isExpired).toBe(true);
    const refused = await t.app.inject({ method: 'GET', url: '/api/leads', headers: { authorization: `Bearer ${token.token}` } });
    expect(json(refused).message).toBe('El token de API expiró.');
  });

  it('deletes a token', async () => {
    const token = json<Token>(await create({ name: 'Borrar' }));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth-tokens/${token.id}`, headers: { cookie: admin } })).statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/auth-tokens/${token.id}`, headers: { cookie: admin } });
    expect(gone.statusCode).toBe(404);
    expect(json(gone).message).toBe('Token no encontrado');
    expect((await t.app.inject({ method: 'GET', url: '/api/leads', headers: { authorization: `Bearer ${token.token}` } })).statusCode).toBe(401);
  });
});
