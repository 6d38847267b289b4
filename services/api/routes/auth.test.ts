import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, json, VISITOR_USER, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { login: 3, contact: 1_000 } });
});
afterAll(async () => t.close());

const typesIn = async (stream: string) => {
  const types: string[] = [];
  for await (const event of t.ports.store.readStream(stream)) types.push(event.type);
  return types;
};

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

  it('refuses every return address that a browser would send to another site', async () => {
    // Browsers read `\` as `/` and drop tabs and newlines, so each of these would leave the site.
    for (const returnTo of [
      '/%5Cmalicioso.example',
      '/%09/malicioso.example',
      '/%0A/malicioso.example',
      '/%5C/malicioso.example',
      '%2F%2Fmalicioso.example',
      '/\\malicioso.example',
      '\\malicioso.example',
      'javascript:alert(1)',
      'JavaScript%3Aalert(1)',
      'https://malicioso.example/admin',
      'http:malicioso.example',
      '//malicioso.example/%2F..',
      '/%00/malicioso.example',
      '/.//malicioso.example',
      '/a/..//malicioso.example',
      '/%2e//malicioso.example',
      'admin',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/login?returnTo=${returnTo}` });
      expect(response.headers.location, returnTo).toBe('/login');
    }
  });

  it('keeps paths of this site with their query and fragment', async () => {
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/login?returnTo=${encodeURIComponent('/admin?tab=auth-settings#tokens')}`,
    });
    expect(back.headers.location).toBe(`/login?returnTo=${encodeURIComponent('/admin?tab=auth-settings#tokens')}`);
  });

  it('signs in with an httpOnly SameSite=Lax cookie, knows the user, and signs out', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN.email.toUpperCase(), password: ADMIN.password },
    });
    expect(login.statusCode).toBe(200);
    expect(json(login)).toMatchObject({ email: ADMIN.email, role: 'admin', firstName: 'Admin' });
    const cookie = login.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const headers = { cookie: `sid=${cookie.value}` };

    // Sessions are facts of their own stream: the user's stream, which every user command reads, stays small.
    const userId = json<{ id: string }>(login).id;
    expect(await typesIn(`user-${userId}`)).toEqual(['UserRegistered']);
    expect(await typesIn(`userSessions-${userId}`)).toContain('UserSignedIn');

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(json(me)).toMatchObject({ email: ADMIN.email, role: 'admin' });

    const logout = await t.app.inject({ method: 'GET', url: '/api/logout', headers });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    // The old cookie no longer opens anything: the session ended on the server, not only in the browser.
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(after.statusCode).toBe(401);
    expect((await typesIn(`userSessions-${userId}`)).at(-1)).toBe('UserSignedOut');
    expect(await typesIn(`user-${userId}`)).toEqual(['UserRegistered']);
    expect((await t.app.inject({ method: 'GET', url: '/api/leads', headers })).statusCode).toBe(401);
  });

  it('marks the cookie Secure when the visitor came over HTTPS through the proxy', async () => {
    const https = await createTestApp({ trustProxy: true });
    try {
      const login = await https.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: ADMIN,
      });
      expect(login.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true });
    } finally {
      await https.close();
    }
  });

  it('gives one generic Spanish message for a wrong password and an unknown e-mail', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: VISITOR_USER.email, password: 'equivocada' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nadie@portal.test', password: 'equivocada' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).message).toBe('Correo o contraseña incorrectos.');
    expect(json(unknown).message).toBe(json(wrong).message);
  });

  it('keeps a coarse ceiling of sign-in attempts per client', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.9.9.9',
        payload: { email: 'x@portal.test', password: 'nope' },
      });
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

describe('sign-in lockout after failed attempts', () => {
  let clock = new Date('2026-11-22T12:00:00.000Z');
  let lockout: TestApp;
  beforeAll(async () => {
    lockout = await createTestApp({ clock: () => clock });
  });
  afterAll(async () => lockout.close());

  const signIn = (remoteAddress: string, password: string, email = ADMIN.email) =>
    lockout.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });
  const waitSeconds = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);

  it('locks out an attacking address for longer and longer, without ever checking its passwords, while the owner signs in from elsewhere', async () => {
    // The owner's usual address: it signed in before, so the account's own lockout spares it.
    expect((await signIn('198.51.100.7', ADMIN.password)).statusCode).toBe(200);
    const attacker = '203.0.113.66';
    let failures = 0;
    const waits: number[] = [];
    while (failures < 30) {
      const response = await signIn(attacker, `adivinanza-${failures}`);
      if (response.statusCode === 429) {
        waits.push(waitSeconds(response));
        clock = new Date(clock.getTime() + waitSeconds(response) * 1_000);
      } else {
        expect(response.statusCode).toBe(401);
        failures += 1;
      }
    }
    expect(waits.length).toBeGreaterThan(5);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits.at(-1)!).toBeGreaterThan(waits[0]!);
    expect(waits.at(-1)!).toBeLessThanOrEqual(15 * 60);

    const locked = await signIn(attacker, 'otra-adivinanza');
    expect(locked.statusCode).toBe(429);
    expect(waitSeconds(locked)).toBeGreaterThan(0);
    expect(json(locked).message).toMatch(
      /^Demasiados intentos fallidos\. Espera \d+ (segundos?|minutos?) antes de volver a intentarlo\.$/,
    );

    // The right password from the attacking address is refused too: the lockout must not confirm a guess.
    const oracle = await signIn(attacker, ADMIN.password);
    expect(oracle.statusCode).toBe(429);
    expect(oracle.cookies).toHaveLength(0);

    const owner = await signIn('198.51.100.7', ADMIN.password);
    expect(owner.statusCode).toBe(200);
  });

  it('locks an account attacked from many addresses, except for an address it signed in from before', async () => {
    expect((await signIn('192.0.2.200', VISITOR_USER.password, VISITOR_USER.email)).statusCode).toBe(200);
    const addresses = Array.from({ length: 50 }, (_, i) => `192.0.2.${i + 1}`);
    const statuses: number[] = [];
    // 50 addresses guessing within one second (the clock does not move): only the account's free failures pass.
    for (const address of addresses)
      statuses.push((await signIn(address, 'adivinanza', VISITOR_USER.email)).statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(11);
    expect(statuses.slice(11).every((status) => status === 429)).toBe(true);
    const fresh = await signIn('192.0.2.150', VISITOR_USER.password, VISITOR_USER.email);
    expect(fresh.statusCode).toBe(429);
    expect(waitSeconds(fresh)).toBeGreaterThan(0);
    expect(fresh.cookies).toHaveLength(0);
    expect((await signIn('192.0.2.200', VISITOR_USER.password, VISITOR_USER.email)).statusCode).toBe(200);
  });
});
