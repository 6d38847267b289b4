import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../command-handling/command-handler.js';
import { propertyDecider } from '../../domain/property/decider.js';
import { propertyStream } from '../../domain/property/events.js';
import { userIdFromEmail } from '../../domain/user/decider.js';
import { projectionRegistrations } from '../../../projections/registrations.js';
import { rebuild } from '../../../projections/runner/rebuild.js';
import { ADMIN, createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

interface Actor {
  kind: string;
  id: string;
  name: string;
}
interface Change {
  field: string;
  before: unknown;
  after: unknown;
  beforeLabel?: string;
  afterLabel?: string;
}
interface History {
  propertyId: string;
  title: string;
  deleted: boolean;
  entries: Array<{ version: number; at: string; actor: Actor; kind: string; changes: Change[] }>;
}
interface DeletedList {
  properties: Array<{
    id: string;
    title: string;
    code: string | null;
    address: string;
    deletedAt: string;
    deletedBy: Actor;
  }>;
}

let now = new Date('2026-11-22T12:00:00.000Z');
const tick = () => {
  now = new Date(now.getTime() + 60_000);
};
let t: TestApp;
let admin: string;
let propertyId: string;
let tokenId: string;
const adminId = userIdFromEmail(ADMIN.email);

const history = (id: string, headers: Record<string, string> = { cookie: admin }) =>
  t.app.inject({ method: 'GET', url: `/api/properties/${id}/history`, headers });
const deletedList = async () =>
  json<DeletedList>(await t.app.inject({ method: 'GET', url: '/api/properties/deleted', headers: { cookie: admin } }));
const restore = (id: string, headers: Record<string, string> = { cookie: admin }) =>
  t.app.inject({ method: 'POST', url: `/api/properties/${id}/restore`, headers });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/auth-tokens',
    headers: { cookie: admin },
    payload: { name: 'Integración CRM' },
  });
  expect(issued.statusCode, issued.body).toBe(201);
  const token = json<{ id: string; token: string }>(issued);
  tokenId = token.id;

  // Created by the admin…
  tick();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: admin },
    payload: propertyBody({ title: 'Apartamento con historia', code: 'HIST-1' }),
  });
  expect(created.statusCode, created.body).toBe(201);
  propertyId = json<{ id: string }>(created).id;

  // …revised through the API token (two fields)…
  tick();
  const revised = await t.app.inject({
    method: 'PUT',
    url: `/api/properties/${propertyId}`,
    headers: { authorization: `Bearer ${token.token}` },
    payload: { price: 430_000_000, propertyTypeId: 'casa' },
  });
  expect(revised.statusCode, revised.body).toBe(200);

  // …its photos replaced by the admin (no route replaces photos alone yet: the command, as a route would send it)…
  tick();
  const replaced = await handleCommand(
    t.ports.store,
    propertyDecider,
    propertyStream(propertyId),
    { type: 'ReplacePropertyPhotos', data: { propertyId, photos: ['/photos/sala.webp'], now: now.toISOString() } },
    { context: { actor: `user:${adminId}`, correlationId: 'test-photos', now } },
  );
  expect(await t.projector.waitFor(replaced.lastPosition!)).toBe(true);

  // …and deleted by the admin; then the token itself is deleted.
  tick();
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/properties/${propertyId}`,
    headers: { cookie: admin },
  });
  expect(deleted.statusCode, deleted.body).toBe(204);
  const tokenDeleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/auth-tokens/${tokenId}`,
    headers: { cookie: admin },
  });
  expect(tokenDeleted.statusCode, tokenDeleted.body).toBe(204);
});
afterAll(async () => t.close());

