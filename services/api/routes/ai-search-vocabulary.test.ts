import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

interface Answer {
  interpretation: { municipalityIds: string[]; unknownPlaces: unknown[]; characteristics: { include: string[] } };
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

const understood = async (query: string) =>
  json<Answer>(await t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { query } }))
    .interpretation;

describe('AI search vocabulary', () => {
  it('understands master data an admin adds, without a restart', async () => {
    expect(await understood('apartamento en Manizales')).toMatchObject({ municipalityIds: [] });
    expect((await understood('casa con sauna seca')).characteristics.include).toEqual(['zona-humeda']);

    for (const [url, name] of [
      ['/api/municipalities', 'Manizales'],
      ['/api/characteristics', 'Sauna seca'],
    ] as const) {
      const added = await t.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload: { name } });
      expect(added.statusCode, added.body).toBeLessThan(300);
    }

    await expect
      .poll(async () => (await understood('apartamento en Manizales')).municipalityIds)
      .toEqual(['manizales']);
    expect(await understood('apartamento en Manizales')).toMatchObject({ unknownPlaces: [] });
    await expect
      .poll(async () => (await understood('casa con sauna seca')).characteristics.include)
      .toEqual(['sauna-seca']);
  });
});
