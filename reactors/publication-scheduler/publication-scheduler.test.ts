import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collect } from '../../infra/contract/async-helpers.js';
import { propertyStream } from '../../services/domain/property/events.js';
import { createTestApp, json, propertyBody, type TestApp } from '../../services/api/test-support/test-app.js';
import { publishDueListings } from './publication-scheduler.js';

let dataDir: string;
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The portal on files in `dataDir`, at the time `now()` says: a second one on the same folder is a restart. */
async function start(now: () => Date) {
  const app = await createTestApp({ dataDir, clock: now });
  apps.push(app);
  return app;
}
const publishedEvents = async (app: TestApp, id: string) =>
  (await collect(app.ports.store.readStream(propertyStream(id)))).filter((event) => event.type === 'PropertyPublished');
/** Waits until the projections have every event in the log, as a request a moment later would find them. */
const settle = async (app: TestApp) =>
  expect(await app.projector.waitFor(await app.ports.store.headPosition())).toBe(true);
const tick = (app: TestApp, at: Date) => publishDueListings({ store: app.ports.store, readModels: app.readModels }, at);

describe('the publication scheduler', () => {
  it('publishes a listing whose hour passed while the server was down, once, across restarts', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'scheduler-'));
    let now = new Date('2026-12-01T12:00:00.000Z');
    const first = await start(() => now);
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: await first.adminCookie() },
      // 08:00 in Bogotá is 13:00 UTC.
      payload: propertyBody({
        title: 'Casa programada',
        publication: 'scheduled',
        publishAt: '2026-12-01T08:00:00-05:00',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json<{ id: string }>(created);
    await settle(first);
    expect(await tick(first, now)).toEqual([]);
    expect((await first.app.inject({ url: `/api/properties/${id}` })).statusCode).toBe(404);
    await first.close();
    apps.splice(0);

    now = new Date('2026-12-01T13:05:00.000Z');
    const second = await start(() => now);
    await settle(second);
    expect(await tick(second, now)).toEqual([id]);
    // The next run comes before the projection has moved: the listing is still listed as due, and nothing is repeated.
    expect(await tick(second, now)).toEqual([]);
    await settle(second);
    expect(await tick(second, now)).toEqual([]);
    const visitor = await second.app.inject({ url: `/api/properties/${id}` });
    expect(visitor.statusCode).toBe(200);
    const [fired] = await publishedEvents(second, id);
    expect(fired).toMatchObject({
      data: { propertyId: id, publishedAt: '2026-12-01T13:05:00.000Z', scheduledFor: '2026-12-01T13:00:00.000Z' },
      metadata: { actor: 'system' },
    });
    await second.close();
    apps.splice(0);

    const third = await start(() => now);
    await settle(third);
    expect(await tick(third, now)).toEqual([]);
    expect(await publishedEvents(third, id)).toHaveLength(1);
  });

  it('leaves alone a schedule moved later or called off before its hour', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'scheduler-'));
    const now = new Date('2026-12-01T12:00:00.000Z');
    const app = await start(() => now);
    const admin = await app.adminCookie();
    const schedule = async (title: string) => {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: { cookie: admin },
        payload: propertyBody({ title, publication: 'scheduled', publishAt: '2026-12-01T12:30:00.000Z' }),
      });
      return json<{ id: string }>(response).id;
    };
    const moved = await schedule('Movida');
    const cancelled = await schedule('Cancelada');
    const put = (id: string, payload: Record<string, unknown>) =>
      app.app.inject({ method: 'PUT', url: `/api/properties/${id}`, headers: { cookie: admin }, payload });
    expect((await put(moved, { publication: 'scheduled', publishAt: '2026-12-02T12:30:00.000Z' })).statusCode).toBe(
      200,
    );
    expect((await put(cancelled, { publication: 'draft' })).statusCode).toBe(200);
    await settle(app);
    expect(await tick(app, new Date('2026-12-01T13:00:00.000Z'))).toEqual([]);
    expect(await tick(app, new Date('2026-12-02T12:30:00.000Z'))).toEqual([moved]);
  });
});
