import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, json, VISITOR_USER, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { login: 3, contact: 1_000 } });
});
afterAll(async () => t.close());

describe('sign-in, session and sign-out', () => {
  it('GET /api/login leads to the sign-in page, keeping only local return paths', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/login');
    const back = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=/admin' });
    expect(back.headers.location).toBe('/login?returnTo=%2Fadmin');
    const open = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=//malicioso.example' });
    expect(open.headers.location).toBe('/login');
  });

  it('signs in with an httpOnly SameSite=Lax cookie, knows the user, and signs out', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: ADMIN.email.toUpperCase(), password: ADMIN.password } });
    expect(login.statusCode).toBe(200);
    expect(json(login)).toMatchObject({ email: ADMIN.email, role: 'admin', firstName: 'Admin' });
    const cookie = login.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const headers = { cookie: `sid=${cookie.value}` };

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(json(me)).toMatchObject({ email: ADMIN.email, role: 'admin' });

    const logout = await t.app.inject({ method: 'GET', url: '/api/logout', headers });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    // The old cookie no longer opens anything: the session ended on the server, not only in the browser.
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(after.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/leads', headers })).statusCode).toBe(401);
  });

  it('marks the cookie Secure when the visitor came over HTTPS through the proxy', async () => {
    const https = await createTestApp({ trustProxy: true });
    try {
      const login = await https.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-proto': 'https' }, payload: ADMIN });
      expect(login.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true });
    } finally {
      await https.close();
    }
  });

  it('gives one generic Spanish message for a wrong password and an unknown e-mail', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: VISITOR_USER.email, password: 'equivocada' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nadie@portal.test', password: 'equivocada' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).message).toBe('Correo o contraseña incorrectos.');
    expect(json(unknown).message).toBe(json(wrong).message);
  });

  it('rate-limits sign-in attempts per client', async () => {
    const attempt = () => t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.9.9.9', payload: { email: 'x@portal.test', password: 'nope' } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect(json(await attempt()).message).toBe('Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.');
  });

  it('says plainly when nobody is signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe('No has iniciado sesión.');
  });
});
