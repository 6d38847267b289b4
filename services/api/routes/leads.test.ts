import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdFromEmail } from '../../domain/user/decider.js';
import { leadStream } from '../../domain/lead/events.js';
import { readCsvLine } from '../test-support/csv-reader.js';
import {
  ADMIN,
  ASESOR,
  createTestApp,
  json,
  propertyBody,
  VISITOR_USER,
  type TestApp,
} from '../test-support/test-app.js';

let t: TestApp;
/**
 * `t`'s clock: it stands still unless a test moves it, so neither a rate-limit window nor which of two leads is the
 * newer depends on how fast the machine runs.
 */
let formsNow = new Date('2026-03-10T15:00:00.000Z');
/** The inbox's own app: its clock is moved by the tests, and it takes every form sent. */
let inbox: TestApp;
let now = new Date('2026-03-10T15:00:00.000Z');
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => formsNow, rateLimits: { login: 1_000, contact: 3 } });
  inbox = await createTestApp({ clock: () => now });
  admin = await inbox.adminCookie();
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const visitor = {
  name: 'Ana Gómez',
  email: 'ana@correo.co',
  phone: '300 123 4567',
  message: 'Me interesa visitar el apartamento.',
  acceptsDataPolicy: true,
};

interface Lead {
  id: string;
  name: string;
  status: string;
  note: string | null;
  statusChange: { at: string; by: { kind: string; id: string; name: string } } | null;
  noteChange: { at: string; by: { kind: string; id: string; name: string } } | null;
  dataPolicy: { acceptedAt: string; policyVersion: string | null } | null;
  listing: { title: string; slug: string } | null;
  [key: string]: unknown;
}
interface LeadList {
  leads: Lead[];
  pagination: { page: number; total: number; totalPages: number; hasMore: boolean };
}

describe('contact forms and leads', () => {
  it('validates both forms with the SPEC §5 messages and asks for the acceptance of the data policy', async () => {
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
      {
        path: 'acceptsDataPolicy',
        message: 'Debes aceptar la Política de Tratamiento de Datos para enviar tu mensaje',
      },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.0.0.1',
      payload: { ...visitor, acceptsDataPolicy: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({
      message: 'Debes aceptar la Política de Tratamiento de Datos para enviar tu mensaje',
      errors: [
        {
          path: 'acceptsDataPolicy',
          message: 'Debes aceptar la Política de Tratamiento de Datos para enviar tu mensaje',
        },
      ],
    });
  });

  it('counts the phone’s digits, not its characters: ten letters are no phone number on either form', async () => {
    for (const [url, phone] of [
      ['/api/contact-submissions', 'abcdefghij'],
      ['/api/contact', '300-abc-12 (casa)'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.0.0.7',
        payload: { ...visitor, phone },
      });
      expect(response.statusCode, phone).toBe(400);
      expect(json(response).errors, phone).toEqual([
        { path: 'phone', message: 'El teléfono debe tener al menos 10 dígitos' },
      ]);
    }
  });

  it('stores both forms as leads that admins list, newest first, with the listing’s own title', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: await t.adminCookie() },
      payload: propertyBody({ title: 'Apartamento en Chapinero' }),
    });
    const propertyId = json<{ id: string }>(created).id;
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      remoteAddress: '10.0.0.2',
      payload: { ...visitor, propertyId, propertyTitle: 'Otro título', sentToEmail: 'ventas@x.co' },
    });
    expect(first.statusCode).toBe(201);
    expect(json(first)).toMatchObject({
      success: true,
      message: 'Tu consulta ha sido enviada exitosamente. Te contactaremos pronto.',
    });
    formsNow = new Date(formsNow.getTime() + 60_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.0.0.2',
      payload: { ...visitor, name: 'Luis', email: 'luis@correo.co', propertyAddress: 'Calle 1 # 2-3' },
    });
    const cookie = await t.adminCookie();
    const leads = json<LeadList>(await t.app.inject({ method: 'GET', url: '/api/leads', headers: { cookie } }));
    expect(leads.pagination.total).toBe(2);
    expect(leads.leads[0]).toMatchObject({ name: 'Luis', source: 'contact', propertyAddress: 'Calle 1 # 2-3' });
    expect(leads.leads[1]).toMatchObject({
      name: 'Ana Gómez',
      source: 'contact-submissions',
      propertyId,
      propertyTitle: 'Apartamento en Chapinero',
      sentToEmail: 'ventas@x.co',
      status: 'nuevo',
      statusChange: null,
      note: null,
      // The built-in policy text was in force.
      dataPolicy: { acceptedAt: expect.any(String), policyVersion: null },
    });
  });

  it('rate-limits each client', async () => {
    // Each from another address: the per-address allowance of mails is not what this counts.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const payload = { ...visitor, email: `cliente${i}@correo.co` };
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: '10.0.0.3', payload })).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.0.0.4',
      payload: { ...visitor, email: 'otro-cliente@correo.co' },
    });
    expect(other.statusCode).toBe(201);
    // A minute later the first client may send again.
    formsNow = new Date(formsNow.getTime() + 60_000);
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.0.0.3',
      payload: { ...visitor, email: 'cliente-tarde@correo.co' },
    });
    expect(later.statusCode).toBe(201);
  });
});

