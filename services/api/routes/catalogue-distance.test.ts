import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceInMetres } from '../../domain/property/location.js';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

interface Listing {
  id: string;
  title: string;
  location: { lat: number; lng: number } | null;
  distanceKm?: number;
}

const BOGOTA_SEAT = { lat: 4.6097, lng: -74.0817 };
// Exact points, shown as they are: distances from the seat are about 4.8, 10.4 and 240 km.
const CHAPINERO = { lat: 4.6486, lng: -74.0628, exact: true };
const USAQUEN = { lat: 4.695, lng: -74.031, exact: true };
const EL_POBLADO = { lat: 6.2088, lng: -75.5676, exact: true };

let t: TestApp;
let ids: string;

const page = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/properties?ids=${ids}&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ properties: Listing[] }>(response).properties;
};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.adminCookie();
  const create = async (title: string, location: unknown, overrides: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ title, location, ...overrides }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<Listing>(response).id;
  };
  // Created farthest first, so the newest-first default would give the opposite order.
  ids = [
    await create('Distancia Usaquén', USAQUEN),
    await create('Distancia sin punto', undefined),
    await create('Distancia Poblado', EL_POBLADO, { municipalityId: 'medellin' }),
    await create('Distancia Chapinero', CHAPINERO),
  ].join(',');
});
afterAll(() => t.close());

describe('the catalogue sorted by distance', () => {
  it('puts the nearest first and the listings without a point last, each saying how far it is (0.1 km)', async () => {
    const listings = await page(`sortBy=distance&near=${BOGOTA_SEAT.lat},${BOGOTA_SEAT.lng}`);
    expect(listings.map((listing) => listing.title)).toEqual([
      'Distancia Chapinero',
      'Distancia Usaquén',
      'Distancia Poblado',
      'Distancia sin punto',
    ]);
    for (const listing of listings.slice(0, 3))
      expect(listing.distanceKm, listing.title).toBe(
        Math.round(distanceInMetres(BOGOTA_SEAT, listing.location!) / 100) / 10,
      );
    expect(listings[0]!.distanceKm).toBe(4.8);
    expect(listings[3]).not.toHaveProperty('distanceKm');
    // The direction says nothing to a distance: the nearest always comes first.
    const asc = await page(`sortBy=distance&sortOrder=asc&near=${BOGOTA_SEAT.lat},${BOGOTA_SEAT.lng}`);
    expect(asc.map((listing) => listing.id)).toEqual(listings.map((listing) => listing.id));
  });

  it('orders from any point in Colombia: from Medellín, the Poblado first', async () => {
    const listings = await page('sortBy=distance&near=6.2442,-75.5812&limit=2');
    expect(listings.map((listing) => listing.title)).toEqual(['Distancia Poblado', 'Distancia Usaquén']);
  });

  it('says no distance when the page is not sorted by it, and keeps every listing its JSON afterwards', async () => {
    const listings = await page(`near=${BOGOTA_SEAT.lat},${BOGOTA_SEAT.lng}`);
    expect(listings.every((listing) => !('distanceKm' in listing))).toBe(true);
    expect(listings.map((listing) => listing.title)).toEqual([
      'Distancia Chapinero',
      'Distancia Poblado',
      'Distancia sin punto',
      'Distancia Usaquén',
    ]);
  });

  it('refuses, in Spanish, a distance without a point and a point that is not one in Colombia', async () => {
    for (const [query, message] of [
      ['sortBy=distance', 'Para ordenar por distancia indica el punto de referencia en near=lat,lng'],
      ['sortBy=distance&near=4.6', 'near inválido: usa lat,lng en grados decimales'],
      ['sortBy=distance&near=a,b', 'near inválido: usa lat,lng en grados decimales'],
      ['sortBy=distance&near=40.4168,-3.7038', 'La ubicación debe estar en Colombia'],
      ['sortBy=distance&near=-74.08,4.61', 'La ubicación debe estar en Colombia'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
  });
});
