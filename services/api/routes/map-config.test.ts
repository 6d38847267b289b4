import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/map-config', () => {
  it("gives OpenStreetMap's standard tiles with the credit their policy asks for when MAP_TILES_URL is not set", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/map-config' });
    expect(json(response)).toEqual({
      tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>',
    });
  });
});

describe('GET /api/municipality-centres', () => {
  it("gives anyone each catalogue municipality's seat, where the location map and the distance sort start", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/municipality-centres' });
    expect(response.statusCode).toBe(200);
    const bogota = json<{ municipalityId: string; lat: number; lng: number }[]>(response).find(
      (centre) => centre.municipalityId === 'bogota',
    );
    expect(bogota?.lat).toBeCloseTo(4.61, 1);
    expect(bogota?.lng).toBeCloseTo(-74.08, 1);
  });
});
