import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { login: 1_000, contact: 3 } });
});
afterAll(async () => t.close());

const visitor = {
  name: 'Ana Gómez',
  email: 'ana@correo.co',
  phone: '300 123 4567',
  message: 'Me interesa visitar el apartamento.',
};

describe('contact forms and leads', () => {
  it('validates both forms with the SPEC §5 messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      remoteAddress: '10.0.0.1',
      payload: { name: 'A', email: 'ana', phone: '123', message: 'hola' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toEqual([
      { path: 'name', message: 'El nombre debe tener al menos 2 caracteres' },
      { path: 'email', message: 'Debe ser un email válido' },
      { path: 'phone', message: 'El teléfono debe tener al menos 10 dígitos' },
      { path: 'message', message: 'El mensaje debe tener al menos 10 caracteres' },
    ]);
  });

  it('stores both forms as leads that admins list, newest first', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      remoteAddress: '10.0.0.2',
      payload: { ...visitor, propertyId: 'p1', propertyTitle: 'Apartamento', sentToEmail: 'ventas@x.co' },
    });
    expect(first.statusCode).toBe(201);
    expect(json(first)).toMatchObject({
      success: true,
      message: 'Tu consulta ha sido enviada exitosamente. Te contactaremos pronto.',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.0.0.2',
      payload: { ...visitor, name: 'Luis', propertyAddress: 'Calle 1 # 2-3' },
    });
    const admin = await t.adminCookie();
    const leads = json<{ leads: Array<Record<string, unknown>>; pagination: { total: number } }>(
      await t.app.inject({ method: 'GET', url: '/api/leads', headers: { cookie: admin } }),
    );
    expect(leads.pagination.total).toBe(2);
    expect(leads.leads[0]).toMatchObject({ name: 'Luis', source: 'contact', propertyAddress: 'Calle 1 # 2-3' });
    expect(leads.leads[1]).toMatchObject({
      name: 'Ana Gómez',
      source: 'contact-submissions',
      propertyId: 'p1',
      sentToEmail: 'ventas@x.co',
    });
  });

  it('rate-limits each client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: '10.0.0.3', payload: visitor }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.0.0.4',
      payload: visitor,
    });
    expect(other.statusCode).toBe(201);
  });
});
