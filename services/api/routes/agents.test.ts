import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: string;

const createAccount = async (payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie: admin }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response).id;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

describe('GET /api/agents', () => {
  it('lists the active team members a listing may be assigned to, by name (the e-mail when there is none)', async () => {
    const beatriz = await createAccount({
      email: 'beatriz@portal.test',
      password: 'clave-de-beatriz',
      firstName: 'Beatriz',
      role: 'admin',
    });
    const unnamed = await createAccount({ email: 'carlos@portal.test', password: 'clave-de-carlos', role: 'admin' });
    await createAccount({
      email: 'cliente@portal.test',
      password: 'clave-de-cliente',
      firstName: 'Cliente',
      role: 'user',
    });
    const gone = await createAccount({
      email: 'ida@portal.test',
      password: 'clave-de-ida',
      firstName: 'Ida',
      role: 'admin',
    });
    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${gone}`,
      headers: { cookie: admin },
      payload: { active: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);

    const response = await t.app.inject({ url: '/api/agents', headers: { cookie: admin } });
    expect(response.statusCode, response.body).toBe(200);
    const { agents } = json<{ agents: Array<{ id: string; name: string }> }>(response);
    // The seeded asesor is on the team too.
    expect(agents.map((agent) => agent.name)).toEqual(['Admin', 'Asesora', 'Beatriz', 'carlos@portal.test']);
    expect(agents.find((agent) => agent.name === 'Beatriz')?.id).toBe(beatriz);
    expect(agents.find((agent) => agent.name === 'carlos@portal.test')?.id).toBe(unnamed);
  });

  it('is for the staff only: an asesor reads it for the table, a visitor or a plain user cannot', async () => {
    expect((await t.app.inject({ url: '/api/agents', headers: { cookie: await t.asesorCookie() } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/agents' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/agents', headers: { cookie: await t.userCookie() } })).statusCode).toBe(
      403,
    );
  });
});
