import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userIdFromEmail } from '../../domain/user/decider.js';
import { mailbox } from '../test-support/alert-mails.js';
import { ASESOR, createTestApp, json, type TestApp } from '../test-support/test-app.js';

/**
 * Issue 39 §4: a lead's follow-up day («Recordarme el…»), its 7:00 mail to the asesor, «Pendientes hoy», and the
 * lead's timeline. Time is the app's clock, moved by the tests.
 */
let t: TestApp;
let now: Date;
let admin: string;
let newMails: ReturnType<typeof mailbox>;
const asesorId = userIdFromEmail(ASESOR.email);

beforeEach(async () => {
  now = new Date('2026-12-02T15:00:00.000Z'); // 10:00 of 2 December in Bogotá
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
  newMails = mailbox(t);
});
afterEach(() => t.close());

interface Lead {
  id: string;
  status: string;
  followUpOn: string | null;
  followUpChange: { at: string; by: { name: string } } | null;
}

async function newLead(name = 'Ana Gómez', email = 'ana@correo.co') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name, email, phone: '300 123 4567', message: 'Quiero visitar el apartamento.', acceptsDataPolicy: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response).id;
}

const put = async (cookie: string, id: string, what: 'follow-up' | 'assignee' | 'status' | 'note', payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/leads/${id}/${what}`, headers: { cookie }, payload });

const counts = async (cookie = admin) =>
  json<{ unread: number; dueToday: number }>(
    await t.app.inject({ method: 'GET', url: '/api/leads/unread-count', headers: { cookie } }),
  );
const pending = async (cookie = admin) =>
  json<{ leads: Lead[] }>(
    await t.app.inject({ method: 'GET', url: '/api/leads?followUp=pendientes', headers: { cookie } }),
  ).leads.map((lead) => [lead.id, lead.followUpOn]);
const followUps = async () => (await newMails()).filter((mail) => mail.key.startsWith('lead-follow-up:'));

describe('a lead’s follow-up', () => {
  it('is set by day, from today in Colombia, and refused in the past or by an asesor on someone else’s lead', async () => {
    const id = await newLead();
    const saved = await put(admin, id, 'follow-up', { followUpOn: '2026-12-03' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Lead>(saved)).toMatchObject({
      followUpOn: '2026-12-03',
      followUpChange: { at: now.toISOString(), by: { name: 'Admin' } },
    });
    const past = await put(admin, id, 'follow-up', { followUpOn: '2026-12-01' });
    expect(past.statusCode).toBe(400);
    expect(json(past).errors).toEqual([
      { path: 'followUpOn', message: 'El día del seguimiento no puede ser anterior a hoy' },
    ]);
    const malformed = await put(admin, id, 'follow-up', { followUpOn: '3/12/2026' });
    expect(json(malformed).errors).toEqual([
      { path: 'followUpOn', message: 'Fecha inválida: usa el formato AAAA-MM-DD' },
    ]);
    const asesor = await t.asesorCookie();
    expect((await put(asesor, id, 'follow-up', { followUpOn: '2026-12-04' })).statusCode).toBe(403);
    const cleared = await put(admin, id, 'follow-up', { followUpOn: null });
    expect(json<Lead>(cleared).followUpOn).toBeNull();
  });

  it('mails the asesor at 7:00 of the day, once, and lists the lead under «Pendientes hoy» until it is closed', async () => {
    const id = await newLead();
    const other = await newLead('Luis Pérez', 'luis@correo.co');
    await put(admin, id, 'assignee', { agentId: asesorId });
    const asesor = await t.asesorCookie();
    expect((await put(asesor, id, 'follow-up', { followUpOn: '2026-12-03' })).statusCode).toBe(200);
    await put(admin, id, 'note', { note: 'Quiere ver el parqueadero' });
    // The other lead is set for today: after today's 7:00 no mail for it, but it is due.
    await put(admin, other, 'follow-up', { followUpOn: '2026-12-02' });
    expect(await followUps()).toEqual([]);
    expect(await pending()).toEqual([[other, '2026-12-02']]);
    expect(await counts()).toMatchObject({ dueToday: 1 });
    // The asesor counts only theirs.
    expect(await counts(asesor)).toMatchObject({ dueToday: 0 });

    now = new Date('2026-12-03T11:59:00.000Z'); // 6:59 in Bogotá
    expect(await followUps()).toEqual([]);
    // The day has come: both are due, the most overdue first.
    expect(await pending()).toEqual([
      [other, '2026-12-02'],
      [id, '2026-12-03'],
    ]);
    expect(await pending(asesor)).toEqual([[id, '2026-12-03']]);

    now = new Date('2026-12-03T12:00:00.000Z'); // 7:00
    const [mail, ...more] = await followUps();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      key: `lead-follow-up:${id}:2026-12-03`,
      to: [ASESOR.email],
      subject: 'Seguimiento de hoy: Ana Gómez',
    });
    expect(mail!.text).toContain('Hoy, 03/12/2026, toca retomar la solicitud de Ana Gómez (estado: Nuevo).');
    expect(mail!.text).toContain('Tu nota: Quiere ver el parqueadero');
    expect(mail!.text).toContain('http://portal.test/admin/solicitudes?solicitudes=ana%40correo.co');
    now = new Date('2026-12-03T18:00:00.000Z');
    expect(await followUps()).toEqual([]);

    await put(admin, other, 'status', { status: 'cerrado' });
    expect(await pending()).toEqual([[id, '2026-12-03']]);
  });

  it('mails the agency’s contact address for a lead nobody answers for, and nobody for a closed one', async () => {
    const configured = await t.app.inject({
      method: 'POST',
      url: '/api/contact-config',
      headers: { cookie: admin },
      payload: {
        whatsappNumber: '+57 300 123 4567',
        contactEmail: 'ventas@inmobiliaria.co',
        whatsappMessage: 'Hola, quiero información',
        enabled: true,
      },
    });
    expect(configured.statusCode, configured.body).toBe(200);
    const open = await newLead();
    const closed = await newLead('Luis Pérez', 'luis@correo.co');
    await put(admin, open, 'follow-up', { followUpOn: '2026-12-05' });
    await put(admin, closed, 'follow-up', { followUpOn: '2026-12-05' });
    await put(admin, closed, 'status', { status: 'descartado' });
    await newMails();
    now = new Date('2026-12-05T12:30:00.000Z');
    const sent = await followUps();
    expect(sent.map((mail) => [mail.key, mail.to])).toEqual([
      [`lead-follow-up:${open}:2026-12-05`, ['ventas@inmobiliaria.co']],
    ]);
  });
});

interface Timeline {
  entries: Array<{
    at: string;
    kind: string;
    text: string;
    by: { kind: string; name: string } | null;
    mail: { to: string[]; subject: string; state: string } | null;
  }>;
}

describe('a lead’s timeline', () => {
  it('tells what happened, oldest first, with who and when, and the mails sent about it', async () => {
    const id = await newLead();
    await newMails();
    now = new Date('2026-12-02T15:10:00.000Z');
    await put(admin, id, 'assignee', { agentId: asesorId });
    now = new Date('2026-12-02T15:20:00.000Z');
    const asesor = await t.asesorCookie();
    await put(asesor, id, 'status', { status: 'contactado' });
    await put(asesor, id, 'note', { note: 'Llamar el jueves' });
    await put(asesor, id, 'follow-up', { followUpOn: '2026-12-03' });
    await newMails();
    now = new Date('2026-12-03T12:00:00.000Z');
    await newMails();

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${id}/timeline`,
      headers: { cookie: asesor },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { entries } = json<Timeline>(response);
    expect(entries.map((entry) => [entry.at, entry.kind, entry.text, entry.by?.name ?? null])).toEqual([
      ['2026-12-02T15:00:00.000Z', 'received', 'Llegó desde detalle en el catálogo', 'Visitante'],
      ['2026-12-02T15:00:00.000Z', 'mail', 'Confirmación al visitante a ana@correo.co', null],
      ['2026-12-02T15:10:00.000Z', 'assigned', 'Asignada a Asesora', 'Admin'],
      ['2026-12-02T15:20:00.000Z', 'status', 'Pasó a Contactado', 'Asesora'],
      ['2026-12-02T15:20:00.000Z', 'note', 'Nota: «Llamar el jueves»', 'Asesora'],
      ['2026-12-02T15:20:00.000Z', 'follow-up', 'Seguimiento programado para el 03/12/2026', 'Asesora'],
      ['2026-12-02T15:20:00.000Z', 'mail', `Solicitud asignada a ${ASESOR.email}`, null],
      ['2026-12-03T12:00:00.000Z', 'mail', `Recordatorio de seguimiento a ${ASESOR.email}`, null],
    ]);
    expect(entries.at(-1)!.mail).toEqual({
      to: [ASESOR.email],
      subject: 'Seguimiento de hoy: Ana Gómez',
      state: 'enviado',
    });
  });

  it('is the team’s: an asesor reads only the timelines of their leads, and an unknown lead is 404', async () => {
    const id = await newLead();
    const asesor = await t.asesorCookie();
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${id}/timeline`,
      headers: { cookie: asesor },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/leads/nada/timeline', headers: { cookie: admin } });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Esta solicitud de contacto no existe');
  });
});
