import { afterEach, describe, expect, it } from 'vitest';
import { collect } from '../../../infra/contract/async-helpers.js';
import type { NewEvent } from '../../../infra/ports/event-store.js';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

interface Readiness {
  status: 'ready' | 'not_ready';
  storage: Record<string, string>;
  maxLagSeconds: number;
  projections: Array<{ name: string; state: string; lagEvents: number; lagSeconds: number; failure: string | null }>;
  reasons: string[];
}

const metadata = {
  actor: 'test',
  correlationId: 'prueba-lectura',
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const ready = async (app: TestApp, headers: Record<string, string> = {}) => {
  const response = await app.app.inject({ method: 'GET', url: '/api/ready', headers });
  return { statusCode: response.statusCode, body: json<Readiness>(response) };
};
const row = (body: Readiness, name: string) => body.projections.find((projection) => projection.name === name);

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An event written straight to the log, as a bug or another process might, bypassing the commands' checks. */
const appendRaw = (app: TestApp, stream: string, event: Omit<NewEvent, 'metadata'>) =>
  app.ports.store.append(stream, [{ ...event, metadata }], { expected: 'any' });

describe('GET /api/ready', () => {
  it('reports every store and every projection with its lag when all is well', async () => {
    t = await createTestApp();
    const { statusCode, body } = await ready(t);
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({
      status: 'ready',
      storage: { events: 'ok', readModels: 'ok', searchIndex: 'ok' },
      maxLagSeconds: 30,
      reasons: [],
    });
    expect(row(body, 'master-data')).toEqual({
      name: 'master-data',
      state: 'idle',
      lagEvents: 0,
      lagSeconds: 0,
      failure: null,
    });
    expect(body.projections.map((projection) => projection.name)).toContain('catalogue-index');
  });

  it('answers 503 while a projection is stopped, and says why only to an admin', async () => {
    t = await createTestApp();
    // The catalogue cannot list a property whose listing event lacks its fields: its projection stops there.
    await appendRaw(t, 'property-roto', {
      type: 'PropertyListed',
      data: { propertyId: 'roto', listedAt: metadata.occurredAt, characteristicIds: null },
    });
    t.projector.notify();
    const app = t;
    const { body } = await eventually(
      () => ready(app),
      (answer) => answer.statusCode === 503,
    );
    expect(body.status).toBe('not_ready');
    expect(row(body, 'catalogue-index')).toMatchObject({ state: 'failed', lagEvents: 1, failure: null });
    expect(body.reasons).toContain('La proyección catalogue-index está detenida.');
    expect(row(body, 'configs')).toMatchObject({ state: 'idle', lagEvents: 0 });

    const forAdmin = await ready(t, { cookie: await t.adminCookie() });
    expect(forAdmin.statusCode).toBe(503);
    expect(row(forAdmin.body, 'catalogue-index')?.failure).toMatch(/^PropertyListed en la posición \d+: /);
  });

  it('answers 503 once a projection lags past READY_MAX_LAG_SECONDS, and 200 again when it catches up', async () => {
    // Lag is measured on the projector's clock, which the test moves: how long the machine takes does not count.
    let now = new Date();
    t = await createTestApp({ readyMaxLagSeconds: 1, projector: { clock: () => now } });
    await t.projector.stop();
    await appendRaw(t, 'municipality-pasto', {
      type: 'MasterDataItemAdded',
      data: { kind: 'municipality', id: 'pasto', name: 'Pasto', addedAt: metadata.occurredAt },
    });
    const [pending] = await collect(t.ports.store.readStream('municipality-pasto'));
    const recordedAt = pending!.recordedAt.getTime();

    // Behind, but not for long yet.
    now = new Date(recordedAt + 500);
    const early = await ready(t);
    expect(early.statusCode).toBe(200);
    expect(early.body.maxLagSeconds).toBe(1);
    expect(row(early.body, 'master-data')).toMatchObject({ lagEvents: 1, lagSeconds: 0.5 });
    expect(row(early.body, 'configs')).toMatchObject({ lagEvents: 0, lagSeconds: 0 });

    now = new Date(recordedAt + 1_500);
    const late = await ready(t);
    expect(late.statusCode).toBe(503);
    expect(row(late.body, 'master-data')).toMatchObject({ state: 'idle', lagEvents: 1, lagSeconds: 1.5 });
    expect(late.body.reasons).toContain('La proyección master-data lleva 2 s de retraso (máximo 1 s).');

    await t.projector.start();
    const app = t;
    const caughtUp = await eventually(
      () => ready(app),
      (answer) => answer.statusCode === 200,
    );
    expect(row(caughtUp.body, 'master-data')).toMatchObject({ lagEvents: 0, lagSeconds: 0 });
  });
});
