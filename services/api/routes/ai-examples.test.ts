import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

interface Example {
  id: string;
  example: string;
  propertyTypeId: string | null;
  municipalityId: string | null;
  status: string | null;
  category: string;
  isActive: boolean;
}

let t: TestApp;
let admin: string;
const create = async (payload: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai-search-examples',
    headers: { cookie: admin },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Example>(response);
};
const list = async (query = '') =>
  json<Example[]>(await t.app.inject({ method: 'GET', url: `/api/ai-search-examples${query}` })).map((e) => e.example);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
  await create({ example: 'General', sortOrder: 5 });
  await create({
    example: 'Casa en Medellín en venta',
    propertyTypeId: 'casa',
    municipalityId: 'medellin',
    status: 'sale',
    category: 'family',
  });
  await create({ example: 'Algo en Medellín', municipalityId: 'medellin', propertyTypeId: '', status: '' });
  await create({ example: 'Arriendo en Bogotá', municipalityId: 'bogota', status: 'rent' });
  await create({ example: 'Inactivo', isActive: false });
});
afterAll(async () => t.close());

describe('AI search examples', () => {
  it('turns empty context fields into null and defaults the category', async () => {
    const example = await create({ example: 'Otro', propertyTypeId: '', municipalityId: '', status: '' });
    expect(example).toMatchObject({
      propertyTypeId: null,
      municipalityId: null,
      status: null,
      category: 'general',
      isActive: true,
    });
    await t.app.inject({ method: 'DELETE', url: `/api/ai-search-examples/${example.id}`, headers: { cookie: admin } });
  });

  it('returns the active examples that fit the context, best first', async () => {
    expect(await list('?municipalityId=medellin&propertyTypeId=casa&status=sale')).toEqual([
      'Casa en Medellín en venta',
      'Algo en Medellín',
      'General',
    ]);
    expect(await list('?municipalityId=bogota')).toEqual(['Arriendo en Bogotá', 'General']);
    expect(await list()).not.toContain('Inactivo');
  });

  it('shows inactive examples to admins only', async () => {
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/ai-search-examples?includeInactive=true',
      headers: { cookie: admin },
    });
    expect(json<Example[]>(all).map((e) => e.example)).toContain('Inactivo');
    const visitor = await t.app.inject({ method: 'GET', url: '/api/ai-search-examples?includeInactive=true' });
    expect(visitor.statusCode).toBe(403);
  });

  it('requires the example text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai-search-examples',
      headers: { cookie: admin },
      payload: { example: ' ' },
    });
    expect(json(response).message).toBe('Ejemplo es requerido');
  });
});
