import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_INDEX } from '../../../projections/catalogue-index/projection.js';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let admin: string;
let propertyId: string;

const visit = (ip: string, userAgent = 'Mozilla/5.0 (Android)', id = propertyId) =>
  t.app.inject({ method: 'POST', url: `/api/properties/${id}/views`, remoteAddress: ip, headers: { 'user-agent': userAgent } });
const views = async (ip: string, userAgent?: string) => {
  const response = await visit(ip, userAgent);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ views: number }>(response).views;
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
  const created = await t.app.inject({ method: 'POST', url: '/api/properties', headers: { cookie: admin }, payload: propertyBody() });
  propertyId = json<{ id: string }>(created).id;
});
afterAll(async () => t.close());

describe('property views', () => {
  it('counts each visitor once per 30 minutes, and again after that', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/views` }))).toEqual({ views: 0 });
    expect(await views('10.1.0.1')).toBe(1);
    expect(await views('10.1.0.1')).toBe(1);
    expect(await views('10.1.0.1', 'Mozilla/5.0 (iPhone)')).toBe(2);
    expect(await views('10.1.0.2')).toBe(3);
    now = new Date(now.getTime() + 29 * 60_000);
    expect(await views('10.1.0.1')).toBe(3);
    now = new Date(now.getTime() + 2 * 60_000);
    expect(await views('10.1.0.1')).toBe(4);
    // Reading the number records nothing.
    expect(json(await t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/views` }))).toEqual({ views: 4 });
  });

  it('keeps views out of the property: its version, the catalogue index and the audit history do not move', async () => {
    const before = json<{ version: number }>(await t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}` }));
    const indexCheckpoint = await t.ports.searchIndex.getCheckpoint(CATALOGUE_INDEX);
    expect(await views('10.2.0.1')).toBeGreaterThan(0);
    const after = json<{ version: number }>(await t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}` }));
    expect(after.version).toBe(before.version);
    expect(await t.ports.searchIndex.getCheckpoint(CATALOGUE_INDEX)).toBe(indexCheckpoint);
    // An admin who loaded the property before the visit saves without a conflict.
    const save = await t.app.inject({ method: 'PUT', url: `/api/properties/${propertyId}`, headers: { cookie: admin }, payload: { price: '460.000.000', version: before.version } });
    expect(save.statusCode, save.body).toBe(200);
    const audit = json<{ total: number }>(await t.app.inject({ method: 'GET', url: '/api/audit?type=PropertyViewed', headers: { cookie: admin } }));
    expect(audit.total).toBe(0);
  });

  it('records the views in a stream of their own', async () => {
    const streams = new Set<string>();
    for await (const event of t.ports.store.readAll({ types: ['PropertyViewed'] })) streams.add(event.stream);
    expect([...streams]).toEqual([`propertyViews-${propertyId}`]);
  });

  it('answers 404 with the Spanish message for an unknown property', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/properties/no-existe/views' });
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('Propiedad no encontrada');
    }
  });

  it('rate-limits each client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await visit('10.3.0.1')).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await visit('10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toMatch(/Demasiadas solicitudes/);
    expect((await visit('10.3.0.2')).statusCode).toBe(200);
  });
});
