import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryMailer } from '../../../infra/memory/in-memory-mailer.js';
import { userIdFromEmail } from '../../domain/user/decider.js';
import { LEANS_ON_SITE_WORDS } from '../auth/password-strength.js';
import { MUST_CHANGE_PASSWORD } from '../auth/register-auth.js';
import { acceptInvitation, lastResetToken } from '../test-support/reset-link.js';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

/**
 * Issue 38 §8: a new member of the team is invited by mail to choose their own password, which the admin never
 * knows; a password an admin types is temporary; and the company's name, the site's host and the year are the
 * first words a guesser tries.
 */
let t: TestApp;
let now = new Date('2026-12-02T15:00:00.000Z');
let admin: string;
afterEach(() => t?.close());

const start = async () => {
  now = new Date('2026-12-02T15:00:00.000Z');
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
};
const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie: admin }, payload });
const invite = (email: string) =>
  t.app.inject({ method: 'POST', url: `/api/users/${userIdFromEmail(email)}/invitation`, headers: { cookie: admin } });
const confirm = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password } });
const mailsTo = async (email: string) => {
  await t.deliverMail();
  return (t.mailer as InMemoryMailer).sent.filter((mail) => mail.to.includes(email));
};

describe('a new member of the team', () => {
  it('is mailed a link to choose their own password, once, and then signs in with it', async () => {
    await start();
    const created = await create({ email: 'nuevo@portal.test', firstName: 'Nuevo', role: 'asesor' });
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created)).toMatchObject({ invitationPending: true, mustChangePassword: false });
    const [mail] = await mailsTo('nuevo@portal.test');
    expect(mail!.subject).toBe('Te invitaron al panel de Portal Inmobiliario');
    expect(mail!.text).toContain('Hola, Nuevo:');
    expect(mail!.text).toContain('creó tu cuenta de asesor en Portal Inmobiliario (nuevo@portal.test)');
    expect(mail!.text).toContain('El enlace sirve una sola vez y hasta el 9 de diciembre.');

    const token = await lastResetToken(t, 'nuevo@portal.test');
    expect((await confirm(token, 'girasoles-de-la-sabana')).statusCode).toBe(200);
    expect((await confirm(token, 'otra-clave-de-los-andes')).statusCode).toBe(410);
    const session = await t.signIn({ email: 'nuevo@portal.test', password: 'girasoles-de-la-sabana' });
    const leads = await t.app.inject({ url: '/api/leads', headers: { cookie: session } });
    expect(leads.statusCode).toBe(200);
    // Chosen: nothing to send again.
    const again = await invite('nuevo@portal.test');
    expect([again.statusCode, json(again).message]).toEqual([
      409,
      'Esta persona ya eligió su contraseña: si la olvidó, puede pedir un enlace en «¿Olvidaste tu contraseña?».',
    ]);
  });

  it('can be invited again: the new link replaces the old, and a link lasts a week', async () => {
    await start();
    await create({ email: 'tarde@portal.test', role: 'asesor' });
    const first = await lastResetToken(t, 'tarde@portal.test');
    const resent = await invite('tarde@portal.test');
    expect([resent.statusCode, json(resent).invitationPending]).toEqual([200, true]);
    const second = await lastResetToken(t, 'tarde@portal.test');
    expect(second).not.toBe(first);
    expect((await confirm(first, 'girasoles-de-la-sabana')).statusCode).toBe(410);
    now = new Date(now.getTime() + 7 * 24 * 60 * 60_000);
    expect((await confirm(second, 'girasoles-de-la-sabana')).statusCode).toBe(410);
    admin = await t.adminCookie(); // the admin's own session lasted the week too
    expect((await invite('tarde@portal.test')).statusCode).toBe(200);
    await acceptInvitation(t, 'tarde@portal.test', 'girasoles-de-la-sabana');
    expect(await t.signIn({ email: 'tarde@portal.test', password: 'girasoles-de-la-sabana' })).toMatch(/^sid=/);
  });

  it('given a password by the admin, must change it at the first sign-in and can do nothing else before', async () => {
    await start();
    const created = await create({
      email: 'temporal@portal.test',
      password: 'clave-que-dicto-el-admin',
      role: 'admin',
    });
    expect(json(created)).toMatchObject({ mustChangePassword: true, invitationPending: false });
    expect(await mailsTo('temporal@portal.test')).toEqual([]);
    const session = await t.signIn({ email: 'temporal@portal.test', password: 'clave-que-dicto-el-admin' });
    const users = await t.app.inject({ url: '/api/users', headers: { cookie: session } });
    expect([users.statusCode, json(users).message]).toEqual([403, MUST_CHANGE_PASSWORD]);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: session },
      payload: { currentPassword: 'clave-que-dicto-el-admin', newPassword: 'montañas-azules-de-boyacá' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ url: '/api/users', headers: { cookie: session } })).statusCode).toBe(200);
  });
});

describe('the strength rule', () => {
  it('counts the company’s name, the site’s host and the year as guessable words', async () => {
    await start();
    const footer = await t.app.inject({
      method: 'POST',
      url: '/api/footer-config',
      headers: { cookie: admin },
      payload: { companyName: 'Habitat Colombia', copyright: '© 2026 Habitat Colombia', contactEmail: '' },
    });
    expect(footer.statusCode, footer.body).toBe(200);
    const refused: Array<[string, number, string | undefined]> = [];
    for (const password of ['Habitat2026*', 'HabitatColombia2026', 'Colombia.Habitat.2027!', 'portal.test.2026!!']) {
      const response = await create({ email: `${refused.length}x@portal.test`, password, role: 'asesor' });
      refused.push([
        password,
        response.statusCode,
        json<{ errors?: Array<{ path: string }> }>(response).errors?.[0]?.path,
      ]);
    }
    expect(refused.map(([password, status, path]) => `${password} ${status} ${path}`)).toEqual([
      'Habitat2026* 400 password',
      'HabitatColombia2026 400 password',
      'Colombia.Habitat.2027! 400 password',
      'portal.test.2026!! 400 password',
    ]);
    const leaning = await create({ email: 'y@portal.test', password: 'Habitat.Colombia.2026.casa', role: 'asesor' });
    expect(json(leaning).message).toBe(LEANS_ON_SITE_WORDS);
    const fine = await create({ email: 'z@portal.test', password: 'Habitat-girasoles-de-la-sabana', role: 'asesor' });
    expect(fine.statusCode, fine.body).toBe(201);
  });
});
