import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

/** Text that passes a "trim, then not empty" check yet shows as nothing (or reverses what follows). */
const INVISIBLE = [
  ['a zero-width space', '\u200B'],
  ['a NUL', '\u0000'],
  ['a lone surrogate', '\uD800'],
  ['a lone combining accent', '\u0301'],
  ['a right-to-left override', '\u202E'],
] as const;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { login: 1_000, contact: 1_000 } });
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = { cookie: admin }) =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: '10.9.0.1' });

describe('required text with nothing readable in it', () => {
  it('refuses a property titled with only any of them, with the Spanish message', async () => {
    for (const [only, title] of INVISIBLE) {
      const response = await post('/api/properties', propertyBody({ title }));
      expect.soft(response.statusCode, `${only}: ${response.body}`).toBe(400);
      expect.soft(json(response), only).toMatchObject({
        message: 'Título es requerido',
        errors: [{ path: 'title', message: 'Título es requerido' }],
      });
    }
  });

  it('refuses such text on a revision too, and in the other required fields', async () => {
    const created = json<{ id: string }>(await post('/api/properties', propertyBody()));
    const revised = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${created.id}`,
      headers: { cookie: admin },
      payload: { address: '\u200B\u202E ' },
    });
    expect(revised.statusCode, revised.body).toBe(400);
    expect(json(revised).message).toBe('Dirección es requerida');
  });

  it('stores accents and ñ composed (NFC), without the invisible characters around them', async () => {
    const response = await post(
      '/api/properties',
      propertyBody({
        title: '\u200BCasa en Narin\u0303o, Bogota\u0301\u202E',
        description: 'Línea uno\r\nLínea\u0000 dos',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const stored = json<{ title: string; description: string }>(response);
    expect(stored.title).toBe('Casa en Nari\u00F1o, Bogot\u00E1');
    expect(stored.title).toBe(stored.title.normalize('NFC'));
    expect(stored.description).toBe('Línea uno\nLínea dos');
  });

  it('refuses invisible master-data names, search-filter labels and AI examples with their SPEC §5 messages', async () => {
    const masterData = await post('/api/municipalities', { name: '\u200B\u200D' });
    expect(masterData.statusCode, masterData.body).toBe(400);
    expect(json(masterData).message).toBe('Nombre es requerido');

    const filter = await post('/api/search-filters', { type: 'bedrooms', name: '\u202E\u0301', value: '3' });
    expect(filter.statusCode, filter.body).toBe(400);
    expect(json(filter).errors).toEqual([{ path: 'name', message: 'Nombre es requerido' }]);

    const example = await post('/api/ai-search-examples', { example: '\uFEFF\u2066\u2069' });
    expect(example.statusCode, example.body).toBe(400);
    expect(json(example).message).toBe('Ejemplo es requerido');

    const token = await post('/api/auth-tokens', { name: '\u200B\u0000', description: 'Integración\u202E' });
    expect(token.statusCode, token.body).toBe(400);
    expect(json(token).errors).toEqual([{ path: 'name', message: 'El nombre del token es requerido.' }]);
  });

  it('refuses a contact name and message with nothing readable, however long', async () => {
    const response = await post(
      '/api/contact',
      {
        name: '\u200B\u200B\u200B',
        email: 'ana@correo.co',
        phone: '300 123 4567',
        message: '\u0301'.repeat(12),
        acceptsDataPolicy: true,
      },
      {},
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response).errors).toEqual([
      { path: 'name', message: 'El nombre debe tener al menos 2 caracteres' },
      { path: 'message', message: 'El mensaje debe tener al menos 10 caracteres' },
    ]);
  });
});
