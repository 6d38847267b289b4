import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

interface Option {
  id: string;
  type: string;
  name: string;
  value: string;
  sortOrder: number;
  isActive: boolean;
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/search-filters', headers: { cookie: admin }, payload });

describe('search filter options', () => {
  it('creates with defaults, lists by type in sortOrder, updates and deletes', async () => {
    const second = json<Option>(
      await create({ type: 'price_rent', name: '$2 a $4 millones', value: '2000000-4000000', sortOrder: 2 }),
    );
    const first = json<Option>(await create({ type: 'price_rent', name: 'Hasta $2 millones', value: '0-2000000' }));
    expect(first).toMatchObject({ sortOrder: 0, isActive: true });
    await create({ type: 'bedrooms', name: '3 habitaciones', value: '3' });
    const listed = json<Option[]>(await t.app.inject({ method: 'GET', url: '/api/search-filters?type=price_rent' }));
    expect(listed.map((option) => option.name)).toEqual(['Hasta $2 millones', '$2 a $4 millones']);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/search-filters/${second.id}`,
      headers: { cookie: admin },
      payload: { isActive: false },
    });
    expect(json<Option>(updated)).toMatchObject({ isActive: false, value: '2000000-4000000' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/search-filters/${first.id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(204);
    const after = json<Option[]>(await t.app.inject({ method: 'GET', url: '/api/search-filters?type=price_rent' }));
    expect(after.map((option) => option.id)).toEqual([second.id]);
  });

  it('says what is missing or unusable, in Spanish', async () => {
    const empty = await create({});
    expect(json(empty).errors).toEqual(
      expect.arrayContaining([
        { path: 'type', message: 'Tipo es requerido' },
        { path: 'name', message: 'Nombre es requerido' },
        { path: 'value', message: 'Valor es requerido' },
      ]),
    );
    const badRange = await create({ type: 'price_sale', name: 'Caro', value: 'mucho' });
    expect(json(badRange).errors).toEqual([
      { path: 'value', message: 'Use el formato mínimo-máximo, por ejemplo 100000000-200000000' },
    ]);
    const negative = await create({ type: 'bedrooms', name: 'x', value: '2', sortOrder: -1 });
    expect(json(negative).errors).toEqual([{ path: 'sortOrder', message: 'El orden no puede ser negativo' }]);
    const unknownType = await t.app.inject({ method: 'GET', url: '/api/search-filters?type=colores' });
    expect(unknownType.statusCode).toBe(400);
  });

  it('refuses a range whose minimum is above its maximum, on create and on update; an open end is fine', async () => {
    const inverted = await create({ type: 'price_range', name: 'Al revés', value: '3000000-1500000' });
    expect(json(inverted).errors).toEqual([{ path: 'value', message: 'El mínimo no puede ser mayor que el máximo' }]);

    const open = json<Option>(await create({ type: 'area_range', name: 'Desde 500 m²', value: '500-' }));
    expect(open.value).toBe('500-');
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/search-filters/${open.id}`,
      headers: { cookie: admin },
      payload: { value: '500-100' },
    });
    expect(json(update).errors).toEqual([{ path: 'value', message: 'El mínimo no puede ser mayor que el máximo' }]);
    const equal = await create({ type: 'price_range', name: 'Exacto', value: '1500000-1500000' });
    expect(equal.statusCode).toBe(201);
  });
});
