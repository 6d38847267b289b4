import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNED_BY_ADMIN, DRAFT_CANNOT_BE_PAUSED, NOT_YOUR_LISTING } from '../../domain/property/messages.js';
import { userIdFromEmail } from '../../domain/user/decider.js';
import { UNKNOWN_AGENT } from '../queries/agents.js';
import { ADMIN, ASESOR, createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: string;

interface Listing {
  id: string;
  title: string;
  status: string;
  publication: string;
  agentId: string | null;
}
type BulkAnswer = {
  results: Array<{ id: string; title: string; ok: boolean; message?: string }>;
  summary: { succeeded: number; failed: number };
};
type History = { entries: Array<{ kind: string; actor: { kind: string; name: string } }> };

const create = async (overrides: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: admin },
    payload: propertyBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Listing>(response);
};
const bulk = (payload: Record<string, unknown>, cookie = admin) =>
  t.app.inject({ method: 'POST', url: '/api/properties/bulk', headers: { cookie }, payload });
const bulkOk = async (payload: Record<string, unknown>) => {
  const response = await bulk(payload);
  expect(response.statusCode, response.body).toBe(200);
  return json<BulkAnswer>(response);
};
const read = async (id: string) =>
  json<Listing>(await t.app.inject({ url: `/api/properties/${id}`, headers: { cookie: admin } }));
const history = async (id: string) =>
  json<History>(await t.app.inject({ url: `/api/properties/${id}/history`, headers: { cookie: admin } }));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

