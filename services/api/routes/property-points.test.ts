import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedCatalogue } from '../queries/published-listings.js';
import { cataloguePoints } from '../queries/catalogue-points.js';
import { PropertyPointsSchema, type PropertyPoints } from '../schemas/property-points.js';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

const CHAPINERO = { lat: 4.6486, lng: -74.0628 };
const USAQUEN = { lat: 4.6951, lng: -74.0309 };
const EL_POBLADO = { lat: 6.2088, lng: -75.5676 };

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

const create = async (key: string, overrides: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: admin },
    payload: propertyBody({ title: key, ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(201);
  ids[key] = json<{ id: string }>(response).id;
};

const points = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/properties/points?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return PropertyPointsSchema.parse(response.json());
};
const titles = (answer: PropertyPoints) => answer.points.map((point) => point.title).sort();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
  await create('Apartamento Chapinero', { location: CHAPINERO, photos: ['https://fotos.example/chapinero.jpg'] });
  await create('Casa Usaquén', { location: { ...USAQUEN, exact: true }, propertyTypeId: 'casa', bedrooms: 4 });
  await create('Apartamento Poblado', { location: EL_POBLADO, municipalityId: 'medellin', status: 'rent' });
  await create('Casa sin punto', { propertyTypeId: 'casa', bedrooms: 2 });
  await create('Borrador Chapinero', { location: CHAPINERO, publication: 'draft' });
});
afterAll(async () => t.close());

describe('GET /api/properties/points', () => {
  it('gives every published listing with a location as a point with what its card shows, and counts those without one', async () => {
    const answer = await points();
    expect(titles(answer)).toEqual(['Apartamento Chapinero', 'Apartamento Poblado', 'Casa Usaquén']);
    expect(answer).toMatchObject({ total: 4, withoutLocation: 1, capped: false });
    const chapinero = answer.points.find((point) => point.id === ids['Apartamento Chapinero'])!;
    expect(chapinero).toMatchObject({
      title: 'Apartamento Chapinero',
      price: 450_000_000,
      status: 'sale',
      propertyType: 'Apartamento',
      municipality: 'Bogotá',
      neighbourhood: 'Chapinero',
      bedrooms: 3,
      area: 85.5,
      photo: 'https://fotos.example/chapinero.jpg',
      approximate: true,
    });
    expect(chapinero.slug).toMatch(/^apartamento-chapinero-/);
    // The shown point, never the true one: the same as the listing's own JSON gives visitors.
    const listing = json<{ location: { lat: number; lng: number } }>(
      await t.app.inject({ method: 'GET', url: `/api/properties/${chapinero.id}` }),
    );
    expect({ lat: chapinero.lat, lng: chapinero.lng }).toEqual({
      lat: listing.location.lat,
      lng: listing.location.lng,
    });
    expect({ lat: chapinero.lat, lng: chapinero.lng }).not.toEqual(CHAPINERO);
    const usaquen = answer.points.find((point) => point.id === ids['Casa Usaquén'])!;
    expect(usaquen).toMatchObject({ ...USAQUEN, approximate: false, photo: null });
  });

  it('never shows an unpublished listing, nor counts it', async () => {
    const answer = await points('search=Borrador');
    expect(answer).toEqual({ points: [], total: 0, withoutLocation: 0, capped: false });
  });

  it('reads the same filters as the catalogue list, bbox among them', async () => {
    expect(titles(await points('municipality=bogota'))).toEqual(['Apartamento Chapinero', 'Casa Usaquén']);
    expect(await points('municipality=bogota')).toMatchObject({ total: 3, withoutLocation: 1 });
    expect(titles(await points('status=rent'))).toEqual(['Apartamento Poblado']);
    expect(titles(await points('propertyType=casa&bedrooms=4'))).toEqual(['Casa Usaquén']);
    expect(titles(await points('search=Usaquén'))).toEqual(['Casa Usaquén']);
    const bogota = await points('bbox=-74.3,4.4,-73.9,4.9');
    expect(titles(bogota)).toEqual(['Apartamento Chapinero', 'Casa Usaquén']);
    // Inside a box, a listing without a point is not there at all: nothing to count as missing.
    expect(bogota).toMatchObject({ total: 2, withoutLocation: 0 });
    expect(titles(await points('bbox=-74.3,4.4,-73.9,4.9&propertyType=casa'))).toEqual(['Casa Usaquén']);
    expect(await points('bbox=-70,0,-69,1')).toEqual({ points: [], total: 0, withoutLocation: 0, capped: false });
    // At the precision map libraries send (doubles as JavaScript prints them), and with a + or an exponent.
    expect(titles(await points('bbox=-74.30000000000001,4.399999999999999,-73.89999999999999,+4.9e0'))).toEqual(
      titles(bogota),
    );
    const nearBogota = await t.app.inject({
      method: 'GET',
      url: '/api/properties?near=4.648600000000001,-74.06279999999998&sortBy=distance&limit=100',
    });
    expect(nearBogota.statusCode, nearBogota.body).toBe(200);
    // What the list would page through is exactly what the map draws.
    const list = json<{ properties: Array<{ title: string }> }>(
      await t.app.inject({ method: 'GET', url: '/api/properties?bbox=-74.3,4.4,-73.9,4.9&limit=100' }),
    );
    expect(list.properties.map((listing) => listing.title).sort()).toEqual(titles(bogota));
  });

  it('ignores the list’s paging and order, and refuses a bad filter in Spanish', async () => {
    expect(titles(await points('page=2&limit=1&sortBy=price&sortOrder=asc'))).toHaveLength(3);
    for (const [query, message] of [
      ['bbox=-74.3,4.4,-73.9', 'bbox inválido: usa minLng,minLat,maxLng,maxLat'],
      ['bbox=-74.3,4.4,-73.9,cuatro', 'bbox inválido: usa minLng,minLat,maxLng,maxLat'],
      ['bbox=-74.3,4.4,-73.9,1e999', 'bbox inválido: la latitud va de -90 a 90'],
      ['bbox=-73.9,4.4,-74.3,4.9', 'el mínimo no puede ser mayor que el máximo'],
      ['price=500-100', 'El precio mínimo no puede ser mayor que el máximo'],
      ['status=regalada', ''],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/properties/points?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
  });

  it('sends at most the cap, the newest first, and says when there were more', async () => {
    const catalogue = publishedCatalogue(t.ports.searchIndex);
    const capped = await cataloguePoints(catalogue, {}, 2);
    expect(capped.points.map((point) => point.title)).toEqual(['Apartamento Poblado', 'Casa Usaquén']);
    expect(capped).toMatchObject({ total: 4, withoutLocation: 1, capped: true });
    expect((await cataloguePoints(catalogue, {}, 3)).capped).toBe(false);
  });
});