const send = async (payload: Record<string, unknown>, at: string, url = '/api/contact-submissions') => {
  now = new Date(at);
  const response = await inbox.app.inject({ method: 'POST', url, payload: { ...visitor, ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response).id;
};
const list = async (query = '') =>
  json<LeadList>(await inbox.app.inject({ method: 'GET', url: `/api/leads${query}`, headers: { cookie: admin } }));
const names = async (query = '') => (await list(query)).leads.map((lead) => lead.name);
const put = (id: string, what: 'status' | 'note', payload: Record<string, unknown>) =>
  inbox.app.inject({ method: 'PUT', url: `/api/leads/${id}/${what}`, headers: { cookie: admin }, payload });
const unread = async () =>
  json<{ unread: number }>(
    await inbox.app.inject({ method: 'GET', url: '/api/leads/unread-count', headers: { cookie: admin } }),
  ).unread;

describe('the lead inbox', () => {
  let listingId: string;
  let ids: Record<string, string>;
  beforeAll(async () => {
    now = new Date('2026-03-01T12:00:00.000Z');
    const created = await inbox.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ title: 'Casa campestre en Chía' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    listingId = json<{ id: string }>(created).id;
    // 2 March 04:30 UTC is still 1 March in Colombia (UTC−5).
    ids = {
      sofia: await send(
        { name: 'Sofía Ramírez', email: 'sofia@correo.co', phone: '+57 310 555 1234', propertyId: listingId },
        '2026-03-02T04:30:00.000Z',
      ),
      jorge: await send(
        { name: 'Jorge Pérez', email: 'jorge@correo.co', phone: '3209876543', propertyTitle: 'Lote en Cajicá' },
        '2026-03-02T05:30:00.000Z',
      ),
      mallory: await send(
        {
          name: '=HYPERLINK("http://malo.example","clic")',
          email: 'mallory@correo.co',
          phone: '+1 202 555 0100',
          message: '-2+3; dice "hola"\nsegunda línea',
          propertyAddress: 'Carrera 7 # 70-20',
        },
        '2026-03-05T20:00:00.000Z',
        '/api/contact',
      ),
    };
  });

  it('lists them newest first, each with the listing it names while that listing is published', async () => {
    const { leads } = await list();
    expect(leads.map((lead) => lead.name)).toEqual([
      '=HYPERLINK("http://malo.example","clic")',
      'Jorge Pérez',
      'Sofía Ramírez',
    ]);
    expect(leads[2]!.listing).toEqual({ title: 'Casa campestre en Chía', slug: `casa-campestre-en-chia-${listingId}` });
    expect(leads[1]!.listing).toBeNull();
  });

  it('filters by status, by Colombian days and by what the admin types (name, e-mail, phone digits, listing)', async () => {
    expect(await names('?search=sofia')).toEqual(['Sofía Ramírez']);
    expect(await names('?search=JORGE%40correo')).toEqual(['Jorge Pérez']);
    expect(await names(`?search=${encodeURIComponent('310 555')}`)).toEqual(['Sofía Ramírez']);
    expect(await names('?search=cajica')).toEqual(['Jorge Pérez']);
    expect(await names('?search=carrera%207')).toEqual(['=HYPERLINK("http://malo.example","clic")']);
    expect(await names('?search=nadie')).toEqual([]);
    expect(await names('?from=2026-03-01&to=2026-03-01')).toEqual(['Sofía Ramírez']);
    expect(await names('?from=2026-03-02')).toEqual(['=HYPERLINK("http://malo.example","clic")', 'Jorge Pérez']);
    expect(await names('?status=contactado')).toEqual([]);
    expect(await names('?status=&search=')).toHaveLength(3);
    const paged = await list('?limit=2&page=2');
    expect(paged.leads.map((lead) => lead.name)).toEqual(['Sofía Ramírez']);
    expect(paged.pagination).toMatchObject({ page: 2, total: 3, totalPages: 2, hasMore: false });
    const searchedPage = await list('?search=correo&limit=1&page=2');
    expect(searchedPage.leads.map((lead) => lead.name)).toEqual(['Jorge Pérez']);
    expect(searchedPage.pagination).toMatchObject({ total: 3, hasMore: true });
  });

  it('says what is wrong with a filter, in Spanish', async () => {
    const bad = await inbox.app.inject({
      method: 'GET',
      url: '/api/leads?status=ganado&from=2026-02-30&to=ayer',
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual(
      expect.arrayContaining([
        {
          path: 'status',
          message: 'Estado inválido: elige nuevo, contactado, visita-agendada, en-negociacion, cerrado o descartado',
        },
        { path: 'from', message: 'Fecha inválida: usa el formato AAAA-MM-DD' },
        { path: 'to', message: 'Fecha inválida: usa el formato AAAA-MM-DD' },
      ]),
    );
    const reversed = await inbox.app.inject({
      method: 'GET',
      url: '/api/leads/export.csv?from=2026-03-05&to=2026-03-01',
      headers: { cookie: admin },
    });
    expect(reversed.statusCode).toBe(400);
    expect(json(reversed).errors).toEqual([
      { path: 'to', message: 'La fecha final debe ser igual o posterior a la inicial' },
    ]);
  });

  it('changes a status and a note, recording who and when, and counts the leads still new', async () => {
    expect(await unread()).toBe(3);
    now = new Date('2026-03-10T15:00:00.000Z');
    const contacted = await put(ids.jorge!, 'status', { status: 'contactado' });
    expect(contacted.statusCode, contacted.body).toBe(200);
    const adminRef = { kind: 'user', id: userIdFromEmail(ADMIN.email), name: 'Admin' };
    expect(json(contacted)).toMatchObject({
      id: ids.jorge,
      status: 'contactado',
      statusChange: { at: '2026-03-10T15:00:00.000Z', by: adminRef },
      noteChange: null,
    });
    expect(await unread()).toBe(2);
    expect(await names('?status=contactado')).toEqual(['Jorge Pérez']);

    now = new Date('2026-03-10T15:05:00.000Z');
    const noted = await put(ids.jorge!, 'note', { note: '  Visita el sábado a las 10  ', previousNote: null });
    expect(json(noted)).toMatchObject({
      note: 'Visita el sábado a las 10',
      noteChange: { at: '2026-03-10T15:05:00.000Z', by: adminRef },
      statusChange: { at: '2026-03-10T15:00:00.000Z' },
    });

    // Each change is an event whose metadata names the admin, and the audit history shows it.
    const events: Array<{ type: string; metadata: { actor: string } }> = [];
    for await (const event of inbox.ports.store.readStream(leadStream(ids.jorge!))) events.push(event);
    expect(events.map((event) => [event.type, event.metadata.actor])).toEqual([
      ['ContactRequested', 'visitor'],
      ['LeadStatusChanged', `user:${adminRef.id}`],
      ['LeadNoteChanged', `user:${adminRef.id}`],
    ]);
    const audit = json<{ entries: Array<{ type: string; actor: string; changes: Record<string, unknown> }> }>(
      await inbox.app.inject({
        method: 'GET',
        url: `/api/audit?stream=${leadStream(ids.jorge!)}`,
        headers: { cookie: admin },
      }),
    );
    expect(audit.entries[0]).toMatchObject({
      type: 'LeadNoteChanged',
      actor: `user:${adminRef.id}`,
      changes: { note: 'Visita el sábado a las 10' },
    });
  });

  it('refuses to overwrite a note someone else changed meanwhile, and clears a note sent empty', async () => {
    const stale = await put(ids.jorge!, 'note', { note: 'Otra cosa', previousNote: null });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(
      'Otra persona cambió la nota mientras escribías. Revisa la nota actual y vuelve a guardar la tuya.',
    );
    const cleared = await put(ids.jorge!, 'note', { note: '', previousNote: 'Visita el sábado a las 10' });
    expect(json(cleared)).toMatchObject({ note: null, noteChange: { by: { name: 'Admin' } } });
  });

  it('answers an unknown lead, status or note in Spanish', async () => {
    const missing = await put('no-existe', 'status', { status: 'contactado' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Esta solicitud de contacto no existe');
    const status = await put(ids.sofia!, 'status', { status: 'ganado' });
    expect(json(status).errors).toEqual([
      {
        path: 'status',
        message: 'Estado inválido: elige nuevo, contactado, visita-agendada, en-negociacion, cerrado o descartado',
      },
    ]);
    const long = await put(ids.sofia!, 'note', { note: 'a'.repeat(2_001) });
    expect(json(long).errors).toEqual([{ path: 'note', message: 'La nota admite como máximo 2000 caracteres' }]);
  });

  it('exports the filtered leads for Excel: BOM, semicolons, quoted cells and formulas made inert', async () => {
    now = new Date('2026-03-11T03:00:00.000Z');
    const response = await inbox.app.inject({
      method: 'GET',
      url: '/api/leads/export.csv?status=nuevo',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // 03:00 UTC on 11 March is still 10 March in Colombia.
    expect(response.headers['content-disposition']).toBe('attachment; filename="solicitudes-2026-03-10.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Fecha (hora de Colombia)";"Estado";"Nombre";"Email";"Teléfono";"Mensaje";"Propiedad";"Dirección de la propiedad";"Página de la propiedad";"Formulario";"Nota";"Último cambio de estado";"Aceptó la Política de Tratamiento de Datos";"Asesor";"Primer contacto (hora de Colombia)"',
    );
    // Jorge is contactado: the export follows the filters. Sofía's listing is the admin's, who created it.
    expect(body).not.toContain('Jorge');
    // The message's own line break stays inside its quoted cell.
    expect(lines[1]).toBe(
      `"2026-03-05 15:00";"Nuevo";"'=HYPERLINK(""http://malo.example"",""clic"")";"mallory@correo.co";"'+1 202 555 0100";"'-2+3; dice ""hola""\nsegunda línea";"";"Carrera 7 # 70-20";"";"Detalle en el catálogo";"";"";"Sí, 2026-03-05 15:00 (texto predeterminado)";"Sin asignar";""`,
    );
    expect(lines[2]).toBe(
      `"2026-03-01 23:30";"Nuevo";"Sofía Ramírez";"sofia@correo.co";"'+57 310 555 1234";"Me interesa visitar el apartamento.";"Casa campestre en Chía";"Calle 63 # 9-45, Chapinero, Bogotá";"http://portal.test/propiedad/casa-campestre-en-chia-${listingId}";"Página de la propiedad";"";"";"Sí, 2026-03-01 23:30 (texto predeterminado)";"Admin";""`,
    );
    expect(lines.slice(3)).toEqual(['']);
  });

  it('makes every place a formula could start inert, so an importer splitting at commas sees none either', async () => {
    const message = "Visita el sitio,@SUM(1+1)*cmd|' /C calc'!A0";
    await send({ name: 'Valentina Ruiz', message }, '2026-03-11T10:00:00.000Z');
    const response = await inbox.app.inject({
      method: 'GET',
      url: '/api/leads/export.csv?search=valentina',
      headers: { cookie: admin },
    });
    const row = response.rawPayload.toString('utf8').split('\r\n')[1]!;
    // Read at `;`, the message is whole, its second part made text; read at `,`, no cell is a formula.
    expect(readCsvLine(row, ';')).toContain("Visita el sitio,'@SUM(1+1)*cmd|' /C calc'!A0");
    for (const cell of readCsvLine(row, ',')) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('records which saved policy text a visitor accepted', async () => {
    now = new Date('2026-03-12T10:00:00.000Z');
    const footer = await inbox.app.inject({
      method: 'POST',
      url: '/api/footer-config',
      headers: { cookie: admin },
      payload: { companyName: 'Inmobiliaria', copyright: '© 2026', privacyPolicyContent: 'Tratamos tus datos así.' },
    });
    expect(footer.statusCode, footer.body).toBe(200);
    const id = await send({ name: 'Camila Torres' }, '2026-03-12T11:00:00.000Z');
    const lead = (await list('?search=camila')).leads[0];
    expect(lead).toMatchObject({
      id,
      dataPolicy: { acceptedAt: '2026-03-12T11:00:00.000Z', policyVersion: '2026-03-12T10:00:00.000Z' },
    });
  });

  it('still reads requests stored before consent was asked, and a listing deleted since shows as gone', async () => {
    await inbox.ports.store.append(
      leadStream('antigua'),
      [
        {
          type: 'ContactRequested',
          data: {
            leadId: 'antigua',
            name: 'Pedro Antiguo',
            email: 'pedro@correo.co',
            phone: '3001112233',
            message: 'Escribí antes de la política.',
            propertyId: listingId,
            propertyTitle: 'Casa campestre en Chía',
            propertyAddress: null,
            sentToEmail: null,
            source: 'contact-submissions',
            requestedAt: '2025-12-01T10:00:00.000Z',
          },
          metadata: { actor: 'visitor', correlationId: 'v1', occurredAt: '2025-12-01T10:00:00.000Z', schemaVersion: 1 },
        },
      ],
      { expected: 'no_stream' },
    );
    const deleted = await inbox.app.inject({
      method: 'DELETE',
      url: `/api/properties/${listingId}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const old = (await list('?search=pedro')).leads[0];
    expect(old).toMatchObject({ id: 'antigua', status: 'nuevo', dataPolicy: null, listing: null });
    const csv = await inbox.app.inject({
      method: 'GET',
      url: '/api/leads/export.csv?search=pedro',
      headers: { cookie: admin },
    });
    expect(csv.body).toContain('Sin registro (enviada antes de pedirla)');
  });
});

describe('the lead pipeline: steps, asesores and time to first contact', () => {
  let team: TestApp;
  let clock = new Date('2026-05-01T12:00:00.000Z');
  let adminCookie: string;
  let asesorCookie: string;
  const adminId = userIdFromEmail(ADMIN.email);
  const asesorId = userIdFromEmail(ASESOR.email);
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    team = await createTestApp({ clock: () => clock });
    adminCookie = await team.adminCookie();
    asesorCookie = await team.asesorCookie();
    const created = await team.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: adminCookie },
      payload: propertyBody({ title: 'Apartamento de la asesora', agentId: asesorId }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const listingId = json<{ id: string }>(created).id;
    const write = async (name: string, at: string, extra: Record<string, unknown> = {}) => {
      clock = new Date(at);
      const response = await team.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...visitor, name, ...extra },
      });
      expect(response.statusCode, response.body).toBe(201);
      ids[name] = json<{ id: string }>(response).id;
    };
    await write('Marta', '2026-05-02T10:00:00.000Z', { propertyId: listingId });
    await write('Nicolás', '2026-05-02T11:00:00.000Z', { propertyId: listingId });
    await write('Olga', '2026-05-02T12:00:00.000Z');
  });
  afterAll(() => team.close());

  const call = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    team.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const leadsOf = async (cookie: string, query = '') =>
    json<LeadList>(await call(cookie, 'GET', `/api/leads${query}`)).leads.map((lead) => lead.name);

  it('gives a lead the asesor of its listing, and leaves the others unassigned', async () => {
    const { leads } = json<LeadList>(await call(adminCookie, 'GET', '/api/leads'));
    const byName = Object.fromEntries(leads.map((lead) => [lead.name, lead]));
    expect(byName.Marta).toMatchObject({
      agent: { id: asesorId, name: 'Asesora' },
      assignment: null,
      firstContactAt: null,
    });
    expect(byName.Olga).toMatchObject({ agent: null, assignment: null });
    expect(await leadsOf(adminCookie, `?agent=${asesorId}`)).toEqual(['Nicolás', 'Marta']);
    expect(await leadsOf(adminCookie, '?agent=none')).toEqual(['Olga']);
  });

  it('shows an asesor only the leads assigned to them, and refuses them anyone else’s', async () => {
    expect(await leadsOf(asesorCookie)).toEqual(['Nicolás', 'Marta']);
    expect(await leadsOf(asesorCookie, `?agent=${asesorId}`)).toEqual(['Nicolás', 'Marta']);
    const others = await call(asesorCookie, 'GET', '/api/leads?agent=none');
    expect(others.statusCode).toBe(403);
    expect(json(others).message).toBe('Un asesor solo ve las solicitudes asignadas a él o a ella.');
    expect(json<{ unread: number }>(await call(asesorCookie, 'GET', '/api/leads/unread-count')).unread).toBe(2);
    expect(json<{ unread: number }>(await call(adminCookie, 'GET', '/api/leads/unread-count')).unread).toBe(3);
    const csv = await call(asesorCookie, 'GET', '/api/leads/export.csv');
    expect(csv.body).toContain('Marta');
    expect(csv.body).not.toContain('Olga');
    const foreign = await call(asesorCookie, 'PUT', `/api/leads/${ids.Olga}/status`, { status: 'contactado' });
    expect(foreign.statusCode).toBe(403);
    expect(json(foreign).message).toBe(
      'Esta solicitud está asignada a otra persona del equipo: pide a un administrador que te la asigne.',
    );
    expect((await call(asesorCookie, 'PUT', `/api/leads/${ids.Olga}/note`, { note: 'Mía' })).statusCode).toBe(403);
  });

  it('moves a lead along the pipeline, keeps its first contact, and never returns it to nuevo', async () => {
    clock = new Date('2026-05-02T12:15:00.000Z');
    const contacted = await call(asesorCookie, 'PUT', `/api/leads/${ids.Marta}/status`, { status: 'contactado' });
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(json(contacted)).toMatchObject({ status: 'contactado', firstContactAt: '2026-05-02T12:15:00.000Z' });
    for (const status of ['visita-agendada', 'en-negociacion', 'cerrado', 'en-negociacion']) {
      clock = new Date(clock.getTime() + 86_400_000);
      const moved = await call(asesorCookie, 'PUT', `/api/leads/${ids.Marta}/status`, { status });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(json(moved)).toMatchObject({ status, firstContactAt: '2026-05-02T12:15:00.000Z' });
    }
    const back = await call(adminCookie, 'PUT', `/api/leads/${ids.Marta}/status`, { status: 'nuevo' });
    expect(back.statusCode).toBe(400);
    expect(json(back).errors).toEqual([
      {
        path: 'status',
        message:
          'Una solicitud ya atendida no puede volver a Nuevo: elige Contactado, Visita agendada, En negociación, Cerrado o Descartado',
      },
    ]);
  });

  it('lets an admin assign a lead to an active member of the team, or to nobody', async () => {
    clock = new Date('2026-05-03T09:00:00.000Z');
    const assigned = await call(adminCookie, 'PUT', `/api/leads/${ids.Olga}/assignee`, { agentId: asesorId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(json(assigned)).toMatchObject({
      agent: { id: asesorId, name: 'Asesora' },
      assignment: { at: '2026-05-03T09:00:00.000Z', by: { kind: 'user', id: adminId, name: 'Admin' } },
    });
    expect(await leadsOf(asesorCookie)).toEqual(['Olga', 'Nicolás', 'Marta']);
    const toAdmin = await call(adminCookie, 'PUT', `/api/leads/${ids.Nicolás}/assignee`, { agentId: adminId });
    expect(json(toAdmin)).toMatchObject({ agent: { id: adminId, name: 'Admin' } });
    const nobody = await call(adminCookie, 'PUT', `/api/leads/${ids.Nicolás}/assignee`, { agentId: null });
    expect(json(nobody)).toMatchObject({ agent: null, assignment: { by: { name: 'Admin' } } });

    for (const agentId of [userIdFromEmail(VISITOR_USER.email), 'inventado']) {
      const refused = await call(adminCookie, 'PUT', `/api/leads/${ids.Olga}/assignee`, { agentId });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).errors).toEqual([
        { path: 'agentId', message: 'El asesor elegido no existe o no está activo en el equipo' },
      ]);
    }
    const missing = await call(adminCookie, 'PUT', '/api/leads/no-existe/assignee', { agentId: null });
    expect(missing.statusCode).toBe(404);
    const byAsesor = await call(asesorCookie, 'PUT', `/api/leads/${ids.Olga}/assignee`, { agentId: asesorId });
    expect(byAsesor.statusCode).toBe(403);
  });

  it('says each asesor’s median time to first contact over the last 30 days', async () => {
    clock = new Date('2026-05-03T09:30:00.000Z');
    await call(asesorCookie, 'PUT', `/api/leads/${ids.Olga}/status`, { status: 'descartado' });
    const answer = await call(adminCookie, 'GET', '/api/leads/response-times');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json(answer)).toEqual({
      days: 30,
      since: '2026-04-03T09:30:00.000Z',
      agents: [
        // Marta after 135 minutes, Olga after 1290: the median, 712.5, in whole minutes.
        { agentId: asesorId, name: 'Asesora', leads: 2, contacted: 2, medianMinutes: 713 },
        { agentId: null, name: 'Sin asignar', leads: 1, contacted: 0, medianMinutes: null },
      ],
    });
    const own = json<{ agents: unknown[] }>(await call(asesorCookie, 'GET', '/api/leads/response-times'));
    expect(own.agents).toEqual([expect.objectContaining({ agentId: asesorId })]);
    // Sessions last a week: still signed in.
    clock = new Date('2026-05-07T09:30:00.000Z');
    const lastDay = json<{ agents: unknown[] }>(await call(adminCookie, 'GET', '/api/leads/response-times?days=1'));
    expect(lastDay.agents).toEqual([]);
    const lastWeek = json<{ agents: unknown[] }>(await call(adminCookie, 'GET', '/api/leads/response-times?days=5'));
    expect(lastWeek.agents).toHaveLength(2);
    const bad = await call(adminCookie, 'GET', '/api/leads/response-times?days=0');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual([{ path: 'days', message: 'Al menos 1 día' }]);
  });
});
