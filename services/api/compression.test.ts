import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, propertyBody, type TestApp } from './test-support/test-app.js';

/** A built script as the web build leaves it: the file, and its brotli and gzip copies beside it. */
const SCRIPT = `export const listings = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `casa ${index}`))};`;

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'compression-web-'));
  writeFileSync(
    join(webRoot, 'index.html'),
    `<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div><p>${'Propiedades en Colombia. '.repeat(60)}</p></body></html>`,
  );
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets', 'app.js'), SCRIPT);
  writeFileSync(join(webRoot, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webRoot, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ webRoot });
  const cookie = await t.adminCookie();
  for (const title of ['Casa en Chía', 'Apartamento en Usaquén', 'Lote en La Calera'])
    await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie },
      payload: propertyBody({ title }),
    });
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { 'accept-encoding': acceptEncoding, ...headers } });

describe('compressed answers', () => {
  it('sends the build’s own brotli or gzip copy of a script, as Accept-Encoding allows, and 304 to its ETag', async () => {
    const br = await get('/assets/app.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get('/assets/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const again = await get('/assets/app.js', 'br', { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    // The copies have no address of their own.
    expect((await get('/assets/app.js.br', 'br')).statusCode).toBe(404);
  });

  it('compresses pages and catalogue answers on the way out, but not answers under 1 KB', async () => {
    const page = await get('/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    const list = await get('/api/properties?page=1&limit=12', 'gzip');
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(list.rawPayload).toString())).toMatchObject({ pagination: { total: 3 } });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/properties/search',
      headers: { 'accept-encoding': 'br' },
      payload: { query: 'apartamento en venta' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString())).toMatchObject({
      query: 'apartamento en venta',
    });
    const small = await get('/api/ai-search-config', 'br');
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends a cached catalogue answer compressed once, in the encoding the client prefers', async () => {
    const url = '/api/properties?page=1&limit=12&sortBy=price';
    // Compressed on the way out the first time; kept (asked before) and compressed once the second; reused after.
    const first = await get(url, 'gzip, br');
    expect(first.headers['content-encoding']).toBe('br');
    const second = await get(url, 'gzip, br');
    const third = await get(url, 'gzip, br');
    expect(third.headers['content-encoding']).toBe('br');
    expect(third.headers.vary).toBe('accept-encoding');
    expect(third.rawPayload.equals(second.rawPayload)).toBe(true);
    // Made for the request or kept, an answer is compressed the same way (in one call, not @fastify/compress's stream).
    expect(first.rawPayload.equals(third.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(second.rawPayload).toString())).toEqual(
      JSON.parse((await get(url, 'identity')).body),
    );
    // A client that refuses brotli gets gzip.
    const noBrotli = await get(url, 'br;q=0, gzip');
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(noBrotli.rawPayload).toString())).toMatchObject({ pagination: { total: 3 } });
  });

  it('keeps a property’s ETag, which the panel sends back as If-Match', async () => {
    const property = await get('/api/properties?page=1&limit=1', 'identity');
    const id = (property.json() as { properties: Array<{ id: string }> }).properties[0]!.id;
    const read = await get(`/api/properties/${id}`, 'br');
    expect(read.headers.etag).toBe('"1"');
  });
});