describe('a listing’s history, deletion and restoration', () => {
  it('tells who did what and when, with the values before and after, for a deleted listing too', async () => {
    const response = await history(propertyId);
    expect(response.statusCode, response.body).toBe(200);
    const answer = json<History>(response);
    expect(answer).toMatchObject({ propertyId, title: 'Apartamento con historia', deleted: true });
    expect(answer.entries.map((entry) => [entry.version, entry.kind, entry.actor.kind, entry.actor.name])).toEqual([
      [4, 'deleted', 'user', 'Admin'],
      [3, 'photos', 'user', 'Admin'],
      // The token was deleted since: its name comes from its own stream.
      [2, 'revised', 'token', 'Integración CRM (eliminado)'],
      [1, 'created', 'user', 'Admin'],
    ]);
    const [deleted, photos, revised, created] = answer.entries;
    expect(revised!.actor.id).toBe(tokenId);
    expect(deleted!.actor.id).toBe(adminId);
    expect(new Date(revised!.at).getTime()).toBeLessThan(new Date(photos!.at).getTime());
    expect(revised!.changes).toEqual([
      { field: 'price', before: 450_000_000, after: 430_000_000 },
      { field: 'propertyTypeId', before: 'apartamento', after: 'casa', beforeLabel: 'Apartamento', afterLabel: 'Casa' },
    ]);
    expect(photos!.changes).toEqual([{ field: 'photos', before: [], after: ['/photos/sala.webp'] }]);
    expect(deleted!.changes).toEqual([]);
    expect(created!.changes).toContainEqual({ field: 'code', before: null, after: 'HIST-1' });
    expect(created!.changes).toContainEqual({
      field: 'characteristicIds',
      before: null,
      after: ['ascensor'],
      afterLabel: 'Ascensor',
    });
  });

  it('lists deleted listings, newest deletion first, and /properties/deleted is not read as a listing id', async () => {
    tick();
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ title: 'Casa eliminada después' }),
    });
    const otherId = json<{ id: string }>(other).id;
    tick();
    await t.app.inject({ method: 'DELETE', url: `/api/properties/${otherId}`, headers: { cookie: admin } });

    const list = await deletedList();
    expect(list.properties.map((property) => property.id)).toEqual([otherId, propertyId]);
    expect(list.properties[1]).toEqual({
      id: propertyId,
      title: 'Apartamento con historia',
      code: 'HIST-1',
      address: 'Calle 63 # 9-45, Chapinero, Bogotá',
      deletedAt: expect.any(String),
      deletedBy: { kind: 'user', id: adminId, name: 'Admin' },
    });
    // Had the router taken `deleted` for an id, the public listing route would answer 404 to a visitor.
    expect((await t.app.inject({ method: 'GET', url: '/api/properties/deleted' })).statusCode).toBe(401);
  });

  it('restores a deleted listing as it was: visible again in the catalogue and its search, gone from the deleted list', async () => {
    tick();
    const response = await restore(propertyId);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({
      id: propertyId,
      title: 'Apartamento con historia',
      price: '430000000',
      propertyType: { id: 'casa', name: 'Casa' },
      photos: ['/photos/sala.webp'],
      version: 5,
    });
    expect(response.headers.etag).toBe('"5"');
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}` })).statusCode).toBe(200);
    const catalogue = json<{ properties: Array<{ id: string }> }>(
      await t.app.inject({ method: 'GET', url: '/api/properties?search=historia' }),
    );
    expect(catalogue.properties.map((property) => property.id)).toContain(propertyId);
    expect((await deletedList()).properties.map((property) => property.id)).not.toContain(propertyId);

    const after = json<History>(await history(propertyId));
    expect(after.deleted).toBe(false);
    expect(after.entries.map((entry) => entry.kind)).toEqual(['restored', 'deleted', 'photos', 'revised', 'created']);
    expect(after.entries[0]).toMatchObject({ version: 5, actor: { kind: 'user', name: 'Admin' }, changes: [] });

    // A restored listing is an ordinary one again: it can be revised.
    const revised = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${propertyId}`,
      headers: { cookie: admin },
      payload: { price: 420_000_000, version: 5 },
    });
    expect(revised.statusCode, revised.body).toBe(200);
  });

  it('refuses to restore a listing that is not deleted (409) or does not exist (404)', async () => {
    const again = await restore(propertyId);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('La propiedad no está eliminada');
    const unknown = await restore('no-existe');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Propiedad no encontrada');
    const noHistory = await history('no-existe');
    expect(noHistory.statusCode).toBe(404);
    expect(json(noHistory).message).toBe('Propiedad no encontrada');
    // A master-data stream that a property id could name has no listing history.
    expect((await history('type-casa')).statusCode).toBe(404);
  });

  it('answers the same after the projections it reads are rebuilt from position 0', async () => {
    const answers = async () => ({
      deleted: await deletedList(),
      property: json(await t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}` })),
      catalogue: json(await t.app.inject({ method: 'GET', url: '/api/properties?search=historia' })),
      history: json(await history(propertyId)),
    });
    const before = await answers();
    const deps = { store: t.ports.store, readModels: t.ports.readModelStore, searchIndex: t.ports.searchIndex };
    const registrations = projectionRegistrations(t.ports.embedder);
    for (const name of ['properties', 'deleted-properties', 'catalogue-index'])
      await rebuild(deps, registrations, name);
    expect(await t.readModels.store.active.get('deleted-properties')).toBe(2);
    expect(await answers()).toEqual(before);
  });

  it('is for admins only', async () => {
    const user = { cookie: await t.userCookie() };
    for (const [headers, status] of [
      [{}, 401],
      [user, 403],
    ] as const) {
      expect((await history(propertyId, headers)).statusCode).toBe(status);
      expect((await restore(propertyId, headers)).statusCode).toBe(status);
      expect((await t.app.inject({ method: 'GET', url: '/api/properties/deleted', headers })).statusCode).toBe(status);
    }
  });
});
