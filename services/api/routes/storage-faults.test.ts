import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAppendFaults, withWriteFaults } from '../../../infra/test-support/write-faults.js';
import { PROJECTIONS_UNAVAILABLE, STORAGE_UNAVAILABLE, STORED_NOT_YET_VISIBLE } from '../command-bus.js';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let faults: ReturnType<typeof withWriteFaults>;
let logFaults: ReturnType<typeof withAppendFaults>;
/** The app's clock, moved by the tests: the readiness probe's result lives 2 s of it. */
let now = new Date('2026-11-22T12:00:00.000Z');
const probeAgain = () => (now = new Date(now.getTime() + 2_000));
beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    wrapEventStore: (store) => (logFaults = withAppendFaults(store)).store,
    wrapReadModelStore: (store) => (faults = withWriteFaults(store)).store,
    // A write the broken store cannot project is answered 202 once the read-your-writes wait ends: a short one here.
    projector: { retry: { baseMs: 20, maxMs: 200 }, readYourWritesMs: 300 },
  });
});
afterAll(async () => t.close());

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Readiness {
  status: string;
  storage: { events: string; readModels: string; searchIndex: string };
  projections: Array<{ name: string; state: string; failure: string | null }>;
}

describe('a read-model store that briefly cannot be written', () => {
  it('is reported, never answers a stored write as missing, refuses writes before appending, and heals by itself', async () => {
    const admin = await t.adminCookie();
    faults.breakWrites();

    const broken = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(broken.statusCode).toBe(503);
    expect(json<Readiness>(broken).storage).toEqual({ events: 'ok', readModels: 'unwritable', searchIndex: 'ok' });
    // Alive all the same: a store's fault is no reason to restart the process.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // The first write meets the fault after it was stored: the answer says so, never "not found".
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/property-types',
      headers: { cookie: admin },
      payload: { name: 'Bodega' },
    });
    expect(stored.statusCode).toBe(202);
    expect(json(stored).message).toBe(STORED_NOT_YET_VISIBLE);
    const head = await t.ports.store.headPosition();

    // Now the projections are known to be retrying: the next write is refused before it appends.
    const readiness = json<Readiness>(
      await t.app.inject({ method: 'GET', url: '/api/ready', headers: { cookie: admin } }),
    );
    expect(readiness.projections.find((row) => row.name === 'master-data')).toMatchObject({
      state: 'retrying',
      failure: expect.stringMatching(/^Reintentando .*readonly/),
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/property-types',
      headers: { cookie: admin },
      payload: { name: 'Finca' },
    });
    expect(refused.statusCode).toBe(503);
    expect(json(refused).message).toBe(PROJECTIONS_UNAVAILABLE);
    expect(refused.headers['retry-after']).toBe('5');
    expect(await t.ports.store.headPosition()).toBe(head);

    // Storage recovers: no restart, the projections resume, the stored write appears, writes go through.
    faults.healWrites();
    probeAgain();
    await eventually(async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200);
    const types = json<Array<{ id: string }>>(await t.app.inject({ method: 'GET', url: '/api/property-types' }));
    expect(types.map((type) => type.id)).toContain('bodega');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/property-types',
      headers: { cookie: admin },
      payload: { name: 'Finca' },
    });
    expect(created.statusCode).toBe(201);
  });

  it('refuses a write the event log cannot take, in Spanish, and says so in the readiness check', async () => {
    const admin = await t.adminCookie();
    logFaults.breakWrites();
    probeAgain();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/property-types',
      headers: { cookie: admin },
      payload: { name: 'Lote' },
    });
    expect(refused.statusCode).toBe(503);
    expect(json(refused).message).toBe(STORAGE_UNAVAILABLE);
    const readiness = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(readiness.statusCode).toBe(503);
    expect(json<Readiness>(readiness).storage).toEqual({ events: 'unwritable', readModels: 'ok', searchIndex: 'ok' });

    logFaults.healWrites();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/property-types',
      headers: { cookie: admin },
      payload: { name: 'Lote' },
    });
    expect(created.statusCode).toBe(201);
  });
});
