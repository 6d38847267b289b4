import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.js';

/** A server with the API's request log, writing its JSON lines into a list at `level`. */
async function serverLoggingAt(level: 'info' | 'debug') {
  const lines: Array<{ level: number; msg: string; correlationId?: string }> = [];
  const app = Fastify({
    loggerInstance: pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) }),
    logController: new RequestLog({ requestIdLogLabel: 'correlationId' }),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/missing', async (_request, reply) => reply.status(404).send({ message: 'No encontrado' }));
  app.get('/broken', async (_request, reply) => reply.status(503).send({ message: 'No disponible' }));
  await app.ready();
  return { app, lines };
}

const PINO_DEBUG = 20;
const PINO_WARN = 40;

describe('the request log', () => {
  it('writes no line for a request answered well at LOG_LEVEL=info, and a warning for one answered with a 5xx', async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject({ url: '/ok' });
    await app.inject({ url: '/missing' });
    expect(lines).toEqual([]);
    await app.inject({ url: '/broken' });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[PINO_WARN, 'request completed']]);
    await app.close();
  });

  it('writes both lines of every request, with its correlation id, at LOG_LEVEL=debug', async () => {
    const { app, lines } = await serverLoggingAt('debug');
    await app.inject({ url: '/ok' });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [PINO_DEBUG, 'incoming request'],
      [PINO_DEBUG, 'request completed'],
    ]);
    expect(lines.every((line) => typeof line.correlationId === 'string')).toBe(true);
    await app.close();
  });
});
