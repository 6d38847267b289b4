import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdFromEmail } from '../../domain/user/decider.js';
import { MUST_CHANGE_PASSWORD } from '../auth/register-auth.js';
import { ADMIN, createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';
import type { AuditEntry } from '../../../projections/audit/projection.js';

let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let admin: string;
const adminId = userIdFromEmail(ADMIN.email);

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

const later = () => (now = new Date(now.getTime() + 60_000));
const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: Array<{ path: string; message: string }> }).errors;
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const changeOwn = (cookie: string, payload: Record<string, unknown>, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/password', headers: { cookie }, payload, remoteAddress: ip });
const reset = (id: string, cookie = admin) =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/password-reset`, headers: { cookie } });

/** A new account of that role, signed in twice (two browsers). */
async function member(
  email: string,
  role: 'admin' | 'asesor' | 'user',
  password = `río-${email.split('@')[0]}-de-los-andes`,
) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: admin },
    payload: { email, password, role },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = userIdFromEmail(email);
  return {
    id,
    email,
    password,
    first: await t.signIn({ email, password }),
    second: await t.signIn({ email, password }),
  };
}

describe('an admin resets a team member’s password', () => {
  it('answers a one-time password once, stores only its hash, ends the sessions and asks for a new one', async () => {
    const lina = await member('lina@portal.test', 'asesor');
    const resetAt = later().toISOString();
    const response = await reset(lina.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { account, oneTimePassword } = json<{ account: Record<string, unknown>; oneTimePassword: string }>(response);
    expect(account).toMatchObject({ email: 'lina@portal.test', role: 'asesor', mustChangePassword: true });
    expect(oneTimePassword).toMatch(/^[\w-]{24}$/);

    // Every session ended; the old password no longer opens one, the one-time password does.
    expect((await me(lina.first)).statusCode).toBe(401);
    expect((await me(lina.second)).statusCode).toBe(401);
    await expect(t.signIn(lina)).rejects.toThrow(/401/);
    later();
    const session = await t.signIn({ email: lina.email, password: oneTimePassword });
    expect(json(await me(session))).toMatchObject({ role: 'asesor', mustChangePassword: true });

    // The event holds the hash, never the password, and the audit hides even that and says who did it.
    const events = [];
    for await (const event of t.ports.store.readStream(`user-${lina.id}`)) events.push(event);
    const resetEvent = events.find((event) => event.type === 'PasswordReset');
    expect(resetEvent?.data).toMatchObject({ userId: lina.id, resetBy: adminId, resetAt });
    expect(String(resetEvent?.data.passwordHash)).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain(oneTimePassword);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/audit?stream=user-${lina.id}&type=PasswordReset`,
      headers: { cookie: admin },
    });
    const [entry] = json<{ entries: AuditEntry[] }>(audit).entries;
    expect(entry).toMatchObject({ actor: `user:${adminId}`, changes: { passwordHash: '[oculto]', resetBy: adminId } });
  });

  it('is refused for one’s own account, an unknown one, and anyone but an admin’s session', async () => {
    const own = await reset(adminId);
    expect(own.statusCode).toBe(403);
    expect(json(own).message).toBe('No puedes restablecer tu propia contraseña: cámbiala con «Cambiar contraseña»');
    expect((await reset('no-existe')).statusCode).toBe(404);
    expect((await reset(adminId, await t.asesorCookie())).statusCode).toBe(403);
  });
});

