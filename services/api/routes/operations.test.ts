import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('OpenAPI, documentation, audit, health and readiness', () => {
  it('publishes an OpenAPI 3 document with every route and its schemas', async () => {
    const spec = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    );
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/properties',
      '/api/properties/{id}',
      '/api/property-types',
      '/api/search-filters',
      '/api/ai-search-examples',
      '/api/contact-config',
      '/api/footer-config',
      '/api/ai-search-config',
      '/api/contact-submissions',
      '/api/contact',
      '/api/leads',
      '/api/auth-tokens',
      '/api/auth/user',
      '/api/documentation',
      '/api/health',
      '/api/ready',
      '/metrics',
    ]) {
      expect(spec.paths, path).toHaveProperty([path]);
    }
  });

  it('documents the API from the same route table', async () => {
    const docs = json<{
      baseUrl: string;
      endpoints: Array<{ method: string; path: string; public: boolean }>;
      examples: unknown[];
    }>(await t.app.inject({ method: 'GET', url: '/api/documentation', headers: { host: 'portal.test' } }));
    expect(docs.baseUrl).toBe('http://portal.test/api');
    expect(docs.endpoints).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/properties', public: true }),
    );
    expect(docs.endpoints).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/properties', public: false }),
    );
    expect(docs.examples).toHaveLength(2);
  });

  it('keeps an audit history of who changed what', async () => {
    const admin = await t.adminCookie();
    await t.app.inject({
      method: 'POST',
      url: '/api/property-types',
      headers: { cookie: admin },
      payload: { name: 'Bodega' },
    });
    const audit = json<{
      entries: Array<{ type: string; actor: string; stream: string; changes: Record<string, unknown> }>;
    }>(
      await t.app.inject({ method: 'GET', url: '/api/audit?stream=property-type-bodega', headers: { cookie: admin } }),
    );
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      type: 'MasterDataItemAdded',
      actor: expect.stringMatching(/^user:/),
      changes: { name: 'Bodega' },
    });
    const signIns = json<{ entries: Array<{ changes: Record<string, unknown> }> }>(
      await t.app.inject({ method: 'GET', url: '/api/audit?type=UserSignedIn', headers: { cookie: admin } }),
    );
    expect(signIns.entries[0]?.changes.sessionHash).toBe('[oculto]');
  });

  it('reports a live process and ready projections', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(json(health)).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toMatchObject({ status: 'ready', reasons: [] });
  });
});
