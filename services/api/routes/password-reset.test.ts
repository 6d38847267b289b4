import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdFromEmail } from '../../domain/user/decider.js';
import { SignedLinks } from '../auth/signed-links.js';
import { SecretBox } from '../auth/secrets.js';
import { PASSWORD_RESET_REQUESTED } from '../schemas/password-reset.js';
import { ADMIN, createTestApp, json, TEST_SECRET_KEY, type TestApp } from '../test-support/test-app.js';
import { lastResetToken } from '../test-support/reset-link.js';
import { RESET_LINKS_PER_ACCOUNT_PER_HOUR, RESET_REQUESTS_PER_CLIENT_PER_HOUR } from './password-reset.js';

let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let admin: string;
const links = new SignedLinks(new SecretBox(TEST_SECRET_KEY));
const EXPIRED = 'El enlace para restablecer la contraseña venció o ya se usó. Pide uno nuevo.';

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

const later = (minutes = 1) => (now = new Date(now.getTime() + minutes * 60_000));
/** Each test asks from its own client address, so the per-client limits of one do not reach another. */
let clients = 0;
const newClient = () => `203.0.113.${++clients}`;
const ask = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email }, remoteAddress: ip });
const confirm = (token: string, password: string, ip = '198.51.100.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-reset/confirm',
    payload: { token, password },
    remoteAddress: ip,
  });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

async function streamEvents(userId: string) {
  const events = [];
  for await (const event of t.ports.store.readStream(`user-${userId}`)) events.push(event);
  return events;
}

const lastToken = (email: string) => lastResetToken(t, email);

/** A new account, signed in twice (two browsers). */
async function member(email: string, password = `clave-de-${email}`) {
  later();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: admin },
    payload: { email, password, role: 'asesor' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return {
    id: userIdFromEmail(email),
    email,
    password,
    first: await t.signIn({ email, password }),
    second: await t.signIn({ email, password }),
  };
}