describe('while a password must be changed', () => {
  it('only the password change, the sign-out and "who am I" answer; everything else says to choose one first', async () => {
    const mario = await member('mario@portal.test', 'asesor');
    const { oneTimePassword } = json<{ oneTimePassword: string }>(await reset(mario.id));
    later();
    const session = await t.signIn({ email: mario.email, password: oneTimePassword });

    for (const [method, url] of [
      ['GET', '/api/leads'],
      ['GET', '/api/property-stats'],
      ['POST', '/api/properties'],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: { cookie: session }, payload: propertyBody() });
      expect(refused.statusCode, url).toBe(403);
      expect(json(refused).message).toBe(MUST_CHANGE_PASSWORD);
    }
    expect((await me(session)).statusCode).toBe(200);

    later();
    const changed = await changeOwn(session, {
      currentPassword: oneTimePassword,
      newPassword: 'girasoles-de-la-sabana-2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed)).toMatchObject({ email: mario.email, mustChangePassword: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/leads', headers: { cookie: session } })).statusCode).toBe(
      200,
    );
  });

  it('the one-time password cannot be kept as the new one', async () => {
    const nora = await member('nora@portal.test', 'asesor');
    const { oneTimePassword } = json<{ oneTimePassword: string }>(await reset(nora.id));
    later();
    const session = await t.signIn({ email: nora.email, password: oneTimePassword });
    const same = await changeOwn(session, { currentPassword: oneTimePassword, newPassword: oneTimePassword });
    expect(same.statusCode).toBe(400);
    expect(errorsOf(same)).toEqual([
      { path: 'newPassword', message: 'La contraseña nueva debe ser distinta de la actual' },
    ]);
  });
});

describe('POST /api/auth/password: the signed-in person changes their own password', () => {
  it('keeps this session, ends the others, records who and when, and lets only the new password in', async () => {
    const olga = await member('olga@portal.test', 'admin');
    later();
    const response = await changeOwn(olga.first, {
      currentPassword: olga.password,
      newPassword: 'montañas-azules-de-boyacá',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(olga.first)).statusCode).toBe(200);
    expect((await me(olga.second)).statusCode).toBe(401);
    await expect(t.signIn(olga)).rejects.toThrow(/401/);
    expect(await t.signIn({ email: olga.email, password: 'montañas-azules-de-boyacá' })).toMatch(/^sid=/);

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/audit?stream=user-${olga.id}&type=PasswordChanged`,
      headers: { cookie: admin },
    });
    const [entry] = json<{ entries: AuditEntry[] }>(audit).entries;
    expect(entry).toMatchObject({
      actor: `user:${olga.id}`,
      occurredAt: now.toISOString(),
      changes: { passwordHash: '[oculto]', changedAt: now.toISOString() },
    });
  });

  it('says under currentPassword that it is wrong, and under newPassword why it is weak, in Spanish', async () => {
    const pia = await member('pia@portal.test', 'user');
    const wrong = await changeOwn(pia.first, {
      currentPassword: 'no-es-la-mia',
      newPassword: 'montañas-azules-de-boyacá',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorsOf(wrong)).toEqual([{ path: 'currentPassword', message: 'La contraseña actual no es correcta' }]);

    const short = await changeOwn(pia.first, { currentPassword: pia.password, newPassword: 'corta' });
    expect(errorsOf(short)).toEqual([
      { path: 'newPassword', message: 'La contraseña debe tener al menos 12 caracteres' },
    ]);
    const guessable = await changeOwn(pia.first, { currentPassword: pia.password, newPassword: 'pia@portal.test1' });
    expect(guessable.statusCode).toBe(400);
    const [weak] = errorsOf(guessable);
    expect(weak).toMatchObject({ path: 'newPassword' });
    expect(weak!.message).toMatch(/^La contraseña es demasiado fácil de adivinar: \S/);
    // Nothing changed: the old password still signs in.
    expect(await t.signIn(pia)).toMatch(/^sid=/);
  });

  it('locks out an address that keeps trying wrong current passwords, as the sign-in does', async () => {
    const quique = await member('quique@portal.test', 'asesor');
    const attempt = () =>
      changeOwn(quique.first, { currentPassword: 'adivinando', newPassword: 'montañas-azules-de-boyacá' }, '10.0.0.9');
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    const locked = await attempt();
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(json(locked).message).toMatch(/^Demasiados intentos fallidos\. Espera \d+ segundos? antes de volver/);
  });

  it('is for a signed-in person: a visitor is asked to sign in, and a token has no password', async () => {
    const body = { currentPassword: 'x', newPassword: 'montañas-azules-de-boyacá' };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/password', payload: body })).statusCode).toBe(401);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/auth-tokens',
      headers: { cookie: admin },
      payload: { name: 'integración' },
    });
    const byToken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { authorization: `Bearer ${json<{ token: string }>(issued).token}` },
      payload: body,
    });
    expect(byToken.statusCode).toBe(403);
    expect(json(byToken).message).toBe('Esta acción requiere una sesión iniciada: un token de API no sirve para ella.');
  });
});
