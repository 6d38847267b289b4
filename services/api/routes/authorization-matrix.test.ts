import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

/**
 * Every route the OpenAPI document marks as protected × every kind of caller. The list of routes comes
 * from the app itself, so a new route is covered (and must be marked public on purpose to escape).
 */
let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let protectedRoutes: Array<{ method: string; url: string }>;
const callers: Record<string, Record<string, string>> = {};

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
  now = new Date(now.getTime() + 2 * 3_600_000);

  callers.anonymous = {};
  callers['non-admin session'] = { cookie: await t.userCookie() };
  callers['admin session'] = { cookie: admin };
  callers['active token'] = { authorization: `Bearer ${active.token}` };
  callers['token allowed to manage tokens'] = { authorization: `Bearer ${manager.token}` };
  callers['inactive token'] = { authorization: `Bearer ${inactive.token}` };
  callers['expired token'] = { authorization: `Bearer ${expiring.token}` };
  callers['unknown token'] = { authorization: 'Bearer pit_inventado' };

  const spec = json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
    await t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
  );
  protectedRoutes = Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method, _]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'matriz-id') })),
  );
});
afterAll(async () => t.close());

/** Managing tokens (which can mint credentials and read secrets) is more than an ordinary token may do. */
const isTokenManagement = (url: string) => url.startsWith('/api/auth-tokens');
/** People's accounts are managed from an admin's session only, never with a token. */
const isUserManagement = (url: string) => url.startsWith('/api/users');
/** A scraper's route: only a token opens it, and any session is told to bring one. */
const isTokenOnly = (url: string) => url === '/metrics';

const expectations: Record<string, (status: number, url: string) => boolean> = {
  anonymous: (status) => status === 401,
  'non-admin session': (status, url) => status === (isTokenOnly(url) ? 401 : 403),
  'admin session': (status, url) => (isTokenOnly(url) ? status === 401 : status !== 401 && status !== 403),
  'active token': (status, url) =>
    isTokenManagement(url) || isUserManagement(url) ? status === 403 : status !== 401 && status !== 403,
  'token allowed to manage tokens': (status, url) =>
    isUserManagement(url) ? status === 403 : status !== 401 && status !== 403,
  'inactive token': (status) => status === 401,
  'expired token': (status) => status === 401,
  'unknown token': (status) => status === 401,
};

describe('authorization matrix', () => {
  it('covers the admin routes of SPEC §7', () => {
    const keys = protectedRoutes.map((route) => `${route.method} ${route.url}`);
    for (const route of [
      'POST /api/properties',
      'PUT /api/properties/matriz-id',
      'DELETE /api/properties/matriz-id',
      'POST /api/property-types',
      'DELETE /api/municipalities/matriz-id',
      'POST /api/search-filters',
      'PUT /api/ai-search-examples/matriz-id',
      'POST /api/ai-search-config',
      'POST /api/contact-config',
      'POST /api/footer-config',
      'GET /api/auth-tokens',
      'POST /api/auth-tokens/matriz-id/reveal',
      'DELETE /api/auth-tokens/matriz-id',
      'GET /api/leads',
      'GET /api/audit',
      'GET /api/users',
      'POST /api/users',
      'PUT /api/users/matriz-id',
      'GET /api/property-stats',
      'GET /metrics',
    ]) {
      expect(keys).toContain(route);
    }
    expect(keys).not.toContain('GET /api/properties');
    expect(keys).not.toContain('POST /api/properties/matriz-id/whatsapp-clicks');
  });

  for (const caller of Object.keys(expectations)) {
    it(`${caller}: every protected route`, async () => {
      const failures: string[] = [];
      for (const route of protectedRoutes) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: callers[caller],
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (!expectations[caller]!(response.statusCode, route.url))
          failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
        if (response.statusCode === 401 || response.statusCode === 403)
          expect(json(response).message).toMatch(/[a-záéíóúñ]/);
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
});
