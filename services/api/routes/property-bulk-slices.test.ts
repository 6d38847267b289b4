import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

/**
 * Issue 38 §4: a bulk action over many listings let every other request wait until it ended (6–12 s for 500, the
 * health check included). It now runs in slices: a second client is answered while it is still running, and it still
 * answers for every row. (How long the second client waits is measured by `npm run bench:bulk`.)
 */
let t: TestApp;
let admin: string;
/** Enough that the bulk outlasts a few turns of 20 ms slices even when the machine is busy with other tests. */
const LISTINGS = 150;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

describe('a bulk action over many listings', () => {
  it('lets a second client through while it runs, and reports every row', async () => {
    const ids: string[] = [];
    for (let i = 0; i < LISTINGS; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: { cookie: admin },
        payload: propertyBody({ title: `Apartamento ${i}` }),
      });
      ids.push(json<{ id: string }>(response).id);
    }
    // Over real sockets, as a second client meets it: a request in memory (inject) needs no turn of the event loop.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = new URL(base).origin;
    let bulkDone = false;
    const bulk = fetch(`${base}/api/properties/bulk`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json', origin },
      body: JSON.stringify({ ids, action: 'status', status: 'rent' }),
    }).then(async (response) => {
      bulkDone = true;
      return (await response.json()) as { summary: { succeeded: number; failed: number } };
    });
    // The bulk request is being worked on once the first listing changed.
    await expect
      .poll(async () => (await t.readModels.collection('properties')).count({ status: 'rent' }))
      .toBeGreaterThan(0);
    const [health, catalogue] = await Promise.all([
      fetch(`${base}/api/health`),
      fetch(`${base}/api/properties?limit=12`),
    ]);
    expect([health.status, catalogue.status, bulkDone]).toEqual([200, 200, false]);
    expect((await bulk).summary).toEqual({ succeeded: LISTINGS, failed: 0 });
  });
});
