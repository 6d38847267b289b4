import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_INDEX } from '../../../projections/catalogue-index/projection.js';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let admin: string;
let propertyId: string;

const visit = (
  ip: string,
  {
    userAgent = 'Mozilla/5.0 (Android)',
    cookie,
    id = propertyId,
  }: { userAgent?: string; cookie?: string; id?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/properties/${id}/views`,
    remoteAddress: ip,
    headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
  });
const views = async (ip: string, options?: Parameters<typeof visit>[1]) => {
  const response = await visit(ip, options);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ views: number }>(response).views;
};
/** The visitor cookie a first view hands out, as a browser would send it back. */
const visitorCookie = async (ip: string, id = propertyId) => {
  const cookie = (await visit(ip, { id })).cookies.find((candidate) => candidate.name === 'vid');
  if (!cookie) throw new Error('no visitor cookie');
  return `vid=${cookie.value}`;
};
const newProperty = async () =>
  json<{ id: string }>(
    await t.app.inject({ method: 'POST', url: '/api/properties', headers: { cookie: admin }, payload: propertyBody() }),
  ).id;
const recordedViews = async (id: string) => {
  let count = 0;
  for await (const _ of t.ports.store.readStream(`propertyViews-${id}`)) count++;
  return count;
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
  propertyId = await newProperty();
});
afterAll(async () => t.close());

describe('property views', () => {
  it('hands out an anonymous visitor cookie: httpOnly, SameSite=Lax, 128 random bits', async () => {
    const first = await visit('10.0.0.1', { id: await newProperty() });
    const cookie = first.cookies.find((candidate) => candidate.name === 'vid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/properties' });
    expect(Buffer.from(cookie!.value, 'base64url')).toHaveLength(16);
  });

  it('counts a visitor (cookie and address) once per 30 minutes, whatever its user agent, and again after that', async () => {
    const id = await newProperty();
    expect(json(await t.app.inject({ method: 'GET', url: `/api/properties/${id}/views` }))).toEqual({ views: 0 });
    const cookie = await visitorCookie('10.1.0.1', id);
    expect(await views('10.1.0.1', { id, cookie })).toBe(1);
    expect(await views('10.1.0.1', { id, cookie, userAgent: 'Mozilla/5.0 (iPhone)' })).toBe(1);
    now = new Date(now.getTime() + 29 * 60_000);
    expect(await views('10.1.0.1', { id, cookie })).toBe(1);
    now = new Date(now.getTime() + 2 * 60_000);
    expect(await views('10.1.0.1', { id, cookie })).toBe(2);
    // Reading the number records nothing.
    expect(json(await t.app.inject({ method: 'GET', url: `/api/properties/${id}/views` }))).toEqual({ views: 2 });
    expect(await recordedViews(id)).toBe(2);
  });

  it('counts the same visitor from two addresses twice', async () => {
    const id = await newProperty();
    const cookie = await visitorCookie('10.4.0.1', id);
    expect(await views('10.4.0.2', { id, cookie })).toBe(2);
    expect(await views('10.4.0.1', { id, cookie })).toBe(2);
    expect(await recordedViews(id)).toBe(2);
  });

  it('cannot be pumped from one address by dropping the cookie and rotating user agents', async () => {
    const id = await newProperty();
    for (let i = 0; i < 60; i++)
      expect((await visit('10.5.0.1', { id, userAgent: `Robot/${i}` })).statusCode).toBe(200);
    const counted = json<{ views: number }>(
      await t.app.inject({ method: 'GET', url: `/api/properties/${id}/views` }),
    ).views;
    // A few people behind one NAT address still count; the duplicates appended nothing.
    expect(counted).toBe(3);
    expect(await recordedViews(id)).toBe(3);
    // Another address is not held back by the first one's quota.
    expect(await views('10.5.0.2', { id })).toBe(4);
  });

  it('keeps views out of the property: its version, the catalogue index and the audit history do not move', async () => {
    const before = json<{ version: number }>(
      await t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}` }),
    );
    const indexCheckpoint = await t.ports.searchIndex.getCheckpoint(CATALOGUE_INDEX);
    expect(await views('10.2.0.1')).toBeGreaterThan(0);
    const after = json<{ version: number }>(
      await t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}` }),
    );
    expect(after.version).toBe(before.version);
    expect(await t.ports.searchIndex.getCheckpoint(CATALOGUE_INDEX)).toBe(indexCheckpoint);
    // An admin who loaded the property before the visit saves without a conflict.
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${propertyId}`,
      headers: { cookie: admin },
      payload: { price: '460.000.000', version: before.version },
    });
    expect(save.statusCode, save.body).toBe(200);
    const audit = json<{ total: number }>(
      await t.app.inject({ method: 'GET', url: '/api/audit?type=PropertyViewed', headers: { cookie: admin } }),
    );
    expect(audit.total).toBe(0);
  });

  it('records the views in a stream of their own per property', async () => {
    const misplaced: string[] = [];
    for await (const event of t.ports.store.readAll({ types: ['PropertyViewed'] })) {
      if (event.stream !== `propertyViews-${(event.data as { propertyId: string }).propertyId}`)
        misplaced.push(event.stream);
    }
    expect(misplaced).toEqual([]);
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
