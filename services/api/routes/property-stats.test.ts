import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let admin: string;

type Stats = { stats: Record<string, { views: number; leads: number; whatsappClicks: number }>; since: string };

const newProperty = async () =>
  json<{ id: string }>(
    await t.app.inject({ method: 'POST', url: '/api/properties', headers: { cookie: admin }, payload: propertyBody() }),
  ).id;
const click = (id: string, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/properties/${id}/whatsapp-clicks`,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
/** The visitor cookie a first click hands out, as a browser would send it back. */
const clickingVisitor = async (id: string, ip: string) => {
  const response = await click(id, ip);
  expect(response.statusCode, response.body).toBe(202);
  const cookie = response.cookies.find((candidate) => candidate.name === 'vid');
  if (!cookie) throw new Error('no visitor cookie');
  return `vid=${cookie.value}`;
};
const view = (id: string, ip: string) =>
  t.app.inject({ method: 'POST', url: `/api/properties/${id}/views`, remoteAddress: ip });
const lead = (propertyId: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact-submissions',
    payload: {
      name: 'Carlos',
      email: 'carlos@correo.co',
      phone: '3001234567',
      message: 'Me interesa, ¿sigue disponible?',
      acceptsDataPolicy: true,
      ...(propertyId ? { propertyId, propertyTitle: 'Apartamento' } : {}),
    },
  });
const stats = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/property-stats${query}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Stats>(response);
};
const recordedClicks = async (id: string) => {
  let count = 0;
  for await (const _ of t.ports.store.readStream(`whatsAppClicks-${id}`)) count++;
  return count;
};
/** Moves the clock; the admin signs in again, since a session lasts a week. */
const at = async (instant: string) => {
  now = new Date(instant);
  admin = await t.adminCookie();
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

describe('WhatsApp clicks', () => {
  it('answers 202 without a body and counts a visitor once per 30 minutes', async () => {
    const id = await newProperty();
    const first = await click(id, '10.0.0.1');
    expect(first.statusCode).toBe(202);
    expect(first.body).toBe('');
    const cookie = `vid=${first.cookies.find((candidate) => candidate.name === 'vid')!.value}`;
    expect((await click(id, '10.0.0.1', cookie)).statusCode).toBe(202);
    now = new Date(now.getTime() + 29 * 60_000);
    expect((await click(id, '10.0.0.1', cookie)).statusCode).toBe(202);
    expect(await recordedClicks(id)).toBe(1);
    now = new Date(now.getTime() + 2 * 60_000);
    await click(id, '10.0.0.1', cookie);
    expect(await recordedClicks(id)).toBe(2);
    expect((await stats(`?ids=${id}`)).stats[id]).toEqual({ views: 0, leads: 0, whatsappClicks: 2 });
  });

  it('shares the visitor cookie with the view counter', async () => {
    const id = await newProperty();
    const cookie = await clickingVisitor(id, '10.1.0.1');
    const viewed = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/views`,
      remoteAddress: '10.1.0.1',
      headers: { cookie },
    });
    expect(viewed.cookies.find((candidate) => candidate.name === 'vid')?.value).toBe(cookie.slice('vid='.length));
  });

  it('answers 404 for a property that does not exist, recording nothing', async () => {
    const response = await click('no-existe', '10.2.0.1');
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toMatch(/[a-záéíóúñ]/);
    expect(await recordedClicks('no-existe')).toBe(0);
  });

  it('is rate-limited per address', async () => {
    const id = await newProperty();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await click(id, '10.3.0.1')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await click(id, '10.3.0.2')).statusCode).toBe(202);
  });
});

describe('property stats', () => {
  it('counts views, leads naming the property and clicks over the last 30 days by the app clock', async () => {
    await at('2027-01-10T12:00:00.000Z');
    const [a, b, quiet] = [await newProperty(), await newProperty(), await newProperty()];
    await view(a, '10.10.0.1');
    await lead(a);
    await lead(null);
    await clickingVisitor(a, '10.10.0.1');
    await at('2027-01-30T12:00:00.000Z');
    await view(a, '10.10.0.2');
    await view(b, '10.10.0.2');
    await clickingVisitor(b, '10.10.0.2');
    await lead(b);

    const current = await stats(`?ids=${a},${b},${quiet},${a}`);
    expect(current.since).toBe('2027-01-01T00:00:00.000Z');
    expect(current.stats).toEqual({
      [a]: { views: 2, leads: 1, whatsappClicks: 1 },
      [b]: { views: 1, leads: 1, whatsappClicks: 1 },
      [quiet]: { views: 0, leads: 0, whatsappClicks: 0 },
    });

    // 2027-01-10 is the 30th day back on 2027-02-08, and out of the window a day later.
    await at('2027-02-08T23:59:59.999Z');
    expect((await stats(`?ids=${a}`)).stats[a]).toEqual({ views: 2, leads: 1, whatsappClicks: 1 });
    await at('2027-02-09T00:00:00.000Z');
    const moved = await stats(`?ids=${a}`);
    expect(moved.since).toBe('2027-01-11T00:00:00.000Z');
    expect(moved.stats[a]).toEqual({ views: 1, leads: 0, whatsappClicks: 0 });

    // Without ids: every property with figures.
    const all = await stats();
    expect(all.stats[b]).toEqual({ views: 1, leads: 1, whatsappClicks: 1 });
    expect(all.stats).not.toHaveProperty(quiet);
  });

  it('takes up to 50 ids', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `p${i}`);
    expect(Object.keys((await stats(`?ids=${ids.join(',')}`)).stats)).toHaveLength(50);
    const tooMany = await t.app.inject({
      method: 'GET',
      url: `/api/property-stats?ids=${[...ids, 'p50'].join(',')}`,
      headers: { cookie: admin },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).message).toBe('Como máximo 50 propiedades por consulta');
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/property-stats' })).statusCode).toBe(401);
    const staff = await t.userCookie();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/property-stats', headers: { cookie: staff } })).statusCode,
    ).toBe(403);
  });
});