describe('POST /api/properties/bulk', () => {
  it('pauses what it can and says, per listing, why the rest could not be: a partial failure, never a 500', async () => {
    const published = await create({ title: 'Apartamento publicado en Chapinero' });
    const draft = await create({ title: 'Casa en Pance', publication: 'draft' });
    const deleted = await create({ title: 'Bodega ya eliminada' });
    expect((await bulkOk({ ids: [deleted.id], action: 'delete' })).summary.succeeded).toBe(1);
    const answer = await bulkOk({
      ids: [published.id, draft.id, 'no-existe', published.id, deleted.id],
      action: 'pause',
    });
    expect(answer.results).toEqual([
      { id: published.id, title: published.title, ok: true },
      { id: draft.id, title: 'Casa en Pance', ok: false, message: DRAFT_CANNOT_BE_PAUSED },
      { id: 'no-existe', title: 'no-existe', ok: false, message: 'Propiedad no encontrada' },
      { id: deleted.id, title: 'Bodega ya eliminada', ok: false, message: 'Propiedad no encontrada' },
    ]);
    expect(answer.summary).toEqual({ succeeded: 1, failed: 3 });
    expect((await read(published.id)).publication).toBe('paused');
    expect((await read(draft.id)).publication).toBe('draft');
  });

  it('acts on every listing the staff filters match, and only on them', async () => {
    const inMedellin = [
      await create({ title: 'Penthouse borrador en Medellín', municipalityId: 'medellin', publication: 'draft' }),
      await create({ title: 'Borrador dos en Medellín', municipalityId: 'medellin', publication: 'draft' }),
    ];
    const inCali = await create({ title: 'Borrador en Cali', municipalityId: 'cali', publication: 'draft' });
    const publishedInMedellin = await create({ title: 'Publicada en Medellín', municipalityId: 'medellin' });

    const answer = await bulkOk({ all: { municipality: 'medellin', publication: 'draft' }, action: 'publish' });
    expect(answer.results.map((result) => result.id).sort()).toEqual(inMedellin.map((listing) => listing.id).sort());
    expect(answer.summary).toEqual({ succeeded: 2, failed: 0 });
    for (const listing of inMedellin) expect((await read(listing.id)).publication).toBe('published');
    expect((await read(inCali.id)).publication).toBe('draft');
    expect((await history(publishedInMedellin.id)).entries).toHaveLength(1);

    // The text search narrows "all matching" too.
    const searched = await bulkOk({
      all: { search: 'penthouse', publication: 'all' },
      action: 'status',
      status: 'sold',
    });
    expect(searched.results).toEqual([{ id: inMedellin[0]!.id, title: inMedellin[0]!.title, ok: true }]);
    expect((await read(inMedellin[0]!.id)).status).toBe('sold');
  });

  it('writes each change into the listing’s own history, with who did it', async () => {
    const first = await create({ title: 'Casa para asignar uno', publication: 'draft' });
    const second = await create({ title: 'Casa para asignar dos', publication: 'draft' });
    const ids = [first.id, second.id];
    await bulkOk({ ids, action: 'publish' });
    await bulkOk({ ids, action: 'assign', agentId: null });
    await bulkOk({ ids, action: 'status', status: 'rent' });
    for (const id of ids) {
      const { entries } = await history(id);
      expect(entries.slice(0, 3).map((entry) => entry.kind)).toEqual(['revised', 'agent', 'publication']);
      for (const entry of entries.slice(0, 3)) expect(entry.actor).toMatchObject({ kind: 'user', name: 'Admin' });
      expect(await read(id)).toMatchObject({ status: 'rent', publication: 'published', agentId: null });
    }
  });

  it('assigns only someone on the team, with the single route’s message otherwise', async () => {
    const listing = await create({ title: 'Oficina sin asesor', agentId: null });
    const refused = await bulkOk({ ids: [listing.id], action: 'assign', agentId: 'alguien-inventado' });
    expect(refused.results).toEqual([{ id: listing.id, title: listing.title, ok: false, message: UNKNOWN_AGENT }]);
    const adminId = userIdFromEmail(ADMIN.email);
    const assigned = await bulkOk({ ids: [listing.id], action: 'assign', agentId: adminId });
    expect(assigned.summary).toEqual({ succeeded: 1, failed: 0 });
    expect((await read(listing.id)).agentId).toBe(adminId);
  });

  it('lets an asesor assign no listing, themself included, and act only on their own', async () => {
    const asesor = await t.asesorCookie();
    const listing = await create({ title: 'Local para la asesora', agentId: null });
    for (const email of [ADMIN.email, ASESOR.email]) {
      const refused = await bulk({ ids: [listing.id], action: 'assign', agentId: userIdFromEmail(email) }, asesor);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(json<{ message: string }>(refused).message).toBe(ASSIGNED_BY_ADMIN);
    }
    const hers = await create({ title: 'Local de la asesora', agentId: userIdFromEmail(ASESOR.email) });
    const paused = await bulk({ ids: [hers.id, listing.id], action: 'pause' }, asesor);
    expect(json<BulkAnswer>(paused).results).toEqual([
      { id: hers.id, title: hers.title, ok: true },
      { id: listing.id, title: listing.title, ok: false, message: NOT_YOUR_LISTING },
    ]);
    const deleted = await bulk({ ids: [listing.id], action: 'delete' }, asesor);
    expect(json<BulkAnswer>(deleted).summary).toEqual({ succeeded: 0, failed: 1 });
    // "Every listing that matches" is, for an asesor, every one of theirs: a colleague's is not even tried.
    const matching = await bulk(
      { all: { search: 'Local', publication: 'all' }, action: 'status', status: 'rent' },
      asesor,
    );
    expect(json<BulkAnswer>(matching).results).toEqual([{ id: hers.id, title: hers.title, ok: true }]);
    expect((await read(listing.id)).status).toBe('sale');
  });

  it('deletes, restorably', async () => {
    const listing = await create({ title: 'Bodega para eliminar' });
    expect((await bulkOk({ ids: [listing.id], action: 'delete' })).summary).toEqual({ succeeded: 1, failed: 0 });
    const deleted = await t.app.inject({ url: '/api/properties/deleted', headers: { cookie: admin } });
    expect(json<{ properties: Array<{ id: string }> }>(deleted).properties.map((p) => p.id)).toContain(listing.id);
  });

  it('refuses what names no listings, too many, an unknown action, and callers who are not staff', async () => {
    expect((await bulk({ action: 'publish' })).statusCode).toBe(400);
    expect((await bulk({ ids: [], action: 'publish' })).statusCode).toBe(400);
    const tooMany = await bulk({ ids: Array.from({ length: 1_001 }, (_, n) => `id-${n}`), action: 'publish' });
    expect(tooMany.statusCode).toBe(400);
    expect(json<{ message: string }>(tooMany).message).toBe('Una acción abarca como máximo 1.000 propiedades');
    expect((await bulk({ ids: ['x'], action: 'archivar' })).statusCode).toBe(400);
    expect((await bulk({ ids: ['x'], action: 'status', status: 'regalada' })).statusCode).toBe(400);
    expect((await bulk({ ids: ['x'], action: 'publish' }, await t.userCookie())).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/properties/bulk', payload: { ids: ['x'], action: 'publish' } }))
        .statusCode,
    ).toBe(401);
  });
});
