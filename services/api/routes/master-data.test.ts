import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

describe('master data', () => {
  it('lists items by name, adds by name with a slug id, refuses duplicates', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/municipalities',
      headers: { cookie: admin },
      payload: { name: '  Santa Marta ' },
    });
    expect(added.statusCode).toBe(201);
    expect(json(added)).toEqual({ id: 'santa-marta', name: 'Santa Marta' });
    const names = json<Array<{ name: string }>>(await t.app.inject({ method: 'GET', url: '/api/municipalities' })).map(
      (item) => item.name,
    );
    expect(names).toEqual(['Bogotá', 'Cali', 'Medellín', 'Santa Marta']);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/municipalities',
      headers: { cookie: admin },
      payload: { name: 'santa marta' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).message).toBe('Ya existe un municipio con ese nombre');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/characteristics',
      headers: { cookie: admin },
      payload: { name: '' },
    });
    expect(json(empty).message).toBe('Nombre es requerido');
  });

  it('refuses to delete what a property uses, a draft too, and deletes what nobody uses', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ characteristicIds: ['piscina'] }),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ characteristicIds: ['piscina'], publication: 'draft' }),
    });
    const used = await t.app.inject({
      method: 'DELETE',
      url: '/api/characteristics/piscina',
      headers: { cookie: admin },
    });
    expect(used.statusCode).toBe(409);
    expect(json(used).message).toBe('No se puede eliminar: 2 propiedades tienen esta característica.');
    const free = await t.app.inject({ method: 'DELETE', url: '/api/property-types/casa', headers: { cookie: admin } });
    expect(free.statusCode).toBe(204);
    expect(
      json<Array<{ id: string }>>(await t.app.inject({ method: 'GET', url: '/api/property-types' })).map(
        (item) => item.id,
      ),
    ).toEqual(['apartamento']);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/property-types/casa',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Tipo de propiedad no encontrado');
  });
});
