import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

interface Answer {
  results: Array<{ title: string }>;
  interpretation: {
    nearAreas: Array<{
      kind: string;
      place: string;
      municipalityIds: string[];
      circle: { lat: number; lng: number; km: number } | null;
    }>;
  };
  relaxed: { dropped: string[] } | null;
}

let t: TestApp;

const search = async (query: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { query } });
  expect(response.statusCode, response.body).toBe(200);
  return json<Answer>(response);
};
const titles = (answer: Answer) => answer.results.map((result) => result.title).sort();

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.adminCookie();
  const chia = await t.app.inject({
    method: 'POST',
    url: '/api/municipalities',
    headers: { cookie: admin },
    payload: { name: 'Chía' },
  });
  expect(chia.statusCode, chia.body).toBe(201);
  const create = async (
    title: string,
    address: string,
    location: unknown,
    municipalityId = 'bogota',
    propertyTypeId = 'apartamento',
  ) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ title, address, location, municipalityId, propertyTypeId }),
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  // Exact points, so that Chapinero's centre (the median of its listings' points) is 4.6478, -74.0614.
  await create('Chapinero uno', 'Calle 63 # 9-45, Chapinero, Bogotá', { lat: 4.6486, lng: -74.0628, exact: true });
  await create('Chapinero dos', 'Calle 60 # 5-10, Chapinero, Bogotá', { lat: 4.647, lng: -74.06, exact: true });
  await create('Rosales a 1,5 km', 'Calle 72 # 3-20, Rosales, Bogotá', { lat: 4.6545, lng: -74.05, exact: true });
  await create('Kennedy a 10 km', 'Calle 38 Sur # 78-10, Kennedy, Bogotá', { lat: 4.628, lng: -74.152, exact: true });
  await create('Salitre sin punto', 'Avenida 68 # 24-10, Salitre, Bogotá', null);
  await create('Chía sin punto', 'Vereda Fonquetá, Chía', null, 'chia');
  await create('Chía a 28 km', 'Calle 10 # 11-20, Centro, Chía', { lat: 4.861, lng: -74.058, exact: true }, 'chia');
  await create('Chía a 70 km', 'Kilómetro 60 vía La Vega, Chía', { lat: 5.2, lng: -74.35, exact: true }, 'chia');
  await create('Medellín sin punto', 'Carrera 43A # 1-50, El Poblado, Medellín', null, 'medellin');
  await create(
    'Casa en Kennedy',
    'Calle 40 Sur # 80-12, Kennedy, Bogotá',
    { lat: 4.627, lng: -74.15, exact: true },
    'bogota',
    'casa',
  );
});
afterAll(() => t.close());

describe('AI search near a place, by distance', () => {
  it('near a barrio: the listings within 2 km of its centre, and those without a point in the municipalities around it', async () => {
    const answer = await search('apartamento cerca de Chapinero');
    expect(answer.relaxed).toBeNull();
    expect(answer.interpretation.nearAreas).toEqual([
      {
        kind: 'neighbourhood',
        place: 'Chapinero',
        municipalityIds: ['bogota', 'chia'],
        circle: { lat: 4.6478, lng: -74.0614, km: 2 },
      },
    ]);
    // Kennedy (10 km away) and Chía's listings with a point (about 24 and 64 km) are out.
    expect(titles(answer)).toEqual([
      'Chapinero dos',
      'Chapinero uno',
      'Chía sin punto',
      'Rosales a 1,5 km',
      'Salitre sin punto',
    ]);
  });

  it('near a municipality: the listings within 35 km of its seat, all of its own, and those without a point around it', async () => {
    const answer = await search('apartamento cerca de Bogotá');
    expect(answer.interpretation.nearAreas).toEqual([
      {
        kind: 'municipality',
        place: 'bogota',
        municipalityIds: ['bogota', 'chia'],
        circle: { lat: expect.closeTo(4.61, 1), lng: expect.closeTo(-74.08, 1), km: 35 },
      },
    ]);
    // The Chía listing 70 km away is out although Chía is near Bogotá: its point says where it is.
    expect(titles(answer)).toEqual([
      'Chapinero dos',
      'Chapinero uno',
      'Chía a 28 km',
      'Chía sin punto',
      'Kennedy a 10 km',
      'Rosales a 1,5 km',
      'Salitre sin punto',
    ]);
  });

  it('gives up the distance first, never what was asked for, when nothing lies within it', async () => {
    const answer = await search('casa cerca de Chapinero');
    // The only house near Bogotá is in Kennedy, 10 km from Chapinero: shown, saying the distance was left aside.
    expect(titles(answer)).toEqual(['Casa en Kennedy']);
    expect(answer.relaxed).toMatchObject({ dropped: ['estar a menos de 2 km del sector Chapinero'] });
  });
});
