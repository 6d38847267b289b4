import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNED_BY_ADMIN } from '../../domain/property/messages.js';
import { bareWebBuild, createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

interface Listing {
  id: string;
  slug: string;
  title: string;
  version: number;
  publication?: string;
  publishAt?: string | null;
  agentId?: string | null;
}

let t: TestApp;
let webRoot: string;
let admin: string;
let user: string;

/** A draft in a barrio no published listing has, beside a published twin in Chapinero: what a leak would show. */
const DRAFT_TITLE = 'Penthouse reservado en Rosales';
const draftBody = propertyBody({
  title: DRAFT_TITLE,
  address: 'Calle 72 # 5-10, Rosales, Bogotá',
  publication: 'draft',
});
let draft: Listing;
let twin: Listing;

const create = async (body: Record<string, unknown>, cookie = admin) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/properties', headers: { cookie }, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return json<Listing>(response);
};
const update = (id: string, payload: Record<string, unknown>, cookie = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/properties/${id}`, headers: { cookie }, payload });
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const titlesOf = (body: { properties: Array<{ title: string }> }) => body.properties.map((listing) => listing.title);

beforeAll(async () => {
  webRoot = bareWebBuild('publication');
  t = await createTestApp({ webRoot });
  admin = await t.adminCookie();
  user = await t.userCookie();
  twin = await create(propertyBody({ title: 'Apartamento publicado en Chapinero' }));
  draft = await create(draftBody);
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** Everything a visitor (or a signed-in plain user) could reach the draft by: each must say nothing of it. */
async function visitorsSeeNothingOf(listing: Listing, cookie?: string) {
  const list = json<{ properties: Listing[]; pagination: { total: number } }>(
    await get('/api/properties?limit=100', cookie),
  );
  expect(titlesOf(list)).not.toContain(listing.title);
  expect(list.pagination.total).toBe(1);
  const searched = json<{ properties: Listing[] }>(await get('/api/properties?search=penthouse%20rosales', cookie));
  expect(searched.properties).toEqual([]);
  // Recently viewed and favourites ask by id.
  expect(json<{ properties: Listing[] }>(await get(`/api/properties?ids=${listing.id}`, cookie)).properties).toEqual(
    [],
  );
  expect((await get(`/api/properties/${listing.id}`, cookie)).statusCode).toBe(404);
  const ai = await t.app.inject({
    method: 'POST',
    url: '/api/properties/search',
    headers: cookie ? { cookie } : {},
    payload: { query: 'penthouse en Rosales' },
  });
  expect(ai.statusCode, ai.body).toBe(200);
  expect(JSON.stringify(ai.json())).not.toContain(listing.title);
  expect((await get(`/api/properties/${listing.id}/similar`, cookie)).statusCode).toBe(404);
  expect(JSON.stringify(json(await get(`/api/properties/${twin.id}/similar`, cookie)))).not.toContain(listing.title);
  expect((await get(`/api/properties/${listing.id}/share-image.jpg`, cookie)).statusCode).toBe(404);
  expect((await get(`/api/properties/${listing.id}/views`, cookie)).statusCode).toBe(404);
  const click = await t.app.inject({
    method: 'POST',
    url: `/api/properties/${listing.id}/whatsapp-clicks`,
    headers: cookie ? { cookie } : {},
  });
  expect(click.statusCode).toBe(404);
  expect(JSON.stringify(json(await get('/api/neighbourhoods', cookie)))).not.toContain('Rosales');
  const page = await get(`/propiedad/${listing.slug}`, cookie);
  expect(page.statusCode).toBe(404);
  expect(page.body).not.toContain(listing.title);
  // The catalogue page's head (its JSON-LD item list) and the sitemap.
  expect((await get('/', cookie)).body).not.toContain(listing.title);
  expect((await get('/sitemap.xml', cookie)).body).not.toContain(listing.id);
}

describe('a listing that is not published', () => {
  it('is a draft when saved as one, and said so to the staff only', async () => {
    expect(draft).toMatchObject({ publication: 'draft', publishAt: null });
    expect(draft.agentId).toEqual(expect.any(String));
    const anonymousTwin = json<Listing>(await get(`/api/properties/${twin.id}`));
    expect(anonymousTwin).not.toHaveProperty('publication');
    expect(anonymousTwin).not.toHaveProperty('agentId');
  });

  it('never reaches a visitor, nor a signed-in user who is not staff', async () => {
    await visitorsSeeNothingOf(draft);
    await visitorsSeeNothingOf(draft, user);
  });

  it('is seen by the staff: its page as a preview, and the table by publication', async () => {
    expect(json<Listing>(await get(`/api/properties/${draft.id}`, admin))).toMatchObject({ publication: 'draft' });
    const preview = await get(`/propiedad/${draft.slug}`, admin);
    expect(preview.statusCode).toBe(200);
    const all = json<{ properties: Listing[] }>(await get('/api/properties?publication=all&limit=100', admin));
    expect(all.properties.map((listing) => [listing.title, listing.publication])).toEqual(
      expect.arrayContaining([
        [DRAFT_TITLE, 'draft'],
        ['Apartamento publicado en Chapinero', 'published'],
      ]),
    );
    const drafts = json<{ properties: Listing[] }>(await get('/api/properties?publication=draft', admin));
    expect(titlesOf(drafts)).toEqual([DRAFT_TITLE]);
    for (const cookie of [undefined, user]) {
      const refused = await get('/api/properties?publication=all', cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: 'Solo el personal de la inmobiliaria puede ver propiedades no publicadas.',
      });
    }
  });

  it('reaches visitors once published, and leaves them again when paused', async () => {
    const published = await update(draft.id, { publication: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(titlesOf(json(await get('/api/properties?limit=100')))).toContain(DRAFT_TITLE);
    expect((await get(`/api/properties/${draft.id}`)).statusCode).toBe(200);
    expect((await get(`/propiedad/${draft.slug}`)).statusCode).toBe(200);
    expect((await update(draft.id, { publication: 'paused' })).statusCode).toBe(200);
    await visitorsSeeNothingOf(draft);
  });
});

describe('publishing rules through the API', () => {
  it('publishes at once when no publication is sent, as SPEC clients expect', async () => {
    expect(twin).toMatchObject({ publication: 'published' });
  });

  it('says in Spanish why a publication is refused', async () => {
    const past = await create(propertyBody({ title: 'Para programar', publication: 'draft' }));
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [
        { publication: 'scheduled', publishAt: '2020-01-01T08:00:00-05:00' },
        'publishAt',
        'La fecha de publicación debe ser posterior a este momento',
      ],
      [{ publication: 'scheduled' }, 'publishAt', 'Elige la fecha y la hora de publicación'],
      [{ publication: 'paused' }, 'publication', 'Un borrador no se puede pausar: aún no se ha publicado'],
      [
        { publishAt: '2099-01-01T08:00:00-05:00' },
        'publishAt',
        'La fecha de publicación solo se indica al programar la publicación',
      ],
      [{ publication: 'oculta' }, 'publication', 'Publicación inválida: borrador, publicada, pausada o programada'],
      [{ agentId: 'nadie' }, 'agentId', 'El asesor elegido no existe o no está activo en el equipo'],
    ];
    for (const [payload, path, message] of refusals) {
      const response = await update(past.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toContainEqual({ path, message });
    }
  });

  it('schedules a date to come, in Colombian time or any offset', async () => {
    const listing = await create(
      propertyBody({ title: 'Programada', publication: 'scheduled', publishAt: '2099-06-01T08:00:00-05:00' }),
    );
    expect(listing).toMatchObject({ publication: 'scheduled', publishAt: '2099-06-01T13:00:00.000Z' });
    expect((await get(`/api/properties/${listing.id}`)).statusCode).toBe(404);
  });
});

describe('the history of a listing’s publication', () => {
  it('says who published, paused and reassigned it, and when, before and after', async () => {
    const listing = await create(propertyBody({ title: 'Con historia', publication: 'draft' }));
    expect((await update(listing.id, { publication: 'published' })).statusCode).toBe(200);
    expect((await update(listing.id, { publication: 'paused', agentId: null })).statusCode).toBe(200);
    const history = json<{
      entries: Array<{ kind: string; actor: { kind: string; name: string }; changes: Array<Record<string, unknown>> }>;
    }>(await get(`/api/properties/${listing.id}/history`, admin));
    const [reassigned, paused, published, created] = history.entries;
    expect(created?.changes).toContainEqual(expect.objectContaining({ field: 'publication', after: 'draft' }));
    expect(published).toMatchObject({
      kind: 'publication',
      actor: { kind: 'user', name: 'Admin' },
      changes: [{ field: 'publication', before: 'draft', after: 'published' }],
    });
    expect(paused).toMatchObject({
      kind: 'publication',
      changes: [{ field: 'publication', before: 'published', after: 'paused' }],
    });
    expect(reassigned).toMatchObject({
      kind: 'agent',
      changes: [{ field: 'agentId', before: listing.agentId, after: null, beforeLabel: 'Admin' }],
    });
  });
});

describe('a listing’s asesor', () => {
  it('is whoever created it; an asesor assigns no one, themself included, an admin can', async () => {
    const asesor = await t.asesorCookie();
    const users = json<Array<{ id: string; email: string }>>(await get('/api/users', admin));
    const asesorId = users.find((u) => u.email === 'asesor@portal.test')!.id;
    const adminId = users.find((u) => u.email === 'admin@portal.test')!.id;
    const mine = await create(propertyBody({ title: 'De la asesora', publication: 'draft' }), asesor);
    expect(mine.agentId).toBe(asesorId);
    const refused = await update(mine.id, { agentId: adminId }, asesor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: ASSIGNED_BY_ADMIN });
    const namedSomeoneElse = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: asesor },
      payload: propertyBody({ title: 'Para el administrador', agentId: adminId }),
    });
    expect(namedSomeoneElse.statusCode).toBe(403);
    // An asesor publishes their own listing, and sending back the asesor it has assigns nothing.
    expect((await update(mine.id, { publication: 'published', agentId: asesorId }, asesor)).statusCode).toBe(200);
    expect((await update(twin.id, { agentId: asesorId }, asesor)).statusCode).toBe(403);
    expect((await update(twin.id, { agentId: asesorId })).statusCode).toBe(200);
  });

  it('answers for the listing on its public page, with their name and WhatsApp number', async () => {
    const users = json<Array<{ id: string; email: string }>>(await get('/api/users', admin));
    const asesorId = users.find((u) => u.email === 'asesor@portal.test')!.id;
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${asesorId}`,
      headers: { cookie: admin },
      payload: { firstName: 'Valentina', phone: '300 555 1234' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await update(twin.id, { agentId: asesorId })).statusCode).toBe(200);
    expect(json<Listing & { agent: unknown }>(await get(`/api/properties/${twin.id}`)).agent).toEqual({
      name: 'Valentina',
      phone: '300 555 1234',
    });
    // The agency answers for a listing with no asesor.
    expect((await update(twin.id, { agentId: null })).statusCode).toBe(200);
    expect(json<Listing & { agent: unknown }>(await get(`/api/properties/${twin.id}`)).agent).toBeNull();
  });
});
