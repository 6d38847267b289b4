import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_ALREADY_USED,
  TWO_STEP_REQUIRED_BY_ADMIN,
  WRONG_CODE,
  WRONG_RECOVERY_CODE,
} from '../../domain/two-step/messages.js';
import { MUST_ENROL_TWO_STEP } from '../auth/register-auth.js';
import { acceptInvitation } from '../test-support/reset-link.js';
import { ADMIN, createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

/** Moves the app's clock on: to the next TOTP step (30 s) unless told otherwise. */
const later = (ms = 30_000) => {
  now = new Date(now.getTime() + ms);
};
const PASSWORD = 'girasoles-de-la-sabana';
/** The code an authenticator app holding `secret` shows at the app's current time. */
const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
const cookieOf = (response: Awaited<ReturnType<TestApp['app']['inject']>>) => {
  const sid = response.cookies.find((cookie) => cookie.name === 'sid');
  return sid ? `sid=${sid.value}` : undefined;
};

let accounts = 0;
/** A new asesor of the agency, signed in with their password. */
async function newAsesor() {
  accounts += 1;
  const email = `doble-${accounts}@portal.test`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: admin },
    payload: { email, role: 'asesor' },
  });
  expect(created.statusCode, created.body).toBe(201);
  await acceptInvitation(t, email, PASSWORD);
  return { id: json<{ id: string }>(created).id, email, cookie: await t.signIn({ email, password: PASSWORD }) };
}

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: cookie ? { cookie } : {} });

/** Enrols the signed-in person: the secret their app now holds, and the recovery codes shown once. */
async function enrol(cookie: string, password = PASSWORD) {
  const started = await post('/api/auth/two-step/enrolment', { password }, cookie);
  expect(started.statusCode, started.body).toBe(200);
  const { secret, qrCode, otpauthUrl } = json<{ secret: string; qrCode: string; otpauthUrl: string }>(started);
  const confirmed = await post('/api/auth/two-step/enrolment/confirm', { code: await codeOf(secret) }, cookie);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = json<{ recoveryCodes: string[] }>(confirmed);
  return { secret, qrCode, otpauthUrl, recoveryCodes };
}

/** The password step: for an account with two-step on, its ticket. */
async function passwordStep(email: string) {
  const response = await post('/api/login', { email, password: PASSWORD });
  expect(response.statusCode, response.body).toBe(401);
  expect(cookieOf(response)).toBeUndefined();
  const body = json<{ code: string; ticket: string; message: string }>(response);
  expect(body.code).toBe('TWO_STEP_REQUIRED');
  return body.ticket;
}

