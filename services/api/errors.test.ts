import type { InjectOptions } from 'fastify';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareWebBuild, createTestApp, type TestApp } from './test-support/test-app.js';

let t: TestApp;
/** The same API serving a web app, whose not-found handler answers the pages too. */
let site: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = bareWebBuild('errors');
  [t, site] = await Promise.all([createTestApp(), createTestApp({ webRoot })]);
});
afterAll(async () => {
  await Promise.all([t?.close(), site?.close()]);
  rmSync(webRoot, { recursive: true, force: true });
});

const login = { method: 'POST', url: '/api/login' } as const;

/** Requests that break routing, parsing or the protocol before any handler of ours runs. */
const MALFORMED: Array<[string, InjectOptions]> = [
  ['invalid percent-encoding in a parameter', { url: '/api/properties/%E0%A4%A' }],
  ['a parameter longer than maxParamLength', { url: `/api/properties/${'x'.repeat(200)}` }],
  ['a lone % as the path', { url: '/%' }],
  ['invalid percent-encoding in the query', { url: '/api/properties?page=%E0%A4%A&city=%' }],
  ['malformed JSON', { ...login, headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.co",' }],
  ['an empty JSON body', { ...login, headers: { 'content-type': 'application/json' }, payload: '' }],
  [
    'prototype poisoning in JSON',
    { ...login, headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"admin": true}}' },
  ],
  ['an unsupported content type', { ...login, headers: { 'content-type': 'text/plain' }, payload: 'email=a@b.co' }],
  ['a malformed content type', { ...login, headers: { 'content-type': 'application/json; charset' }, payload: '{}' }],
  [
    'a body larger than the limit',
    { ...login, headers: { 'content-type': 'application/json' }, payload: `{"email":"${'a'.repeat(300 * 1024)}"}` },
  ],
  [
    'a Content-Length that does not match the body',
    { ...login, headers: { 'content-type': 'application/json', 'content-length': '2' }, payload: '{"email":"a@b.co"}' },
  ],
  ['an unknown API route', { url: '/api/no-existe/<script>' }],
  ['OPTIONS on an unknown route', { method: 'OPTIONS', url: '/api/no-existe' }],
  ['OPTIONS on an unknown page', { method: 'OPTIONS', url: '/pagina-inexistente' }],
  ['a write to an unknown page', { method: 'POST', url: '/pagina-inexistente', payload: {} }],
  ['a method the route does not have', { method: 'DELETE', url: '/api/contact-config' }],
];

describe.each([
  ['without', () => t],
  ['with', () => site],
])('framework errors, %s the web app', (_, app) => {
  it('answers each malformed request with the one Spanish error shape, without echoing the address', async () => {
    for (const [what, request] of MALFORMED) {
      const response = await app().app.inject(request);
      expect.soft(response.statusCode, what).toBeGreaterThanOrEqual(400);
      expect.soft(response.statusCode, what).toBeLessThan(500);
      expect.soft(response.headers['content-type'], what).toMatch(/^application\/json/);
      const body = response.json<Record<string, unknown>>();
      // `errors` is our own field list, present when the body reached validation.
      expect
        .soft(
          Object.keys(body).filter((key) => key !== 'errors'),
          what,
        )
        .toEqual(['message']);
      expect.soft(String(body.message), what).toMatch(/[áéíóúñ]|solicitud|ruta|dirección/i);
      expect
        .soft(response.body, what)
        .not.toMatch(/FST_|Bad Request|Not Found|Unsupported|"error"|statusCode|Payload Too Large/);
      for (const segment of String(request.url)
        .split('?')[0]!
        .split('/')
        .filter((part) => part.length > 3))
        expect.soft(response.body, what).not.toContain(segment);
      expect.soft(response.body, what).not.toContain('%');
    }
  });
});

describe('other refusals', () => {
  it('refuses a body that is not JSON with 415, before validation', async () => {
    const response = await t.app.inject({
      ...login,
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"a@b.co"}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Tipo de contenido no soportado. Envía JSON.' });
  });

  it('answers what the HTTP parser of Node refuses (oversized headers, a broken request line) in Spanish too', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const exchange = (raw: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(raw));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString('utf8');
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const oversized = await exchange(
      `GET /api/properties HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const broken = await exchange('ESTO NO ES HTTP\r\n\r\n');
    for (const [answer, status] of [
      [oversized, 431],
      [broken, 400],
    ] as const) {
      expect(answer.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
      const [head, body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/content-type: application\/json; charset=utf-8/i);
      expect(Number(/content-length: (\d+)/i.exec(head!)?.[1])).toBe(Buffer.byteLength(body));
      expect(Object.keys(JSON.parse(body) as object)).toEqual(['message']);
      expect(body).toMatch(/solicitud/);
    }
  });

  it('answers HEAD on an unknown route with a status and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('');
  });
});
