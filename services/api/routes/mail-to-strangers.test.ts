import { afterEach, describe, expect, it } from 'vitest';
import { PROPERTY_NOT_FOUND } from '../../domain/property/decider.js';
import { mailbox } from '../test-support/alert-mails.js';
import { setAgencyEmail } from '../test-support/contact-config.js';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';
import { MAILS_PER_RECIPIENT_PER_HOUR } from './mail-limits.js';

/**
 * Issue 38 §3: anyone may type any address into a public form, so what the portal mails to it carries only what the
 * portal knows (the listing's record, the agency's details, chips from master data), never the payload's words; a
 * listing visitors cannot open does not exist for these forms; and one address gets only a few mails an hour.
 */
let t: TestApp;
let now = new Date('2026-12-02T15:00:00.000Z');
afterEach(() => t?.close());

const PAYLOAD_TEXT = ['Gana $5.000.000 en', 'premio-ya.example', 'Calle Falsa 123', 'Oferta exclusiva'];

const start = async () => {
  now = new Date('2026-12-02T15:00:00.000Z');
  t = await createTestApp({ clock: () => now });
  await setAgencyEmail(t);
  return mailbox(t);
};

const createListing = async (overrides: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: await t.adminCookie() },
    payload: propertyBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response).id;
};

const contact = (email: string, overrides: Record<string, unknown> = {}, url = '/api/contact-submissions') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: {
      name: 'Gana $5.000.000 en premio-ya.example',
      email,
      phone: '300 123 4567',
      message: 'Oferta exclusiva en premio-ya.example',
      propertyTitle: 'Oferta exclusiva: premio-ya.example',
      propertyAddress: 'Calle Falsa 123',
      acceptsDataPolicy: true,
      ...overrides,
    },
  });

const alert = (email: string, filters: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    payload: { email, frequency: 'daily', filters, acceptsDataPolicy: true },
  });

const carriesPayload = (text: string) => PAYLOAD_TEXT.filter((words) => text.includes(words));

describe('mails to an address a visitor typed', () => {
  it('acknowledge a lead with the listing’s own record and the agency, none of the form’s words', async () => {
    const newMails = await start();
    const propertyId = await createListing({ title: 'Apartamento moderno en Chapinero' });
    for (const url of ['/api/contact-submissions', '/api/contact']) {
      expect((await contact('victima@correo.co', { propertyId }, url)).statusCode).toBe(201);
      expect((await contact('victima@correo.co', {}, url)).statusCode).toBe(201);
    }
    const acks = (await newMails()).filter((mail) => mail.key.startsWith('lead-ack:'));
    expect(acks).toHaveLength(4);
    for (const ack of acks) {
      expect(carriesPayload(`${ack.subject}\n${ack.text}\n${ack.html}`), ack.text).toEqual([]);
      expect(ack.to).toEqual(['victima@correo.co']);
    }
    expect(acks.map((ack) => ack.subject)).toEqual([
      'Recibimos tu mensaje sobre «Apartamento moderno en Chapinero»',
      'Recibimos tu mensaje — Portal Inmobiliario',
      'Recibimos tu mensaje sobre «Apartamento moderno en Chapinero»',
      'Recibimos tu mensaje — Portal Inmobiliario',
    ]);
  });

  it('refuse a contact about a draft, a paused or an unknown listing as if it did not exist, and mail nothing', async () => {
    const newMails = await start();
    const draft = await createListing({ title: 'Borrador con precio', publication: 'draft' });
    const paused = await createListing({ title: 'Pausada con dirección' });
    const pause = await t.app.inject({
      method: 'POST',
      url: '/api/properties/bulk',
      headers: { cookie: await t.adminCookie() },
      payload: { ids: [paused], action: 'pause' },
    });
    expect(json<{ summary: { succeeded: number } }>(pause).summary.succeeded).toBe(1);
    for (const propertyId of [draft, paused, 'no-existe']) {
      const response = await contact('curioso@correo.co', { propertyId });
      expect([response.statusCode, json(response).message]).toEqual([404, PROPERTY_NOT_FOUND]);
    }
    expect(await newMails()).toEqual([]);
  });

  it('confirm an alert in chips from the portal’s lists, never the typed search, sector or ids', async () => {
    const newMails = await start();
    const response = await alert('victima@correo.co', {
      status: 'sale',
      municipality: 'bogota',
      search: 'Gana $5.000.000 en premio-ya.example',
      neighbourhood: 'Oferta exclusiva',
      propertyType: 'premio-ya.example',
      characteristics: 'Calle-Falsa-123',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [confirmation] = await newMails();
    expect(confirmation!.key).toMatch(/^alert-confirm:/);
    expect(carriesPayload(`${confirmation!.subject}\n${confirmation!.text}\n${confirmation!.html}`)).toEqual([]);
    expect(confirmation!.text).toContain(
      'En venta · Bogotá · Un sector que no está en el catálogo · Con las palabras de tu búsqueda',
    );
  });

  it('reach one address only a few times an hour over every form, with a Spanish 429', async () => {
    const newMails = await start();
    const propertyId = await createListing({});
    const forms = [
      () => contact('buzon@correo.co', { propertyId }),
      () => contact('BUZON@correo.co', {}, '/api/contact'),
      () => alert('buzon@correo.co', { status: 'rent' }),
      () => t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: 'buzon@correo.co' } }),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < MAILS_PER_RECIPIENT_PER_HOUR; i++) {
      statuses.push((await forms[i % forms.length]!()).statusCode);
      now = new Date(now.getTime() + 61_000); // past the per-client minute limits: only the address's allowance counts
    }
    expect(statuses).toEqual([201, 201, 201, 202, 201]);
    for (const form of forms) {
      const refused = await form();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const refused = await alert('buzon@correo.co', { status: 'sale' });
    expect(json(refused).message).toMatch(
      /^Ya enviamos varios correos a esa dirección en la última hora\. Espera \d+ minutos antes de intentarlo de nuevo\.$/,
    );
    // Another address is not held back, and the hour passes.
    expect((await contact('otra@correo.co', { propertyId })).statusCode).toBe(201);
    now = new Date(now.getTime() + 60 * 60_000);
    expect((await contact('buzon@correo.co', { propertyId })).statusCode).toBe(201);
    const toBox = (await newMails()).filter((mail) => mail.to.some((to) => to.toLowerCase() === 'buzon@correo.co'));
    // Four contacts and alerts acknowledged, one more after the hour (a reset without an account mails nothing).
    expect(toBox).toHaveLength(MAILS_PER_RECIPIENT_PER_HOUR);
  });
});