/** From `remoteAddress`: a test of the lockout keeps its failures away from the other tests' address. */
const secondStep = (payload: { ticket: string; code?: string; recoveryCode?: string }, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/two-step', payload, ...(remoteAddress ? { remoteAddress } : {}) });

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('two-step sign-in', () => {
  it('enrols with a QR code and a secret kept encrypted, then asks for a code after the password', async () => {
    const person = await newAsesor();
    const footer = await post(
      '/api/footer-config',
      { companyName: 'Habitat Colombia', copyright: '© 2026 Habitat Colombia', contactEmail: '' },
      admin,
    );
    expect(footer.statusCode, footer.body).toBe(200);
    const { secret, qrCode, otpauthUrl, recoveryCodes } = await enrol(person.cookie);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(otpauthUrl).toContain(`secret=${secret}`);
    // The app lists the account under the company's name, as the site shows it.
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Habitat%20Colombia:.*issuer=Habitat(%20|\+)Colombia/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Neither the secret nor a recovery code is in the log in the clear.
    const logged: string[] = [];
    for await (const event of t.ports.store.readStream(`userTwoStep-${person.id}`))
      logged.push(JSON.stringify(event.data));
    expect(logged.join()).not.toContain(secret);
    for (const code of recoveryCodes) expect(logged.join()).not.toContain(code);

    later();
    const ticket = await passwordStep(person.email);
    const signedIn = await secondStep({ ticket, code: await codeOf(secret) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = cookieOf(signedIn)!;
    const me = json<{ twoStep: unknown }>(await get('/api/auth/user', cookie));
    expect(me.twoStep).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect((await get('/api/leads', cookie)).statusCode).toBe(200);
  });

  it('refuses a code used already within its window, the enrolment’s included', async () => {
    const person = await newAsesor();
    const { secret } = await enrol(person.cookie);
    const enrolmentCode = await codeOf(secret);
    const replayed = await secondStep({ ticket: await passwordStep(person.email), code: enrolmentCode });
    expect(replayed.statusCode).toBe(400);
    expect(json(replayed).message).toBe(CODE_ALREADY_USED);

    later();
    const code = await codeOf(secret);
    expect((await secondStep({ ticket: await passwordStep(person.email), code })).statusCode).toBe(200);
    later(10_000);
    const again = await secondStep({ ticket: await passwordStep(person.email), code });
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe(CODE_ALREADY_USED);
    expect(cookieOf(again)).toBeUndefined();
  });

  it('takes each recovery code once, typed in any case and without its dash', async () => {
    const person = await newAsesor();
    const { recoveryCodes } = await enrol(person.cookie);
    const [first, second] = recoveryCodes as [string, string];
    const typed = first.replace('-', '').toUpperCase();
    const used = await secondStep({ ticket: await passwordStep(person.email), recoveryCode: typed });
    expect(used.statusCode, used.body).toBe(200);
    expect(json<{ twoStep: { recoveryCodesLeft: number } }>(used).twoStep.recoveryCodesLeft).toBe(9);
    const twice = await secondStep({ ticket: await passwordStep(person.email), recoveryCode: first });
    expect(twice.statusCode).toBe(400);
    expect(json(twice).message).toBe(WRONG_RECOVERY_CODE);
    const invented = await secondStep({ ticket: await passwordStep(person.email), recoveryCode: 'abcde-fghij' });
    expect(json(invented).message).toBe(WRONG_RECOVERY_CODE);
    expect((await secondStep({ ticket: await passwordStep(person.email), recoveryCode: second })).statusCode).toBe(200);
  });

  it('locks out wrong codes like wrong passwords, and a right password does not lift it', async () => {
    const GUESSER = '203.0.113.7';
    const person = await newAsesor();
    const { secret } = await enrol(person.cookie);
    later();
    const right = await codeOf(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const ticket = await passwordStep(person.email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await secondStep({ ticket, code: wrong }, GUESSER)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    const locked = await secondStep({ ticket: await passwordStep(person.email), code: right }, GUESSER);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(locked).message).toMatch(/^Demasiados intentos fallidos\. Espera/);
    later(Number(locked.headers['retry-after']) * 1_000);
    const code = await codeOf(secret);
    expect((await secondStep({ ticket: await passwordStep(person.email), code }, GUESSER)).statusCode).toBe(200);
  });

  it('says a wrong code in Spanish, and refuses an expired or forged ticket', async () => {
    const person = await newAsesor();
    const { secret } = await enrol(person.cookie);
    later();
    const ticket = await passwordStep(person.email);
    const code = await codeOf(secret);
    const wrong = await secondStep({ ticket, code: code === '123456' ? '654321' : '123456' });
    expect(json(wrong)).toMatchObject({ message: WRONG_CODE, errors: [{ path: 'code', message: WRONG_CODE }] });
    const forged = await secondStep({ ticket: `${ticket.split('.')[0]}.firma`, code });
    expect(forged.statusCode).toBe(401);
    expect(json(forged).message).toBe('El inicio de sesión venció: vuelve a escribir tu correo y tu contraseña.');
    later(5 * 60_000);
    const expired = await secondStep({ ticket, code: await codeOf(secret) });
    expect(expired.statusCode).toBe(401);
    const neither = await secondStep({ ticket });
    expect(neither.statusCode).toBe(400);
  });

  it('refuses the second step of a password step whose password was changed since', async () => {
    const person = await newAsesor();
    const { secret } = await enrol(person.cookie);
    later();
    const ticket = await passwordStep(person.email);
    const changed = await post(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'otra-clave-de-la-sabana-larga' },
      person.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await secondStep({ ticket, code: await codeOf(secret) });
    expect(stale.statusCode).toBe(401);
    expect(cookieOf(stale)).toBeUndefined();
  });

  it('asks a person an admin requires it of to enrol before anything else, and then opens the panel', async () => {
    const person = await newAsesor();
    const requiring = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${person.id}/two-step`,
      headers: { cookie: admin },
      payload: { required: true },
    });
    expect(requiring.statusCode, requiring.body).toBe(200);
    expect(json(requiring)).toMatchObject({ twoStepRequired: true, twoStepEnabled: false });
    // The session they had, and a new one, can only enrol (and change the password, and sign out).
    for (const cookie of [person.cookie, await t.signIn({ email: person.email, password: PASSWORD })]) {
      const leads = await get('/api/leads', cookie);
      expect(leads.statusCode).toBe(403);
      expect(json(leads).message).toBe(MUST_ENROL_TWO_STEP);
      expect(json<{ twoStep: unknown }>(await get('/api/auth/user', cookie)).twoStep).toMatchObject({
        enabled: false,
        required: true,
      });
    }
    // Nor does it see what staff see on public pages.
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ title: 'Borrador para la verificación', publication: 'draft' }),
    });
    const draftUrl = `/api/properties/${json<{ id: string }>(draft).id}`;
    expect((await get(draftUrl, person.cookie)).statusCode).toBe(404);
    const { secret } = await enrol(person.cookie);
    expect((await get('/api/leads', person.cookie)).statusCode).toBe(200);
    expect((await get(draftUrl, person.cookie)).statusCode).toBe(200);
    // Required: not theirs to turn off.
    later();
    const disable = await post('/api/auth/two-step/disable', { code: await codeOf(secret) }, person.cookie);
    expect(disable.statusCode).toBe(403);
    expect(json(disable).message).toBe(TWO_STEP_REQUIRED_BY_ADMIN);

    // A lost phone: the admin clears it, and the next sign-in enrols again.
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${person.id}/two-step`,
      headers: { cookie: admin },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(json(reset)).toMatchObject({ twoStepRequired: true, twoStepEnabled: false });
    const afterReset = await t.signIn({ email: person.email, password: PASSWORD });
    expect(json(await get('/api/leads', afterReset)).message).toBe(MUST_ENROL_TWO_STEP);
  });

  it('turns off with a current code or the password, never a wrong one', async () => {
    const person = await newAsesor();
    const { secret } = await enrol(person.cookie);
    const wrongPassword = await post('/api/auth/two-step/disable', { password: 'otra-cosa-cualquiera' }, person.cookie);
    expect(wrongPassword.statusCode).toBe(400);
    expect(json(wrongPassword).message).toBe('La contraseña no es correcta');
    const byPassword = await post('/api/auth/two-step/disable', { password: PASSWORD }, person.cookie);
    expect(byPassword.statusCode, byPassword.body).toBe(200);
    expect(json<{ twoStep: { enabled: boolean } }>(byPassword).twoStep.enabled).toBe(false);
    expect(cookieOf(await post('/api/login', { email: person.email, password: PASSWORD }))).toBeDefined();

    later();
    const again = await enrol(person.cookie);
    expect(again.secret).not.toBe(secret);
    later();
    const byCode = await post('/api/auth/two-step/disable', { code: await codeOf(again.secret) }, person.cookie);
    expect(byCode.statusCode, byCode.body).toBe(200);
  });

  it('starts an enrolment only with the password, and an admin never resets their own', async () => {
    const person = await newAsesor();
    const refused = await post('/api/auth/two-step/enrolment', { password: 'no-es-esta-clave' }, person.cookie);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe('La contraseña no es correcta');
    const adminId = json<{ id: string }>(await get('/api/auth/user', admin)).id;
    await enrol(admin, ADMIN.password);
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${adminId}/two-step`,
      headers: { cookie: admin },
    });
    expect(own.statusCode).toBe(403);
    expect(json(own).message).toBe(
      'No puedes restablecer tu propia verificación en dos pasos: desactívala desde tu cuenta.',
    );
    const team = json<Array<{ email: string; twoStepEnabled: boolean }>>(await get('/api/users', admin));
    expect(team.find((account) => account.email === ADMIN.email)?.twoStepEnabled).toBe(true);
  });
});
