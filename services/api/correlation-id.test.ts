import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app.js';

interface LogLine {
  msg: string;
  correlationId?: string;
  correlationIds?: string[];
  component?: string;
  projection?: string;
}

const lines: LogLine[] = [];
let t: TestApp;
beforeAll(async () => {
  // The app's and the in-process projector's JSON lines, as they would reach stdout.
  // At debug: the line per request is written only there (request-log.ts).
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  t = await createTestApp({ logger });
});
afterAll(async () => t.close());

describe('the correlation id', () => {
  it('goes from the request to the event’s metadata to the projector’s log line that applied it', async () => {
    const correlationId = 'alta-bodega-0001';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/property-types',
      headers: { cookie: await t.adminCookie(), 'x-correlation-id': correlationId },
      payload: { name: 'Bodega' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['x-correlation-id']).toBe(correlationId);

    const events = [];
    for await (const event of t.ports.store.readStream('property-type-bodega')) events.push(event);
    expect(events.map((event) => [event.type, event.metadata.correlationId])).toEqual([
      ['MasterDataItemAdded', correlationId],
    ]);

    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request completed', correlationId }));
    const applied = lines.filter(
      (line) => line.component === 'projector' && line.correlationIds?.includes(correlationId),
    );
    expect(applied.map((line) => [line.msg, line.projection])).toContainEqual([
      'projection applied events',
      'master-data',
    ]);
  });

  it('takes X-Request-Id too, and makes one up when the caller’s is missing or malformed', async () => {
    const fromProxy = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-abc-12345' },
    });
    expect(fromProxy.headers['x-correlation-id']).toBe('proxy-abc-12345');

    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['x-correlation-id']).toMatch(uuid);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-correlation-id': 'no vale: {"msg":"inyectado"}' },
    });
    expect(malformed.headers['x-correlation-id']).toMatch(uuid);
    // A refusal answered before any route names its id too.
    expect((await t.app.inject({ method: 'GET', url: '/api/no-existe' })).headers['x-correlation-id']).toMatch(uuid);
  });
});