describe('POST /api/password-reset', () => {
  it('answers the same whether or not the address has an account, and mails only an active one', async () => {
    const ana = await member('ana.reset@portal.test');
    const ip = newClient();
    const known = await ask('Ana.Reset@Portal.test ', ip);
    const unknown = await ask('nadie@portal.test', ip);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(json(known)).toEqual({ message: PASSWORD_RESET_REQUESTED });
    const headersOf = (response: typeof known) => {
      const { date: _date, 'x-correlation-id': _id, ...rest } = response.headers;
      return rest;
    };
    expect(headersOf(unknown), JSON.stringify([known.headers, unknown.headers])).toEqual(headersOf(known));

    const requests = (await streamEvents(ana.id)).filter((event) => event.type === 'PasswordResetRequested');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.data).toMatchObject({
      userId: ana.id,
      requestedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
    });
    expect(String(requests[0]!.data.requestId)).toMatch(new RegExp(`^${ana.id}-[0-9a-f]{32}$`));
    expect(await streamEvents(userIdFromEmail('nadie@portal.test'))).toHaveLength(0);

    // A deactivated account gets the same answer, and no link.
    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${ana.id}`,
      headers: { cookie: admin },
      payload: { active: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const inactive = await ask(ana.email, ip);
    expect(inactive.statusCode).toBe(202);
    expect(inactive.body).toBe(known.body);
    expect((await streamEvents(ana.id)).filter((event) => event.type === 'PasswordResetRequested')).toHaveLength(1);
  });

  it('refuses an address that is not one, in Spanish', async () => {
    const response = await ask('no es un correo', newClient());
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toMatch(/email válido/);
  });

  it(`sends an account at most ${RESET_LINKS_PER_ACCOUNT_PER_HOUR} links an hour, with or without an account behind the address`, async () => {
    await member('bea.reset@portal.test');
    for (const email of ['bea.reset@portal.test', 'tampoco-existe@portal.test']) {
      for (let i = 0; i < RESET_LINKS_PER_ACCOUNT_PER_HOUR; i++) {
        expect((await ask(email, newClient())).statusCode).toBe(202);
      }
      const refused = await ask(email, newClient());
      expect(refused.statusCode).toBe(429);
      expect(json<{ message: string }>(refused).message).toMatch(
        /^Se pidieron demasiados enlaces .* Espera \d+ minutos? /,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const beaRequests = (await streamEvents(userIdFromEmail('bea.reset@portal.test'))).filter(
      (event) => event.type === 'PasswordResetRequested',
    );
    expect(beaRequests).toHaveLength(RESET_LINKS_PER_ACCOUNT_PER_HOUR);
    // An hour later the account may ask again.
    later(61);
    expect((await ask('bea.reset@portal.test', newClient())).statusCode).toBe(202);
  });

  it(`takes at most ${RESET_REQUESTS_PER_CLIENT_PER_HOUR} requests an hour from one client`, async () => {
    const ip = newClient();
    for (let i = 0; i < RESET_REQUESTS_PER_CLIENT_PER_HOUR; i++) {
      expect((await ask(`persona${i}@portal.test`, ip)).statusCode).toBe(202);
    }
    expect((await ask('una-mas@portal.test', ip)).statusCode).toBe(429);
    expect((await ask('una-mas@portal.test', newClient())).statusCode).toBe(202);
  });
});

describe('POST /api/password-reset/confirm', () => {
  it('sets the new password, ends every session and lets the person sign in with it', async () => {
    const caro = await member('caro.reset@portal.test');
    later();
    await ask(caro.email, newClient());
    later(59);
    const response = await confirm(await lastToken(caro.email), 'girasoles de la sabana norte');
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ message: string }>(response).message).toMatch(/tu contraseña cambió/);

    expect((await me(caro.first)).statusCode).toBe(401);
    expect((await me(caro.second)).statusCode).toBe(401);
    later();
    await expect(t.signIn(caro)).rejects.toThrow(/401/);
    const session = await t.signIn({ email: caro.email, password: 'girasoles de la sabana norte' });
    expect((await me(session)).statusCode).toBe(200);

    const events = await streamEvents(caro.id);
    const completed = events.find((event) => event.type === 'PasswordResetCompleted');
    expect(String(completed?.data.passwordHash)).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain('girasoles');
  });

  it('lets the person sign in at once from where they were locked out by wrong guesses', async () => {
    const dora = await member('dora.reset@portal.test');
    const ip = newClient();
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: dora.email, password }, remoteAddress: ip });
    for (let guess = 0; guess < 8; guess++) await signIn(`no-es-la-clave-${guess}`);
    expect((await signIn(dora.password)).statusCode).toBe(429);
    await ask(dora.email, ip);
    expect((await confirm(await lastToken(dora.email), 'orquideas del valle del cauca', ip)).statusCode).toBe(200);
    expect((await signIn('orquideas del valle del cauca')).statusCode).toBe(200);
  });

  it('opens once', async () => {
    const dani = await member('dani.reset@portal.test');
    await ask(dani.email, newClient());
    const token = await lastToken(dani.email);
    expect((await confirm(token, 'girasoles de la sabana norte')).statusCode).toBe(200);
    later();
    const again = await confirm(token, 'otra clave de montaña azul');
    expect(again.statusCode).toBe(410);
    expect(json(again)).toEqual({ message: EXPIRED });
    later();
    await expect(t.signIn({ email: dani.email, password: 'otra clave de montaña azul' })).rejects.toThrow(/401/);
  });

  it('expires after an hour, and the old password still works', async () => {
    const eli = await member('eli.reset@portal.test');
    await ask(eli.email, newClient());
    const token = await lastToken(eli.email);
    later(61);
    const response = await confirm(token, 'girasoles de la sabana norte');
    expect(response.statusCode).toBe(410);
    expect(json(response)).toEqual({ message: EXPIRED });
    expect((await me(eli.first)).statusCode).toBe(200);
    await t.signIn(eli);
  });

  it('is superseded by a newer link', async () => {
    const fer = await member('fer.reset@portal.test');
    await ask(fer.email, newClient());
    const older = await lastToken(fer.email);
    later();
    await ask(fer.email, newClient());
    const newer = await lastToken(fer.email);
    expect(newer).not.toBe(older);
    expect((await confirm(older, 'girasoles de la sabana norte')).statusCode).toBe(410);
    expect((await confirm(newer, 'girasoles de la sabana norte')).statusCode).toBe(200);
  });

  it('refuses a link it did not sign, and a weak password while keeping the link', async () => {
    const gabi = await member('gabi.reset@portal.test');
    await ask(gabi.email, newClient());
    const token = await lastToken(gabi.email);
    const forged = await confirm(`${token.slice(0, -2)}xx`, 'girasoles de la sabana norte');
    expect(forged.statusCode).toBe(400);
    expect(json<{ message: string }>(forged).message).toMatch(/no es válido/);
    const someoneElse = await confirm(
      links.token('manage', token.slice(0, token.lastIndexOf('.'))),
      'girasoles de la sabana norte',
    );
    expect(someoneElse.statusCode).toBe(400);

    const weak = await confirm(token, 'contraseña123');
    expect(weak.statusCode).toBe(400);
    const short = await confirm(token, 'corta');
    expect(short.statusCode).toBe(400);
    expect(json<{ errors: Array<{ path: string }> }>(short).errors[0]?.path).toBe('password');
    expect(json<{ errors: Array<{ path: string }> }>(weak).errors[0]?.path).toBe('password');
    expect((await confirm(token, 'girasoles de la sabana norte')).statusCode).toBe(200);
  });

  it('frees an account with a one-time password from changing it', async () => {
    const hugo = await member('hugo.reset@portal.test');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/users/${hugo.id}/password-reset`,
      headers: { cookie: admin },
    });
    expect(reset.statusCode).toBe(200);
    later();
    await ask(hugo.email, newClient());
    expect((await confirm(await lastToken(hugo.email), 'girasoles de la sabana norte')).statusCode).toBe(200);
    later();
    const session = await t.signIn({ email: hugo.email, password: 'girasoles de la sabana norte' });
    expect(json(await me(session))).toMatchObject({ mustChangePassword: false });
  });

  it('is not for an admin’s own session to use: it needs no session and keeps none', async () => {
    await ask(ADMIN.email, newClient());
    const token = await lastToken(ADMIN.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      headers: { cookie: admin },
      payload: { token, password: 'girasoles de la sabana norte' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(admin)).statusCode).toBe(401);
  });
});
