import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';
import { METRICS_NEED_TOKEN } from './metrics.js';

let t: TestApp;
let admin: string;
let token: { id: string; token: string };
beforeAll(async () => {
  // One contact message a minute: the second is refused, and counted.
  t = await createTestApp({ rateLimits: { login: 1_000, contact: 1 } });
  admin = await t.adminCookie();
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/auth-tokens',
    headers: { cookie: admin },
    payload: { name: 'Prometheus' },
  });
  expect(issued.statusCode, issued.body).toBe(201);
  token = json<{ id: string; token: string }>(issued);
});
afterAll(async () => t.close());

const scrape = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/metrics', headers });

/** The value of one series in the text format, by its name and exact labels. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is answered only to an API token, in Spanish otherwise', async () => {
    const anonymous = await scrape({});
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toEqual({ message: METRICS_NEED_TOKEN });

    // An administrator's session is not a scraper's credential.
    const session = await scrape({ cookie: admin });
    expect(session.statusCode).toBe(401);
    expect(json(session)).toEqual({ message: METRICS_NEED_TOKEN });

    const forged = await scrape({ authorization: 'Bearer pit_no-existe' });
    expect(forged.statusCode).toBe(401);
    expect(json(forged)).toEqual({ message: 'Token de API inválido.' });

    const spare = json<{ id: string; token: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth-tokens',
        headers: { cookie: admin },
        payload: { name: 'Desactivado' },
      }),
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/auth-tokens/${spare.id}`,
      headers: { cookie: admin },
      payload: { isActive: false },
    });
    const deactivated = await scrape({ authorization: `Bearer ${spare.token}` });
    expect(deactivated.statusCode).toBe(401);
    expect(json(deactivated)).toEqual({ message: 'El token de API está desactivado.' });

    const allowed = await scrape({ authorization: `Bearer ${token.token}` });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(allowed.headers['cache-control']).toBe('no-store');
  });

  it('exposes request latency, appends, projection lag and state, cache hits and rate-limit refusals', async () => {
    // The same catalogue page three times: computed, computed and kept (asked before), then from the answer cache.
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/properties?limit=3' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/properties/no-existe' })).statusCode).toBe(404);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/property-types',
      headers: { cookie: admin },
      payload: { name: 'Bodega' },
    });
    expect(created.statusCode).toBe(201);
    for (const expected of [400, 429]) {
      const contact = await t.app.inject({ method: 'POST', url: '/api/contact-submissions', payload: {} });
      expect(contact.statusCode).toBe(expected);
    }

    const text = (await scrape({ authorization: `Bearer ${token.token}` })).body;
    expect(
      sample(
        text,
        'portal_http_request_duration_seconds_count{method="GET",route="/api/properties",status_code="200"}',
      ),
    ).toBe(3);
    // By the route's pattern, never the address asked for.
    expect(
      sample(
        text,
        'portal_http_request_duration_seconds_count{method="GET",route="/api/properties/:id",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('no-existe');
    expect(text).toContain(
      'portal_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/properties"',
    );
    expect(sample(text, 'portal_events_appended_total{type="MasterDataItemAdded"}')).toBe(1);
    expect(sample(text, 'portal_answer_cache_misses_total{cache="catalogue"}')).toBe(2);
    expect(sample(text, 'portal_answer_cache_hits_total{cache="catalogue"}')).toBe(1);
    expect(sample(text, 'portal_rate_limit_refusals_total{route="/api/contact-submissions"}')).toBe(1);
    for (const projection of ['master-data', 'catalogue-index', 'tokens']) {
      expect(sample(text, `portal_projection_lag_events{projection="${projection}"}`), projection).toBe(0);
      expect(sample(text, `portal_projection_lag_seconds{projection="${projection}"}`), projection).toBe(0);
      expect(sample(text, `portal_projection_state{projection="${projection}",state="idle"}`), projection).toBe(1);
      expect(sample(text, `portal_projection_state{projection="${projection}",state="failed"}`), projection).toBe(0);
    }
    // The process's own series come along.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('counts only its own app’s requests', async () => {
    const other = await createTestApp();
    try {
      const issued = json<{ token: string }>(
        await other.app.inject({
          method: 'POST',
          url: '/api/auth-tokens',
          headers: { cookie: await other.adminCookie() },
          payload: { name: 'Otra' },
        }),
      );
      const text = (
        await other.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${issued.token}` },
        })
      ).body;
      expect(text).not.toContain('route="/api/properties"');
      expect(text).not.toContain('portal_events_appended_total{type="MasterDataItemAdded"}');
    } finally {
      await other.close();
    }
  });
});
