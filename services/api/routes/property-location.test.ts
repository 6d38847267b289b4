import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceInMetres } from '../../domain/property/location.js';
import { bareWebBuild, createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

interface Point {
  lat: number;
  lng: number;
}
interface Listing {
  id: string;
  slug: string;
  title: string;
  version: number;
  location: (Point & { approximate: boolean }) | null;
  exactLocation?: (Point & { exact: boolean }) | null;
}

const CHAPINERO = { lat: 4.6486, lng: -74.0628 };
const EL_POBLADO = { lat: 6.2088, lng: -75.5676 };

let t: TestApp;
let admin: string;
let asesor: string;

const create = async (location: unknown, overrides: Record<string, unknown> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: admin },
    payload: propertyBody({ location, ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Listing>(response);
};
const read = async (id: string, cookie?: string) =>
  json<Listing>(await t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers: cookie ? { cookie } : {} }));
const update = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/properties/${id}`, headers: { cookie: admin }, payload });
const catalogue = async (query: string) =>
  json<{ properties: Listing[] }>(await t.app.inject({ method: 'GET', url: `/api/properties?${query}` })).properties;

let webRoot: string;

beforeAll(async () => {
  // A web build to serve, so the listing's page (and its JSON-LD) is drawn.
  webRoot = bareWebBuild('location');
  t = await createTestApp({ webRoot });
  admin = await t.adminCookie();
  asesor = await t.asesorCookie();
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('a listing’s location', () => {
  it('shows visitors, by default, only an approximate point 100–300 m away, the same on every read and in the catalogue', async () => {
    const created = await create(CHAPINERO, { title: 'Ubicación aproximada' });
    const seen = await read(created.id);
    expect(seen.location?.approximate).toBe(true);
    expect(seen).not.toHaveProperty('exactLocation');
    const metres = distanceInMetres(CHAPINERO, seen.location!);
    expect(metres).toBeGreaterThanOrEqual(99);
    expect(metres).toBeLessThanOrEqual(301);
    expect(await read(created.id)).toMatchObject({ location: seen.location });
    const [listed] = await catalogue(`ids=${created.id}`);
    expect(listed?.location).toEqual(seen.location);
    expect(listed).not.toHaveProperty('exactLocation');
    expect(JSON.stringify(listed)).not.toContain(String(CHAPINERO.lng));
  });

  it("puts the shown point, never the true one, in the listing page's JSON-LD", async () => {
    const created = await create(CHAPINERO, { title: 'Ubicación en JSON-LD' });
    const { location, slug } = await read(created.id);
    const page = await t.app.inject({ method: 'GET', url: `/propiedad/${slug}` });
    expect(page.statusCode).toBe(200);
    const jsonLd = [...page.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      ([, data]) => JSON.parse(data!) as Record<string, unknown>,
    );
    expect(jsonLd.find((data) => data['@type'] === 'RealEstateListing')).toMatchObject({
      contentLocation: {
        '@type': 'Place',
        geo: { '@type': 'GeoCoordinates', latitude: location!.lat, longitude: location!.lng },
      },
    });
    expect(page.body).not.toContain(String(CHAPINERO.lng));
  });

  it('shows visitors the true point when the admin chose exact', async () => {
    const created = await create({ ...CHAPINERO, exact: true }, { title: 'Ubicación exacta' });
    expect((await read(created.id)).location).toEqual({ ...CHAPINERO, approximate: false });
  });

  it('gives the staff (admin and asesor) the exact point as well', async () => {
    const created = await create(EL_POBLADO, { title: 'Para el personal', municipalityId: 'medellin' });
    expect(created.exactLocation).toEqual({ ...EL_POBLADO, exact: false });
    for (const cookie of [admin, asesor]) {
      const staff = await read(created.id, cookie);
      expect(staff.exactLocation).toEqual({ ...EL_POBLADO, exact: false });
      expect(staff.location?.approximate).toBe(true);
    }
    const table = json<{ properties: Listing[] }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/properties?publication=all&ids=${created.id}`,
        headers: { cookie: admin },
      }),
    ).properties;
    expect(table[0]?.exactLocation).toEqual({ ...EL_POBLADO, exact: false });
  });

  it('is set, moved, made exact and taken away by an update', async () => {
    const created = await create(undefined, { title: 'Sin ubicación' });
    expect(created.location).toBeNull();
    let response = await update(created.id, { location: EL_POBLADO, version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Listing>(response)).toMatchObject({ version: 2, exactLocation: { ...EL_POBLADO, exact: false } });
    response = await update(created.id, { location: { ...CHAPINERO, exact: true } });
    expect(json<Listing>(response).location).toEqual({ ...CHAPINERO, approximate: false });
    response = await update(created.id, { location: null });
    expect(json<Listing>(response)).toMatchObject({ location: null, exactLocation: null, version: 4 });
  });

  it('outside Colombia is refused with a Spanish message, on create and on update', async () => {
    const madrid = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ location: { lat: 40.4168, lng: -3.7038 } }),
    });
    expect(madrid.statusCode).toBe(400);
    expect(madrid.json().message).toContain('La ubicación debe estar en Colombia');
    const created = await create(CHAPINERO);
    const swapped = await update(created.id, { location: { lat: CHAPINERO.lng, lng: CHAPINERO.lat } });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().message).toContain('La ubicación debe estar en Colombia');
    const notANumber = await update(created.id, { location: { lat: 'cuatro', lng: -74 } });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().message).toContain('La latitud debe ser un número');
    expect((await read(created.id)).version).toBe(1);
  });
});

describe('the catalogue’s bbox', () => {
  let bogota: string;
  let medellin: string;
  let nowhere: string;
  beforeAll(async () => {
    bogota = (await create(CHAPINERO, { title: 'Recuadro Bogotá' })).id;
    medellin = (await create(EL_POBLADO, { title: 'Recuadro Medellín', municipalityId: 'medellin' })).id;
    nowhere = (await create(undefined, { title: 'Recuadro sin punto' })).id;
  });
  const found = async (query: string) =>
    (await catalogue(`ids=${bogota},${medellin},${nowhere}&${query}`)).map((listing) => listing.title).sort();

  it('keeps only the listings whose shown point is inside, with every other filter', async () => {
    expect(await found('')).toEqual(['Recuadro Bogotá', 'Recuadro Medellín', 'Recuadro sin punto']);
    expect(await found('bbox=-74.3,4.4,-73.9,4.9')).toEqual(['Recuadro Bogotá']);
    expect(await found('bbox=-76,6,-75,7')).toEqual(['Recuadro Medellín']);
    expect(await found('bbox=-82,-4.3,-66.8,13.6')).toEqual(['Recuadro Bogotá', 'Recuadro Medellín']);
    expect(await found('bbox=-82,-4.3,-66.8,13.6&municipality=medellin')).toEqual(['Recuadro Medellín']);
    expect(await found('bbox=-70,0,-69,1')).toEqual([]);
  });

  it('answers a bad bbox with 400 in Spanish', async () => {
    for (const [bbox, message] of [
      ['-74.3,4.4,-73.9', 'bbox inválido: usa minLng,minLat,maxLng,maxLat'],
      ['a,b,c,d', 'bbox inválido: usa minLng,minLat,maxLng,maxLat'],
      ['-73.9,4.4,-74.3,4.9', 'el mínimo no puede ser mayor que el máximo'],
      ['-74.3,4.4,-73.9,95', 'la latitud va de -90 a 90'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/properties?bbox=${bbox}` });
      expect(response.statusCode, bbox).toBe(400);
      expect(response.json().message, bbox).toContain(message);
    }
  });
});
