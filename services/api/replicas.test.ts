import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { InMemorySharedWindows } from '../../infra/memory/in-memory-shared-windows.js';
import type { SharedWindows, WindowCount } from '../../infra/ports/shared-windows.js';
import { buildApp } from './app.js';
import { SecretBox } from './auth/secrets.js';
import { createTestApp, json, propertyBody, type TestApp } from './test-support/test-app.js';

let now = new Date('2026-11-24T12:00:00.000Z');
let t: TestApp;
let admin: string;
let replicas: FastifyInstance[];
const opened: FastifyInstance[] = [];

/** Another API process over the same stores, as a balancer's second replica is; `windows` is what it shares. */
async function replica(windows: SharedWindows): Promise<FastifyInstance> {
  const app = await buildApp({
    store: t.ports.store,
    readModels: t.readModels,
    searchIndex: t.ports.searchIndex,
    embedder: t.ports.embedder,
    blobs: t.ports.blobs,
    sharedWindows: windows,
    projections: t.projector,
    secretBox: new SecretBox('secreto-de-pruebas-con-32-caracteres!'),
    clock: () => now,
    publicUrl: 'http://portal.test',
    logger: false,
  });
  opened.push(app);
  return app;
}

const countIn = async (stream: string) => {
  let count = 0;
  for await (const _ of t.ports.store.readStream(stream)) count++;
  return count;
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.adminCookie();
  // The test app's own windows are those of its store (in memory here, MongoDB in production): a second
  // replica on the same store shares them.
  replicas = [t.app, await replica(t.ports.sharedWindows)];
});
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
  await t.close();
});

describe('several API replicas on one shared store', () => {
  it('count a visitor’s view once across them within the window, and again after it', async () => {
    const { id } = json<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: { cookie: admin },
        payload: propertyBody(),
      }),
    );
    const visit = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: `/api/properties/${id}/views`,
        remoteAddress: '10.20.0.1',
        headers: { cookie: 'vid=aaaaaaaaaaaaaaaaaaaaaa' },
      });
    const answers = await Promise.all([...replicas, ...replicas].map(visit));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await countIn(`propertyViews-${id}`)).toBe(1);
    now = new Date(now.getTime() + 31 * 60_000);
    expect(json<{ views: number }>(await visit(replicas[1]!)).views).toBe(2);
    expect(json<{ views: number }>(await visit(replicas[0]!)).views).toBe(2);
  });

  it('hold a rate limit over the requests sent to either of them', async () => {
    const { id } = json<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: { cookie: admin },
        payload: propertyBody(),
      }),
    );
    const visit = (app: FastifyInstance, remoteAddress: string) =>
      app.inject({ method: 'POST', url: `/api/properties/${id}/views`, remoteAddress });
    // The route allows 60 a minute per client: 30 on each replica.
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, index) => visit(replicas[index % 2]!, '10.21.0.1')),
    );
    expect(statuses.every((answer) => answer.statusCode === 200)).toBe(true);
    expect((await visit(replicas[0]!, '10.21.0.1')).statusCode).toBe(429);
    expect((await visit(replicas[1]!, '10.21.0.1')).statusCode).toBe(429);
    expect((await visit(replicas[1]!, '10.21.0.2')).statusCode).toBe(200);
    // A process with windows of its own (the embedded default's, one per process) does not know the others' count.
    expect((await visit(await replica(new InMemorySharedWindows()), '10.21.0.1')).statusCode).toBe(200);
  });

  it('record a token’s use once per minute whichever of them it calls', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth-tokens',
      headers: { cookie: admin },
      payload: { name: 'Integración con dos réplicas' },
    });
    const token = json<{ id: string; token: string }>(created);
    const call = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/leads', headers: { authorization: `Bearer ${token.token}` } });
    const uses = () => countIn(`tokenUsage-${token.id}`);
    // Each call asks the shared window, before it is answered, whether it is its minute's first use: only a first
    // records one. Counting the firsts tells how many uses will be recorded, with no wait for one more to show up.
    const hits = vi.spyOn(t.ports.sharedWindows, 'hit');
    const firsts = async () => {
      const windows = hits.mock.calls.flatMap(([key], index) =>
        key === `token-use:${token.id}` ? [hits.mock.results[index]!.value as Promise<WindowCount>] : [],
      );
      return (await Promise.all(windows)).filter((window) => window.count === 1).length;
    };

    const answers = await Promise.all([...replicas, ...replicas, ...replicas].map(call));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await firsts()).toBe(1);
    // The use is recorded after the answer, without delaying it.
    await expect.poll(uses, { timeout: 30_000 }).toBe(1);

    now = new Date(now.getTime() + 61_000);
    await Promise.all([call(replicas[1]!), call(replicas[0]!)]);
    expect(await firsts()).toBe(2);
    await expect.poll(uses, { timeout: 30_000 }).toBe(2);
  });
});
