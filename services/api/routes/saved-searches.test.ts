import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { composeDailyDigests } from '../../../reactors/saved-search-alerts/alert-mails.js';
import { OUTBOX } from '../../../reactors/outbox/outbox-store.js';
import { mailbox, mailContext, tokenIn } from '../test-support/alert-mails.js';
import { TYPED_SEARCH_CHIP } from '../saved-searches/criteria.js';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

/**
 * Issue §5, saved searches and alerts: double opt-in, one-click unsubscribe, never the same listing twice for the same
 * reason, the price-drop rule and the daily digest, through the API and the mail composers (as the outbox runs them).
 */
let t: TestApp;
let cookie: string;
let newMails: ReturnType<typeof mailbox>;
let now = new Date('2026-11-20T15:00:00.000Z');

beforeEach(async () => {
  now = new Date('2026-11-20T15:00:00.000Z');
  t = await createTestApp({ clock: () => now });
  cookie = await t.adminCookie();
  newMails = mailbox(t);
});
afterEach(() => t.close());

const createAlert = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    payload: { email: 'ana@correo.co', frequency: 'immediate', acceptsDataPolicy: true, ...payload },
  });

async function list(overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie },
    payload: propertyBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string; version: number }>(response);
}

async function update(id: string, changes: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/properties/${id}`,
    headers: { cookie },
    payload: changes,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** An alert on Bogotá apartments for sale up to 500 M, confirmed through its mail's link. */
async function confirmedAlert(payload: Record<string, unknown> = {}) {
  const created = await createAlert({
    filters: { municipality: 'bogota', propertyType: 'apartamento', price: '-500000000' },
    ...payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  const [confirmation] = await newMails();
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches/confirm',
    payload: { token: tokenIn(confirmation!, 'confirmar') },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return json<{ id: string }>(created).id;
}

describe('creating an alert', () => {
  it('answers pending, in Spanish, with the criteria in words', async () => {
    const response = await createAlert({
      filters: { municipality: 'bogota', status: 'sale', price: '200000000-500000000', characteristics: 'piscina' },
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      status: 'pending',
      message: expect.stringContaining('Te enviamos un correo a ana@correo.co para confirmar la alerta'),
      chips: ['En venta', 'Bogotá', '$ 200.000.000 a $ 500.000.000', 'Piscina'],
    });
  });

  it('refuses no consent, no criteria, a bad address or frequency, each said in Spanish', async () => {
    const refused = await createAlert({
      email: 'ana@',
      frequency: 'weekly',
      acceptsDataPolicy: false,
      filters: { status: '' },
    });
    expect(refused.statusCode).toBe(400);
    const { errors } = json<{ errors: Array<{ path: string; message: string }> }>(refused);
    expect(errors.map((error) => error.path)).toEqual(
      expect.arrayContaining(['email', 'frequency', 'acceptsDataPolicy']),
    );
    expect(errors.map((error) => error.message)).toContain(
      'Debes aceptar la Política de Tratamiento de Datos para crear la alerta',
    );
    const empty = await createAlert({ filters: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('La alerta necesita al menos un filtro o una búsqueda');
  });

  it('reads an AI query once, as the AI search understands it, and keeps its chips', async () => {
    const response = await createAlert({ query: 'apartamento en Medellín con piscina hasta 600 millones' });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<{ chips: string[] }>(response).chips).toEqual(
      expect.arrayContaining(['Apartamento', 'Medellín', 'Hasta $ 600.000.000', 'Piscina']),
    );
  });

  it('keeps "barato" as the market’s figure when the alert is made, and "cerca de" as how far from the place', async () => {
    for (const price of ['200.000.000', '300.000.000', '400.000.000', '500.000.000'])
      await list({ title: `Apartamento de ${price}`, price });
    const response = await createAlert({ query: 'apartamento barato en venta cerca de Bogotá' });
    expect(response.statusCode, response.body).toBe(201);
    const { chips } = json<{ chips: string[] }>(response);
    // Bogotá's seat is known (GeoNames): the alert, like the answer, searches within 35 km of it.
    expect(chips).toEqual(expect.arrayContaining(['Apartamento', 'A menos de 35 km de Bogotá']));
    // The cheaper half of the four apartments for sale around Bogotá: up to the second price.
    expect(chips.map((chip) => chip.replace(/\u00a0/g, ' '))).toContain('Económico: hasta $ 300.000.000 en venta');
  });
});

describe('double opt-in', () => {
  it('sends nothing but the confirmation until its link is opened', async () => {
    const created = await createAlert({ filters: { municipality: 'bogota' } });
    const id = json<{ id: string }>(created).id;
    await list({ title: 'Apartamento antes de confirmar' });
    const mails = await newMails();
    expect(mails.map((mail) => mail.key)).toEqual([`alert-confirm:${id}`]);
    const [confirmation] = mails;
    expect(confirmation).toMatchObject({
      to: ['ana@correo.co'],
      subject: expect.stringContaining('Confirma tu alerta'),
    });
    expect(confirmation!.html).toContain('/alertas/confirmar?token=');

    const manage = await t.app.inject({
      method: 'GET',
      url: `/api/saved-searches/manage?token=${encodeURIComponent(`${id}.forged`)}`,
    });
    expect(manage.statusCode).toBe(404);

    const token = tokenIn(confirmation!, 'confirmar');
    const confirm = await t.app.inject({ method: 'POST', url: '/api/saved-searches/confirm', payload: { token } });
    expect(confirm.statusCode).toBe(200);
    expect(json(confirm)).toMatchObject({ savedSearch: { id, status: 'confirmed' } });
    // Opening it again (a second click, a mail scanner) is no error.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/saved-searches/confirm', payload: { token } })).statusCode,
    ).toBe(200);
    // The listing published before the confirmation is never sent; the next one is.
    expect(await newMails()).toEqual([]);
    const listing = await list({ title: 'Apartamento después de confirmar' });
    const [alert, ...rest] = await newMails();
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      key: `alert:${id}:${listing.id}:new`,
      to: ['ana@correo.co'],
      subject: 'Nueva propiedad: Apartamento después de confirmar',
      headers: {
        'List-Unsubscribe': expect.stringMatching(
          /^<http:\/\/portal\.test\/api\/saved-searches\/unsubscribe\?token=.+>$/,
        ),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(alert!.text).toContain('/alertas/baja?token=');
    expect(alert!.text).toContain('/alertas/gestionar?token=');
  });

  it('names typed words in the mail without repeating them, as text or as markup', async () => {
    await createAlert({ filters: { search: '<img src=x onerror=alert(1)>' } });
    const [confirmation] = await newMails();
    expect(`${confirmation!.html}${confirmation!.text}`).not.toMatch(/img src|onerror/);
    expect(confirmation!.text).toContain(TYPED_SEARCH_CHIP);
  });

  it('refuses a confirmation token for another purpose', async () => {
    await confirmedAlert();
    const listing = await list();
    const [alert] = await newMails();
    expect(alert?.key).toContain(listing.id);
    const manageToken = tokenIn(alert!, 'gestionar');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches/confirm',
      payload: { token: manageToken },
    });
    expect(wrong.statusCode).toBe(404);
    expect(json(wrong)).toMatchObject({ message: expect.stringContaining('Este enlace de alerta no es válido') });
  });
});

describe('unsubscribe and manage', () => {
  it('unsubscribes in one click from the List-Unsubscribe header (RFC 8058), after which nothing is sent', async () => {
    const id = await confirmedAlert();
    await list();
    const [alert] = await newMails();
    const oneClick = /^<(.+)>$/.exec(alert!.headers!['List-Unsubscribe']!)![1]!;
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: oneClick.replace('http://portal.test', ''),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ message: expect.stringContaining('eliminamos tu alerta') });
    expect((await post()).statusCode).toBe(200);
    await list({ title: 'Otro apartamento en Bogotá' });
    expect(await newMails()).toEqual([]);
    const manage = await t.app.inject({
      method: 'GET',
      url: `/api/saved-searches/manage?token=${encodeURIComponent(tokenIn(alert!, 'gestionar'))}`,
    });
    expect(manage.statusCode).toBe(404);
    expect(id).toBeTruthy();
  });

  it('shows the alert, changes its frequency and deletes it with the manage link', async () => {
    const id = await confirmedAlert();
    await list();
    const [alert] = await newMails();
    const token = tokenIn(alert!, 'gestionar');
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/saved-searches/manage?token=${encodeURIComponent(token)}`,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(json(shown)).toMatchObject({
      id,
      email: 'ana@correo.co',
      frequency: 'immediate',
      status: 'confirmed',
      chips: ['Apartamento', 'Bogotá', 'Hasta $ 500.000.000'],
      searchUrl: 'http://portal.test/?propertyType=apartamento&municipality=bogota&price=-500000000',
    });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/saved-searches/manage',
      payload: { token, frequency: 'daily' },
    });
    expect(json(changed)).toMatchObject({ savedSearch: { frequency: 'daily' } });
    const deleted = await t.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: { token } });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/saved-searches/manage?token=${encodeURIComponent(token)}` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('what is sent', () => {
  it('never sends the same listing twice for the same reason (paused and published again, the log composed again)', async () => {
    const id = await confirmedAlert();
    const listing = await list();
    expect((await newMails()).map((mail) => mail.key)).toEqual([`alert:${id}:${listing.id}:new`]);
    await update(listing.id, { publication: 'paused' });
    await update(listing.id, { publication: 'published' });
    await update(listing.id, { title: 'Apartamento renovado en Chapinero' });
    expect(await newMails()).toEqual([]);
    // Every composer over the whole log again (the outbox's checkpoint lost): the same keys, so nothing is sent again.
    await t.ports.readModelStore.checkpoints.delete(OUTBOX.checkpoint);
    expect(await newMails()).toEqual([]);
  });

  it('sends a price drop of at least 5 %, once per new price, and only while published', async () => {
    const id = await confirmedAlert();
    const listing = await list({ price: '400.000.000' });
    await newMails();
    await update(listing.id, { price: '385.000.000' }); // −3.75 %
    expect(await newMails()).toEqual([]);
    await update(listing.id, { price: '365.750.000' }); // −5 % of 385 M exactly
    const [drop, ...rest] = await newMails();
    expect(rest).toEqual([]);
    expect(drop).toMatchObject({
      key: `alert:${id}:${listing.id}:price-drop:365750000`,
      subject: 'Bajó de precio: Apartamento moderno en Chapinero',
    });
    expect(drop!.text).toContain('Bajó de $ 385.000.000 a $ 365.750.000');
    await update(listing.id, { price: '400.000.000' });
    await update(listing.id, { price: '365.750.000' });
    expect(await newMails()).toEqual([]);
    await update(listing.id, { publication: 'paused' });
    await update(listing.id, { price: '300.000.000' });
    expect(await newMails()).toEqual([]);
  });

  it('matches an AI alert by what was understood', async () => {
    const created = await createAlert({ query: 'casa en Medellín con piscina' });
    const [confirmation] = await newMails();
    await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches/confirm',
      payload: { token: tokenIn(confirmation!, 'confirmar') },
    });
    await list({
      title: 'Apartamento en Medellín',
      propertyTypeId: 'apartamento',
      municipalityId: 'medellin',
      characteristicIds: ['piscina'],
    });
    await list({
      title: 'Casa sin piscina',
      propertyTypeId: 'casa',
      municipalityId: 'medellin',
      characteristicIds: [],
    });
    const house = await list({
      title: 'Casa con piscina',
      propertyTypeId: 'casa',
      municipalityId: 'medellin',
      address: 'Calle 10 # 43-12, El Poblado, Medellín',
      characteristicIds: ['piscina'],
    });
    expect((await newMails()).map((mail) => mail.key)).toEqual([
      `alert:${json<{ id: string }>(created).id}:${house.id}:new`,
    ]);
  });
});

describe('daily digest', () => {
  it('gathers a day’s matches of a daily alert into one message, keyed by alert and day', async () => {
    const id = await confirmedAlert({ frequency: 'daily' });
    now = new Date('2026-11-21T14:00:00.000Z');
    const first = await list({ title: 'Primer apartamento' });
    now = new Date('2026-11-22T02:00:00.000Z'); // 21:00 of the 21st in Bogotá
    const second = await list({ title: 'Segundo apartamento', price: '420.000.000' });
    await update(second.id, { price: '390.000.000' }); // a drop the same day
    expect(await newMails()).toEqual([]); // daily alerts send nothing at once
    now = new Date('2026-11-22T11:59:00.000Z'); // 6:59 in Bogotá: the digest waits for 7:00
    expect(await newMails()).toEqual([]);
    now = new Date('2026-11-22T12:00:00.000Z');
    expect((await newMails()).map((mail) => mail.key)).toEqual([`digest:${id}:2026-11-21`]);
    now = new Date('2026-11-22T15:00:00.000Z');
    await list({ title: 'Tercer apartamento' });
    expect(await newMails()).toEqual([]);

    expect(composeDailyDigests.reads).toEqual(['alert-matches', 'saved-searches']);
    const digests = await composeDailyDigests(mailContext(t), '2026-11-21');
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest).toMatchObject({
      key: `digest:${id}:2026-11-21`,
      to: ['ana@correo.co'],
      subject: 'Tu resumen de propiedades del 21/11/2026',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(digest!.text).toContain('3 propiedades para tu alerta');
    expect(digest!.text).toContain('Primer apartamento');
    expect(digest!.text).toContain('Bajó de $ 420.000.000 a $ 390.000.000');
    expect(digest!.text).not.toContain('Tercer apartamento');
    expect(digest!.text).toContain(`/propiedad/primer-apartamento-${first.id}`);
    // The same day again composes the same key (the outbox keeps the first); the next day has its own.
    expect((await composeDailyDigests(mailContext(t), '2026-11-21')).map((mail) => mail.key)).toEqual([digest!.key]);
    const next = await composeDailyDigests(mailContext(t), '2026-11-22');
    expect(next.map((mail) => mail.key)).toEqual([`digest:${id}:2026-11-22`]);
    expect(next[0]!.text).toContain('Una propiedad para tu alerta');
    expect(await composeDailyDigests(mailContext(t), '2026-11-23')).toEqual([]);
    // The outbox makes up the days it missed (the process was down two mornings), each once.
    now = new Date('2026-11-25T13:00:00.000Z');
    expect((await newMails()).map((mail) => mail.key)).toEqual([`digest:${id}:2026-11-22`]);
    expect(await newMails()).toEqual([]);
  });

  it('sends no digest to an alert unsubscribed before it', async () => {
    const kept = await confirmedAlert({ frequency: 'daily' });
    await confirmedAlert({ frequency: 'daily', email: 'luis@correo.co' });
    const confirmations = (await mailbox(t)()).filter((mail) => mail.key.startsWith('alert-confirm:'));
    const luis = confirmations.find((mail) => mail.to[0] === 'luis@correo.co')!;
    await list();
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(tokenIn(luis, 'baja'))}`,
    });
    expect(unsubscribe.statusCode).toBe(200);
    expect((await composeDailyDigests(mailContext(t), '2026-11-20')).map((mail) => mail.key)).toEqual([
      `digest:${kept}:2026-11-20`,
    ]);
  });
});
