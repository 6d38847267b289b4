import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdFromEmail } from '../../domain/user/decider.js';
import { acceptInvitation } from '../test-support/reset-link.js';
import { ADMIN, ASESOR, createTestApp, json, VISITOR_USER, type TestApp } from '../test-support/test-app.js';

let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let admin: string;
const adminId = userIdFromEmail(ADMIN.email);

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

const CARLA_PASSWORD = 'clave-carla-de-los-cerros';

type Account = { id: string; email: string; firstName: string | null; role: string; active: boolean };

const create = (payload: Record<string, unknown>, cookie = admin) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie }, payload });
const update = (id: string, payload: Record<string, unknown>, cookie = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: { cookie }, payload });
const list = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return json<Array<Account & { lastSignInAt: string | null }>>(response);
};
const signInAs = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('staff accounts', () => {
  it('creates an active account, invites the person to choose a password, and never answers a hash', async () => {
    const response = await create({ email: ' Carla@Portal.test ', role: 'user' });
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response)).toEqual({
      id: userIdFromEmail('carla@portal.test'),
      email: 'carla@portal.test',
      firstName: null,
      phone: null,
      role: 'user',
      active: true,
      mustChangePassword: false,
      invitationPending: true,
      createdAt: now.toISOString(),
      lastSignInAt: null,
      twoStepEnabled: false,
      twoStepRequired: false,
    });
    expect(response.body).not.toMatch(/argon2|passwordHash/i);
    await acceptInvitation(t, 'carla@portal.test', CARLA_PASSWORD);
    expect((await signInAs('carla@portal.test', CARLA_PASSWORD)).statusCode).toBe(200);
    expect((await list()).find((account) => account.email === 'carla@portal.test')).toMatchObject({
      invitationPending: false,
      mustChangePassword: false,
    });
  });

  it('refuses an e-mail that already has an account', async () => {
    const response = await create({ email: 'USUARIO@portal.test', password: 'otra-clave-1', role: 'admin' });
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toBe('Ya existe una cuenta con ese correo');
  });

  it('says what is wrong with the form in Spanish', async () => {
    const response = await create({ email: 'carla', password: 'corta', role: 'jefe' });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: unknown[] }>(response).errors).toEqual([
      { path: 'email', message: 'Debe ser un email válido' },
      { path: 'password', message: 'La contraseña debe tener al menos 12 caracteres' },
      { path: 'role', message: 'El rol debe ser admin, asesor o user' },
    ]);
  });

  it('refuses a password that is easy to guess, on the password field, and creates no account', async () => {
    for (const password of ['12345678', '123456789012', 'clara@portal.test', 'Contraseña2024']) {
      const response = await create({ email: 'clara@portal.test', password, role: 'admin' });
      expect(response.statusCode, password).toBe(400);
      const [error, ...others] = json<{ errors: Array<{ path: string; message: string }> }>(response).errors;
      expect(others).toEqual([]);
      expect(error!.path).toBe('password');
      expect(error!.message).toMatch(
        /^La contraseña (debe tener al menos 12 caracteres|es demasiado fácil de adivinar: \S.+)$/,
      );
    }
    expect((await list()).map((account) => account.email)).not.toContain('clara@portal.test');
  });

  it('lists the accounts by e-mail, with the last sign-in', async () => {
    now = new Date(now.getTime() + 60_000);
    await t.signIn(VISITOR_USER);
    const accounts = await list();
    expect(accounts.map((account) => account.email)).toEqual([
      ADMIN.email,
      ASESOR.email,
      'carla@portal.test',
      VISITOR_USER.email,
    ]);
    expect(accounts.find((account) => account.email === VISITOR_USER.email)).toMatchObject({
      role: 'user',
      active: true,
      firstName: 'Usuario',
      lastSignInAt: now.toISOString(),
    });
    expect(JSON.stringify(accounts)).not.toMatch(/argon2|passwordHash/);
  });

  it('deactivating ends the sessions at once and refuses sign-in; reactivating lets the user sign in again', async () => {
    const created = json<Account>(
      await create({ email: 'dario@portal.test', password: 'clave-dario-1', role: 'admin' }),
    );
    const session = await t.signIn({ email: 'dario@portal.test', password: 'clave-dario-1' });
    expect((await me(session)).statusCode).toBe(200);

    now = new Date(now.getTime() + 60_000);
    const deactivated = await update(created.id, { active: false });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(json(deactivated)).toMatchObject({ email: 'dario@portal.test', active: false, role: 'admin' });
    expect((await me(session)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/leads', headers: { cookie: session } })).statusCode).toBe(
      401,
    );
    const refused = await signInAs('dario@portal.test', 'clave-dario-1');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('Tu cuenta está desactivada. Pide a un administrador que la vuelva a activar.');
    // A wrong password still gets the generic answer: the state of an account is said only to its owner.
    expect(json(await signInAs('dario@portal.test', 'equivocada')).message).toBe('Correo o contraseña incorrectos.');

    now = new Date(now.getTime() + 60_000);
    expect(json(await update(created.id, { active: true }))).toMatchObject({ active: true });
    const again = await signInAs('dario@portal.test', 'clave-dario-1');
    expect(again.statusCode).toBe(200);
    // A session closed by the deactivation stays closed.
    expect((await me(session)).statusCode).toBe(401);
  });

  it('changes roles, and answers a form sent back unchanged without refusing it', async () => {
    const id = userIdFromEmail('carla@portal.test');
    expect(json(await update(id, { role: 'admin' }))).toMatchObject({ role: 'admin', active: true });
    const carla = await t.signIn({ email: 'carla@portal.test', password: CARLA_PASSWORD });
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: carla } })).statusCode).toBe(200);
    expect(json(await update(id, { role: 'user', active: true }))).toMatchObject({ role: 'user', active: true });
    // A role change ends the person's sessions: signed in again, the new role is what they may do.
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: carla } })).statusCode).toBe(401);
    const asUser = await t.signIn({ email: 'carla@portal.test', password: CARLA_PASSWORD });
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: asUser } })).statusCode).toBe(
      403,
    );
    expect((await update(id, {})).statusCode).toBe(200);
  });

  it('does not let an admin deactivate or demote their own account', async () => {
    const deactivate = await update(adminId, { active: false });
    expect(deactivate.statusCode).toBe(403);
    expect(json(deactivate).message).toBe('No puedes desactivar tu propia cuenta');
    const demote = await update(adminId, { role: 'user' });
    expect(demote.statusCode).toBe(403);
    expect(json(demote).message).toBe('No puedes quitarte el rol de administrador');
    expect(json(await me(admin))).toMatchObject({ role: 'admin' });
  });

  it('creates an asesor with a WhatsApp number, who enters the panel for listings and leads but not for the rest', async () => {
    const response = await create({
      email: 'elena@portal.test',
      firstName: 'Elena',
      phone: '+57 300 555 1234',
      role: 'asesor',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response)).toMatchObject({ role: 'asesor', firstName: 'Elena', phone: '+57 300 555 1234' });
    await acceptInvitation(t, 'elena@portal.test', 'girasoles-de-la-sabana');
    const elena = await t.signIn({ email: 'elena@portal.test', password: 'girasoles-de-la-sabana' });
    expect(json(await me(elena))).toMatchObject({ role: 'asesor', mustChangePassword: false });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: elena } });
    expect((await get('/api/leads')).statusCode).toBe(200);
    expect((await get('/api/property-stats')).statusCode).toBe(200);
    const tokens = await get('/api/auth-tokens');
    expect(tokens.statusCode).toBe(403);
    expect(json(tokens).message).toBe('Solo los administradores pueden realizar esta acción.');
  });

  it('changes the name and WhatsApp number, says which number is wrong, and records who did it', async () => {
    const id = userIdFromEmail('elena@portal.test');
    const wrong = await update(id, { phone: '300 55' });
    expect(wrong.statusCode).toBe(400);
    expect(json<{ errors: unknown[] }>(wrong).errors).toEqual([
      { path: 'phone', message: 'El número debe tener al menos 10 dígitos' },
    ]);
    const letters = await update(id, { phone: '300 555 1234 ext 2' });
    expect(json<{ errors: unknown[] }>(letters).errors).toEqual([
      { path: 'phone', message: 'El número solo puede tener dígitos, espacios, +, guiones y paréntesis' },
    ]);

    const changed = await update(id, { firstName: 'Elena Ruiz', phone: '3105551234', role: 'user' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed)).toMatchObject({ firstName: 'Elena Ruiz', phone: '3105551234', role: 'user' });
    // Empty fields clear them; an absent one stays.
    expect(json(await update(id, { phone: '' }))).toMatchObject({ firstName: 'Elena Ruiz', phone: null });

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/audit?stream=user-${id}&type=UserProfileChanged`,
      headers: { cookie: admin },
    });
    const entries = json<{ entries: Array<{ actor: string; changes: Record<string, unknown> }> }>(audit).entries;
    expect(entries.map((entry) => entry.changes.phone)).toEqual([null, '3105551234']);
    expect(entries[0]).toMatchObject({ actor: `user:${adminId}`, changes: { firstName: 'Elena Ruiz' } });
  });

  it('answers 404 for an unknown account', async () => {
    const response = await update('no-existe', { active: false });
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('Usuario no encontrado');
  });

  it('is for admin sessions only: not for visitors, staff without the role, or API tokens', async () => {
    const staff = await t.userCookie();
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/auth-tokens',
      headers: { cookie: admin },
      payload: { name: 'integración', canManageTokens: true },
    });
    const bearer = `Bearer ${json<{ token: string }>(issued).token}`;
    const payload = { email: 'intrusa@portal.test', password: 'clave-intrusa', role: 'admin' };
    for (const [headers, status] of [
      [{}, 401],
      [{ cookie: staff }, 403],
      [{ authorization: bearer }, 403],
    ] as const) {
      expect((await t.app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(status);
      expect((await t.app.inject({ method: 'POST', url: '/api/users', headers, payload })).statusCode).toBe(status);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${adminId}`,
        headers,
        payload: { active: false },
      });
      expect(put.statusCode).toBe(status);
    }
    const byToken = await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization: bearer } });
    expect(json(byToken).message).toBe('Gestionar usuarios requiere una sesión de administrador.');
    expect((await list()).map((account) => account.email)).not.toContain('intrusa@portal.test');
  });
});
