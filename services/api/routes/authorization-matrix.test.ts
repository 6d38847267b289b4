import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../auth/principal.js';
import { userIdFromEmail } from '../../domain/user/decider.js';
import { NOT_YOUR_LISTING } from '../../domain/property/messages.js';
import { MUST_CHANGE_PASSWORD, MUST_ENROL_TWO_STEP } from '../auth/register-auth.js';
import { acceptInvitation } from '../test-support/reset-link.js';
import { ASESOR, createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

/**
 * Every route of the API × every kind of caller. The routes come from the app itself (its OpenAPI document) and
 * each must have its line in ROUTE_ACCESS: a new route fails here until someone decides who may call it.
 */
type Expected = Access | 'token-only';

/** `{id}` stands for any path parameter. */
const ROUTE_ACCESS: Record<string, Expected> = {
  // The catalogue and what visitors send.
  'GET /api/properties': 'public',
  'GET /api/properties/{id}': 'public',
  'GET /api/properties/points': 'public',
  'GET /api/properties/{id}/similar': 'public',
  'GET /api/properties/{id}/share-image': 'public',
  'GET /api/properties/{id}/views': 'public',
  'POST /api/properties/{id}/views': 'public',
  'POST /api/properties/{id}/whatsapp-clicks': 'public',
  'POST /api/properties/search': 'public',
  'GET /api/property-types': 'public',
  'GET /api/municipalities': 'public',
  'GET /api/characteristics': 'public',
  'GET /api/neighbourhoods': 'public',
  'GET /api/search-filters': 'public',
  'GET /api/ai-search-examples': 'public',
  'GET /api/contact-config': 'public',
  'GET /api/footer-config': 'public',
  'GET /api/ai-search-config': 'public',
  'GET /api/map-config': 'public',
  'POST /api/contact-submissions': 'public',
  'POST /api/contact': 'public',
  // Alerts: the signed token in the mailed links is the credential (no account).
  'POST /api/saved-searches': 'public',
  'POST /api/saved-searches/confirm': 'public',
  'GET /api/saved-searches/manage': 'public',
  'PATCH /api/saved-searches/manage': 'public',
  'POST /api/saved-searches/unsubscribe': 'public',
  // The signed URL is the credential of an upload.
  'PUT /api/objects/upload/{id}': 'public',
  'GET /photos/{id}': 'public',
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/documentation': 'public',
  // Signing in and out, and who is signed in: also for someone who must choose a new password.
  'GET /api/login': 'public',
  'POST /api/login': 'public',
  'GET /api/logout': 'public',
  'GET /api/auth/user': 'public',
  'POST /api/auth/password': 'session',
  // Two-step sign-in: its second step (the ticket of the first is the credential), and one's own enrolment.
  'POST /api/login/two-step': 'public',
  'POST /api/auth/two-step/enrolment': 'session',
  'POST /api/auth/two-step/enrolment/confirm': 'session',
  'POST /api/auth/two-step/disable': 'session',
  'POST /api/password-reset': 'public',
  'POST /api/password-reset/confirm': 'public',
  // Listings, their photos, history and figures, and the leads: what an asesor works on.
  'POST /api/properties': 'staff',
  'PUT /api/properties/{id}': 'staff',
  'POST /api/properties/bulk': 'staff',
  'GET /api/agents': 'staff',
  'GET /api/municipality-centres': 'public',
  'DELETE /api/properties/{id}': 'staff',
  'PUT /api/properties/{id}/photos': 'staff',
  'POST /api/properties/{id}/restore': 'staff',
  'GET /api/properties/deleted': 'staff',
  'GET /api/properties/{id}/history': 'staff',
  'POST /api/objects/upload': 'staff',
  'POST /api/photos/upload': 'staff',
  'POST /api/photos/download-external': 'staff',
  'GET /api/property-stats': 'staff',
  'GET /api/leads': 'staff',
  'GET /api/leads/unread-count': 'staff',
  'GET /api/leads/response-times': 'staff',
  'GET /api/leads/export.csv': 'staff',
  'PUT /api/leads/{id}/status': 'staff',
  'PUT /api/leads/{id}/note': 'staff',
  'PUT /api/leads/{id}/follow-up': 'staff',
  'GET /api/leads/{id}/timeline': 'staff',
  // Master data, search options, AI examples, the site's configuration and the audit: admins (and tokens).
  // Who answers for a lead is the admins' to decide: an asesor works only the leads assigned to them.
  'PUT /api/leads/{id}/assignee': 'admin',
  'POST /api/property-types': 'admin',
  'DELETE /api/property-types/{id}': 'admin',
  'POST /api/municipalities': 'admin',
  'DELETE /api/municipalities/{id}': 'admin',
  'POST /api/characteristics': 'admin',
  'DELETE /api/characteristics/{id}': 'admin',
  'POST /api/search-filters': 'admin',
  'PUT /api/search-filters/{id}': 'admin',
  'DELETE /api/search-filters/{id}': 'admin',
  'POST /api/ai-search-examples': 'admin',
  'PUT /api/ai-search-examples/{id}': 'admin',
  'DELETE /api/ai-search-examples/{id}': 'admin',
  'POST /api/contact-config': 'admin',
  'POST /api/footer-config': 'admin',
  'POST /api/ai-search-config': 'admin',
  'GET /api/audit': 'admin',
  'GET /api/mail': 'admin',
  'POST /api/mail/{id}/retry': 'admin',
  'GET /api/auth-tokens': 'token-management',
  'POST /api/auth-tokens': 'token-management',
  'POST /api/auth-tokens/{id}/reveal': 'token-management',
  'PUT /api/auth-tokens/{id}': 'token-management',
  'DELETE /api/auth-tokens/{id}': 'token-management',
  'GET /api/users': 'user-management',
  'POST /api/users': 'user-management',
  'PUT /api/users/{id}': 'user-management',
  'POST /api/users/{id}/password-reset': 'user-management',
  'POST /api/users/{id}/invitation': 'user-management',
  'PUT /api/users/{id}/two-step': 'user-management',
  'DELETE /api/users/{id}/two-step': 'user-management',
  // A scraper's route: only a token opens it, and any session is told to bring one.
  'GET /metrics': 'token-only',
};

type Outcome = 'ok' | 401 | 403;
type Caller =
  | 'anonymous'
  | 'user session'
  | 'asesor session'
  | 'admin session'
  | 'asesor with a one-time password'
  | 'asesor required to enrol in two-step'
  | 'active token'
  | 'token allowed to manage tokens'
  | 'inactive token'
  | 'expired token'
  | 'unknown token';

/** What each caller gets from a route of each access: 'ok' is anything but 401 and 403. */
const EXPECTED: Record<Exclude<Expected, 'public'>, Record<Caller, Outcome>> = {
  session: {
    anonymous: 401,
    'user session': 'ok',
    'asesor session': 'ok',
    'admin session': 'ok',
    'asesor with a one-time password': 'ok',
    'asesor required to enrol in two-step': 'ok',
    'active token': 403,
    'token allowed to manage tokens': 403,
    'inactive token': 401,
    'expired token': 401,
    'unknown token': 401,
  },
  staff: {
    anonymous: 401,
    'user session': 403,
    'asesor session': 'ok',
    'admin session': 'ok',
    'asesor with a one-time password': 403,
    'asesor required to enrol in two-step': 403,
    'active token': 'ok',
    'token allowed to manage tokens': 'ok',
    'inactive token': 401,
    'expired token': 401,
    'unknown token': 401,
  },
  admin: {
    anonymous: 401,
    'user session': 403,
    'asesor session': 403,
    'admin session': 'ok',
    'asesor with a one-time password': 403,
    'asesor required to enrol in two-step': 403,
    'active token': 'ok',
    'token allowed to manage tokens': 'ok',
    'inactive token': 401,
    'expired token': 401,
    'unknown token': 401,
  },
  'token-management': {
    anonymous: 401,
    'user session': 403,
    'asesor session': 403,
    'admin session': 'ok',
    'asesor with a one-time password': 403,
    'asesor required to enrol in two-step': 403,
    'active token': 403,
    'token allowed to manage tokens': 'ok',
    'inactive token': 401,
    'expired token': 401,
    'unknown token': 401,
  },
  'user-management': {
    anonymous: 401,
    'user session': 403,
    'asesor session': 403,
    'admin session': 'ok',
    'asesor with a one-time password': 403,
    'asesor required to enrol in two-step': 403,
    'active token': 403,
    'token allowed to manage tokens': 403,
    'inactive token': 401,
    'expired token': 401,
    'unknown token': 401,
  },
  'token-only': {
    anonymous: 401,
    'user session': 401,
    'asesor session': 401,
    'admin session': 401,
    'asesor with a one-time password': 401,
    'asesor required to enrol in two-step': 401,
    'active token': 'ok',
    'token allowed to manage tokens': 'ok',
    'inactive token': 401,
    'expired token': 401,
    'unknown token': 401,
  },
};

let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let routes: Array<{ key: string; method: string; url: string; secured: boolean }>;
const callers = {} as Record<Caller, Record<string, string>>;
/** Another asesor of the agency: the one whose listings the signed-in asesor works beside. */
let colleagueId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const admin = await t.adminCookie();
  const issue = async (name: string, options: { expiresAt?: string; canManageTokens?: boolean } = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth-tokens',
      headers: { cookie: admin },
      payload: { name, ...options },
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<{ id: string; token: string }>(response);
  };
  const active = await issue('activo');
  const manager = await issue('gestor de tokens', { canManageTokens: true });
  const inactive = await issue('inactivo');
  await t.app.inject({
    method: 'PUT',
    url: `/api/auth-tokens/${inactive.id}`,
    headers: { cookie: admin },
    payload: { isActive: false },
  });
  const expiring = await issue('por expirar', { expiresAt: new Date(now.getTime() + 3_600_000).toISOString() });
  // An asesor whose password an admin reset, signed in with the one-time password.
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: admin },
    payload: { email: 'restablecida@portal.test', password: 'girasoles-de-la-sabana', role: 'asesor' },
  });
  const resetAnswer = await t.app.inject({
    method: 'POST',
    url: `/api/users/${json(created).id as string}/password-reset`,
    headers: { cookie: admin },
  });
  const { oneTimePassword } = json<{ oneTimePassword: string }>(resetAnswer);
  colleagueId = json<{ id: string }>(created).id;
  // An asesor an admin requires two-step sign-in of, who has not enrolled yet.
  const unenrolled = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: admin },
    payload: { email: 'sin-dos-pasos@portal.test', role: 'asesor' },
  });
  await acceptInvitation(t, 'sin-dos-pasos@portal.test', 'girasoles-de-la-sabana');
  const requiring = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${json<{ id: string }>(unenrolled).id}/two-step`,
    headers: { cookie: admin },
    payload: { required: true },
  });
  expect(requiring.statusCode, requiring.body).toBe(200);
  now = new Date(now.getTime() + 2 * 3_600_000);

  callers.anonymous = {};
  callers['user session'] = { cookie: await t.userCookie() };
  callers['asesor session'] = { cookie: await t.asesorCookie() };
  callers['admin session'] = { cookie: admin };
  callers['asesor with a one-time password'] = {
    cookie: await t.signIn({ email: 'restablecida@portal.test', password: oneTimePassword }),
  };
  callers['asesor required to enrol in two-step'] = {
    cookie: await t.signIn({ email: 'sin-dos-pasos@portal.test', password: 'girasoles-de-la-sabana' }),
  };
  callers['active token'] = { authorization: `Bearer ${active.token}` };
  callers['token allowed to manage tokens'] = { authorization: `Bearer ${manager.token}` };
  callers['inactive token'] = { authorization: `Bearer ${inactive.token}` };
  callers['expired token'] = { authorization: `Bearer ${expiring.token}` };
  callers['unknown token'] = { authorization: 'Bearer pit_inventado' };

  const spec = json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
    await t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
  );
  routes = Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{id}')}`,
      method: method.toUpperCase(),
      url: path.replace(/\{[^}]+\}/g, 'matriz-id'),
      secured: (operation.security ?? []).length > 0,
    })),
  );
});
afterAll(async () => t.close());

