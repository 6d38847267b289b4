import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

interface Listing {
  id: string;
  title: string;
  status: string;
  price: string;
}

let t: TestApp;
let admin: string;

const create = async (title: string, overrides: Record<string, unknown> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: admin },
    payload: propertyBody({ title, ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Listing>(response).id;
};
const similarTo = async (id: string, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/properties/${id}/similar${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ properties: Listing[] }>(response).properties.map((listing) => listing.title);
};

/** Every listing is an apartment in Chapinero, Bogotá, for sale at 450.000.000 unless it says otherwise. */
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
  ids.target = await create('Objetivo', { bedrooms: 3 });
  await create('Mismo todo, mismo precio', { bedrooms: 3 });
  await create('Mismo tipo y ciudad, otro barrio', { address: 'Calle 1 # 2-3, Usaquén, Bogotá', price: 460_000_000 });
  await create('Misma ciudad, otro tipo', { propertyTypeId: 'casa', price: 450_000_000 });
  await create('Mismo tipo, otra ciudad', { municipalityId: 'medellin', address: 'Cra 43A, El Poblado, Medellín' });
  await create('Precio 25 % más alto', { price: 562_000_000 });
  await create('Otro tipo y otra ciudad', { propertyTypeId: 'casa', municipalityId: 'cali', address: 'Cali' });
  await create('Precio 40 % más alto', { price: 630_000_000 });
  await create('En arriendo', { status: 'rent', price: 450_000_000 });
  await create('Vendida', { status: 'sold' });
  ids.rental = await create('Arriendo objetivo', { status: 'rented', price: 2_500_000 });
  await create('Arriendo parecido', { status: 'rent', price: 2_700_000 });
  await create('Arriendo ya arrendado', { status: 'rented', price: 2_500_000 });
});
afterAll(async () => t.close());

describe('GET /api/properties/{id}/similar', () => {
  it('offers available listings of the same operation, nearby price, same municipality or type, best first', async () => {
    expect(await similarTo(ids.target!)).toEqual([
      'Mismo todo, mismo precio',
      'Mismo tipo y ciudad, otro barrio',
      'Precio 25 % más alto',
      'Misma ciudad, otro tipo',
      'Mismo tipo, otra ciudad',
    ]);
  });

  it('never offers the listing itself, and compares a rented one with those for rent', async () => {
    const titles = await similarTo(ids.rental!);
    expect(titles).toEqual(['Arriendo parecido']);
    expect(titles).not.toContain('Arriendo objetivo');
  });

  it('honours the limit, and refuses a bad one in Spanish', async () => {
    expect(await similarTo(ids.target!, '?limit=2')).toEqual([
      'Mismo todo, mismo precio',
      'Mismo tipo y ciudad, otro barrio',
    ]);
    const refused = await t.app.inject({ method: 'GET', url: `/api/properties/${ids.target}/similar?limit=50` });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Máximo 12 propiedades similares');
  });

  it('answers an empty list when nothing is alike, and 404 for an unknown listing', async () => {
    const lonely = await create('Finca única', {
      propertyTypeId: 'casa',
      municipalityId: 'cali',
      price: 9_000_000_000,
    });
    expect(await similarTo(lonely)).toEqual([]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/properties/no-existe/similar' });
    expect(missing.statusCode).toBe(404);
  });

  it('compares a type whose use its name does not tell with its own type only', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/property-types',
      headers: { cookie: admin },
      payload: { name: 'Glamping' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const glamping = await create('Glamping objetivo', { propertyTypeId: 'glamping' });
    await create('Otro glamping, otra ciudad', {
      propertyTypeId: 'glamping',
      municipalityId: 'cali',
      address: 'Vía al mar, Cali',
    });
    // The apartments of the same city and price, offered next to any home, are not offered here.
    expect(await similarTo(glamping)).toEqual(['Otro glamping, otra ciudad']);
  });

  it('sees a change at once: a listing that is sold drops out', async () => {
    const best = await t.app.inject({ method: 'GET', url: `/api/properties/${ids.target}/similar?limit=1` });
    const [first] = json<{ properties: Listing[] }>(best).properties;
    expect(first?.title).toBe('Mismo todo, mismo precio');
    const revised = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${first!.id}`,
      headers: { cookie: admin },
      payload: { status: 'sold' },
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(await similarTo(ids.target!)).not.toContain('Mismo todo, mismo precio');
  });
});
