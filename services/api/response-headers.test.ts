import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './test-support/test-app.js';

const PROXY = '10.0.0.1';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: PROXY });
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP, where browsers ignore it and a LAN address would be pinned to HTTPS', async () => {
    const response = await t.app.inject({ url: '/api/properties' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when the trusted proxy says the visitor came over HTTPS, errors included', async () => {
    for (const url of ['/api/properties', '/api/leads']) {
      const response = await t.app.inject({ url, remoteAddress: PROXY, headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('is not sent when a caller that is not the proxy claims HTTPS', async () => {
    const response = await t.app.inject({
      url: '/api/properties',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Security headers', () => {
  it('are the short API set on JSON answers, errors included, and helmet’s page set on everything else', async () => {
    for (const url of ['/api/properties', '/api/leads', '/api/no-existe']) {
      const { headers } = await t.app.inject({ url });
      expect(headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
    const page = await t.app.inject({ url: '/API_DOCUMENTATION.md' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('Cache-Control', () => {
  const credentialed = (): Array<[string, InjectOptions]> => [
    ['the leads, anonymous (401)', { url: '/api/leads' }],
    ['the leads, as admin', { url: '/api/leads', headers: { cookie: admin } }],
    ['the audit log, as admin', { url: '/api/audit', headers: { cookie: admin } }],
    ['the API tokens, as admin', { url: '/api/auth-tokens', headers: { cookie: admin } }],
    ['the current user, anonymous (401)', { url: '/api/auth/user' }],
    ['the current user, signed in', { url: '/api/auth/user', headers: { cookie: admin } }],
    ['the sign-in page redirect', { url: '/api/login' }],
    ['a sign-in', { method: 'POST', url: '/api/login', payload: ADMIN }],
    ['a failed sign-in', { method: 'POST', url: '/api/login', payload: { ...ADMIN, password: 'equivocada' } }],
    ['a sign-out', { url: '/api/logout' }],
    ['the public catalogue asked with a session', { url: '/api/properties', headers: { cookie: admin } }],
    [
      'the public catalogue asked with a bearer token',
      { url: '/api/properties', headers: { authorization: 'Bearer pit_no-existe' } },
    ],
    ['an unknown API route', { url: '/api/no-existe' }],
  ];

  it('is no-store on every answer that depends on who asks', async () => {
    for (const [what, request] of credentialed()) {
      const response = await t.app.inject(request);
      expect(response.headers['cache-control'], `${what} (${response.statusCode})`).toBe('no-store');
    }
  });

  it('leaves the public catalogue, asked anonymously, cacheable', async () => {
    for (const url of ['/api/properties', '/api/property-types', '/api/contact-config']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
  });
});
