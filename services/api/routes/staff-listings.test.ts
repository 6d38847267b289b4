import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let admin: string;

interface StaffListing {
  id: string;
  title: string;
  visits30: number;
  leads30: number;
}
type StaffList = { properties: StaffListing[]; pagination: { total: number } };

const create = async (title: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: admin },
    payload: propertyBody({ title }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response).id;
};
const views = async (id: string, count: number) => {
  for (let visitor = 0; visitor < count; visitor++) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/views`,
      remoteAddress: `10.1.${count}.${visitor + 1}`,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
};
const leads = async (id: string, count: number) => {
  for (let lead = 0; lead < count; lead++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: {
        name: 'Carlos',
        email: 'carlos@correo.co',
        phone: '3001234567',
        message: 'Me interesa, ¿sigue disponible?',
        acceptsDataPolicy: true,
        propertyId: id,
        propertyTitle: 'Apartamento',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
};
const staffList = async (query: string) => {
  const response = await t.app.inject({ url: `/api/properties?publication=all&${query}`, headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return json<StaffList>(response);
};

let quiet: string;
let viewed: string;
let asked: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
  quiet = await create('Lote tranquilo en Chía');
  viewed = await create('Casa muy vista en Pance');
  asked = await create('Apartamento pedido en Laureles');
  // 40 days ago: outside the window, so it counts for nothing.
  now = new Date('2026-10-13T12:00:00.000Z');
  await views(quiet, 5);
  now = new Date('2026-11-22T12:00:00.000Z');
  await views(viewed, 3);
  await views(asked, 1);
  await leads(asked, 2);
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

describe('the staff list: 30-day figures', () => {
  it('tells each listing’s visits and leads of the last 30 days', async () => {
    const { properties } = await staffList('limit=100');
    const figures = Object.fromEntries(properties.map((p) => [p.id, [p.visits30, p.leads30]]));
    expect(figures).toEqual({ [quiet]: [0, 0], [viewed]: [3, 0], [asked]: [1, 2] });
  });

  it('sorts by visits or leads, either way, and pages the sorted list', async () => {
    const titles = async (query: string) => (await staffList(query)).properties.map((p) => p.id);
    expect(await titles('sortBy=visits30&sortOrder=desc')).toEqual([viewed, asked, quiet]);
    expect(await titles('sortBy=visits30&sortOrder=asc')).toEqual([quiet, asked, viewed]);
    expect((await titles('sortBy=leads30&sortOrder=desc'))[0]).toBe(asked);
    expect((await titles('sortBy=leads30&sortOrder=asc'))[2]).toBe(asked);
    const second = await staffList('sortBy=visits30&sortOrder=desc&limit=1&page=2');
    expect(second.properties.map((p) => p.id)).toEqual([asked]);
    expect(second.pagination.total).toBe(3);
    // With filters: only what matches is sorted.
    const searched = await staffList('sortBy=visits30&search=Pance');
    expect(searched.properties.map((p) => p.id)).toEqual([viewed]);
    expect(searched.pagination.total).toBe(1);
  });

  it('counts today and the 29 days before it (UTC), and drops older days as the clock moves on', async () => {
    const figuresOn = async (instant: string) => {
      now = new Date(instant);
      admin = await t.adminCookie();
      const { properties } = await staffList('limit=100');
      return properties.find((p) => p.id === viewed)?.visits30;
    };
    expect(await figuresOn('2026-12-21T23:59:00.000Z')).toBe(3);
    expect(await figuresOn('2026-12-22T00:00:00.000Z')).toBe(0);
    await figuresOn('2026-11-22T12:00:00.000Z');
  });

  it('keeps the figures and their sorts out of the public catalogue', async () => {
    const publicList = json<{ properties: Array<Record<string, unknown>> }>(
      await t.app.inject({ url: '/api/properties?limit=100' }),
    );
    expect(publicList.properties[0]).not.toHaveProperty('visits30');
    const sorted = await t.app.inject({ url: '/api/properties?sortBy=visits30' });
    expect(sorted.statusCode).toBe(400);
    expect(json<{ errors: Array<{ path: string }> }>(sorted).errors[0]?.path).toBe('sortBy');
  });
});