/** Public routes whose answer is a refusal for a caller without a session, by design. */
const PUBLIC_REFUSALS: Record<string, Outcome> = {
  // "Who am I" says that nobody is signed in.
  'GET /api/auth/user': 401,
  // An upload's credential is its signed address: an invented one is refused (photos.test.ts).
  'PUT /api/objects/upload/{id}': 403,
};

const outcomeOf = (status: number): Outcome => (status === 401 || status === 403 ? status : 'ok');
const call = (route: { method: string; url: string }, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('authorization matrix', () => {
  it('has decided who may call every route of the app, and the OpenAPI document says the same', () => {
    const keys = routes.map((route) => route.key);
    expect(
      keys.filter((key) => !(key in ROUTE_ACCESS)),
      'routes without a line in ROUTE_ACCESS',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_ACCESS).filter((key) => !keys.includes(key)),
      'lines of routes that are gone',
    ).toEqual([]);
    for (const route of routes) expect(route.secured, route.key).toBe(ROUTE_ACCESS[route.key] !== 'public');
  });

  it('opens every public route without credentials, and refuses no credentials a public route does not need', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => ROUTE_ACCESS[candidate.key] === 'public')) {
      // Not with a session: the sign-out would end it for the tests below (logout.test.ts has its own).
      for (const caller of ['anonymous', 'unknown token', 'expired token'] as const) {
        const response = await call(route, callers[caller]);
        const expected = PUBLIC_REFUSALS[route.key] ?? 'ok';
        if (outcomeOf(response.statusCode) !== expected)
          failures.push(`${caller}: ${route.key} → ${response.statusCode}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  });

  for (const caller of Object.keys(EXPECTED.admin) as Caller[]) {
    it(`${caller}: every protected route`, async () => {
      const failures: string[] = [];
      for (const route of routes) {
        const access = ROUTE_ACCESS[route.key];
        if (!access || access === 'public') continue;
        const response = await call(route, callers[caller]);
        const expected = EXPECTED[access][caller];
        if (outcomeOf(response.statusCode) !== expected)
          failures.push(`${route.key} (${access}) → ${response.statusCode}, expected ${expected}`);
        if (response.statusCode === 401 || response.statusCode === 403)
          expect(json(response).message).toMatch(/[a-záéíóúñ]/);
        if (caller === 'asesor with a one-time password' && access === 'staff')
          expect(json(response).message, route.key).toBe(MUST_CHANGE_PASSWORD);
        if (caller === 'asesor required to enrol in two-step' && access === 'staff')
          expect(json(response).message, route.key).toBe(MUST_ENROL_TWO_STEP);
        if (caller === 'asesor session' && access === 'admin')
          expect(json(response).message, route.key).toBe('Solo los administradores pueden realizar esta acción.');
      }
      expect(failures).toEqual([]);
    });
  }

  it('lets everyone read the public catalogue and send the contact forms', async () => {
    for (const url of [
      '/api/properties',
      '/api/property-types',
      '/api/municipalities',
      '/api/characteristics',
      '/api/neighbourhoods',
      '/api/search-filters?type=status',
      '/api/ai-search-examples',
      '/api/ai-search-config',
      '/api/map-config',
      '/api/contact-config',
      '/api/footer-config',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ana',
        email: 'ana@correo.co',
        phone: '3001234567',
        message: 'Quiero más información',
        acceptsDataPolicy: true,
      },
    });
    expect(contact.statusCode).toBe(201);
  });

  it('refuses cookie-authenticated writes from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/property-types',
      headers: { ...callers['admin session'], origin: 'https://malicioso.example' },
      payload: { name: 'Glamping' },
    });
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('Solicitud rechazada: proviene de otro sitio.');
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/property-types',
      headers: { ...callers['admin session'], origin: 'http://portal.test:3000', host: 'portal.test:3000' },
      payload: { name: 'Glamping' },
    });
    expect(sameSite.statusCode).toBe(201);
  });

  describe('an asesor on a listing', () => {
    type Request = { method: 'PUT' | 'POST' | 'DELETE'; url: string; payload?: unknown };
    /**
     * Every route that changes a listing, as an asesor would call it on listing `id` (a restore is of a deleted one):
     * each route of ROUTE_ACCESS that writes under /api/properties for the staff must have its line here.
     */
    const LISTING_WRITES: Record<string, (id: string) => Request> = {
      'PUT /api/properties/{id}': (id) => ({
        method: 'PUT',
        url: `/api/properties/${id}`,
        payload: { price: 460_000_000 },
      }),
      'DELETE /api/properties/{id}': (id) => ({ method: 'DELETE', url: `/api/properties/${id}` }),
      'PUT /api/properties/{id}/photos': (id) => ({
        method: 'PUT',
        url: `/api/properties/${id}/photos`,
        payload: { photoURLs: [] },
      }),
      'POST /api/properties/{id}/restore': (id) => ({ method: 'POST', url: `/api/properties/${id}/restore` }),
      'POST /api/properties/bulk': (id) => ({
        method: 'POST',
        url: '/api/properties/bulk',
        payload: { ids: [id], action: 'status', status: 'rent' },
      }),
    };
    const RESTORE = 'POST /api/properties/{id}/restore';

    /** A listing of `agentId`'s, deleted for the restore. */
    const listingOf = async (agentId: string | null, key: string) => {
      const admin = callers['admin session'];
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: admin,
        payload: propertyBody({ title: `Propiedad para ${key}`, agentId }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = json<{ id: string }>(created);
      if (key === RESTORE)
        expect(
          (await t.app.inject({ method: 'DELETE', url: `/api/properties/${id}`, headers: admin })).statusCode,
        ).toBe(204);
      return id;
    };
    /** What the asesor was told: the route's refusal, or the bulk answer's for the one listing. */
    const refusalOf = (key: string, response: Awaited<ReturnType<typeof t.app.inject>>) => {
      if (key !== 'POST /api/properties/bulk')
        return response.statusCode === 403 ? json<{ message: string }>(response).message : null;
      const [result] = json<{ results: Array<{ ok: boolean; message?: string }> }>(response).results;
      return result?.ok === false ? (result.message ?? '') : null;
    };
    const asAsesor = (request: Request) => t.app.inject({ ...request, headers: callers['asesor session'] } as never);

    it('has a line for every route that changes a listing', () => {
      const writes = Object.entries(ROUTE_ACCESS)
        .filter(([key, access]) => access === 'staff' && /^(PUT|POST|DELETE|PATCH) \/api\/properties\b/.test(key))
        .map(([key]) => key)
        .filter((key) => key !== 'POST /api/properties');
      expect(writes.sort()).toEqual(Object.keys(LISTING_WRITES).sort());
    });

    it('is refused every change to a colleague’s listing and to the agency’s, and told why', async () => {
      const failures: string[] = [];
      for (const [owner, agentId] of [
        ['a colleague', colleagueId],
        ['the agency', null],
      ] as const)
        for (const [key, request] of Object.entries(LISTING_WRITES)) {
          const response = await asAsesor(request(await listingOf(agentId, key)));
          const refusal = refusalOf(key, response);
          if (refusal !== NOT_YOUR_LISTING) failures.push(`${owner}: ${key} → ${response.statusCode} ${response.body}`);
        }
      expect(failures).toEqual([]);
    });

    it('makes every change to a listing assigned to them, and reads the others', async () => {
      const failures: string[] = [];
      for (const [key, request] of Object.entries(LISTING_WRITES)) {
        const response = await asAsesor(request(await listingOf(userIdFromEmail(ASESOR.email), key)));
        if (response.statusCode >= 300 || refusalOf(key, response) !== null)
          failures.push(`${key} → ${response.statusCode} ${response.body}`);
      }
      expect(failures).toEqual([]);
      const colleagues = await listingOf(colleagueId, 'leer');
      for (const url of [`/api/properties/${colleagues}`, `/api/properties/${colleagues}/history`])
        expect((await t.app.inject({ url, headers: callers['asesor session'] })).statusCode, url).toBe(200);
    });
  });
});
