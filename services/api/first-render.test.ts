import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, propertyBody, type TestApp } from './test-support/test-app.js';

/**
 * A stand-in for the web build's renderer (web/src/entry-server.tsx): it says which address it drew, what the
 * API's shared answers told it, and how many renders it has made, so caching shows.
 */
const FAKE_RENDERER = `
let renders = 0;
export async function render(url, answerFor) {
  const { pathname, search } = new URL(url);
  if (search.includes('fallar')) throw new Error('render roto');
  renders += 1;
  const list = await answerFor('/api/properties?page=1&limit=1');
  const session = await answerFor('/api/auth/user');
  const listing = pathname.startsWith('/propiedad/') ? await answerFor('/api/properties/' + pathname.slice(-36)) : null;
  return '<p data-render="' + renders + '">' + pathname + ' · ' + list.pagination.total + ' · '
    + (session === undefined ? 'sin sesión' : 'con sesión') + (listing ? ' · asesor ' + listing.agent?.phone : '')
    + " · $' $&</p>";
}`;

let t: TestApp;
let webRoot: string;
let slug: string;
let cookie: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'first-render-web-'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(webRoot, 'ssr'));
  writeFileSync(join(webRoot, 'ssr', 'entry-server.js'), FAKE_RENDERER);
  t = await createTestApp({ webRoot });
  cookie = await t.adminCookie();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie },
    payload: propertyBody({ title: 'Casa campestre en Chía' }),
  });
  slug = (created.json() as { slug: string }).slug;
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

describe('the first render of a page on the server', () => {
  it('draws the catalogue with the answers the API gives everyone, never the session of whoever asks', async () => {
    const page = await t.app.inject({ url: '/properties?status=sale', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    // Text such as $' in the render stays text (no replacement pattern splices the page into itself).
    expect(root(page.body)).toMatch(/^<p data-render="\d+">\/properties · 1 · sin sesión · \$' \$&<\/p>$/);
    expect(page.headers['server-timing']).toMatch(/^render;dur=[\d.]+;desc="dibujada"$/);
    // The page's head is still the server's own.
    expect(page.body).toContain('<link rel="canonical" href="http://portal.test/properties" />');
  });

  it('keeps a rendered page per address until the catalogue moves', async () => {
    const first = await t.app.inject({ url: '/' });
    const again = await t.app.inject({ url: '/' });
    expect(root(again.body)).toBe(root(first.body));
    expect(again.headers['server-timing']).toMatch(/desc="en caché"$/);
    const other = await t.app.inject({ url: '/?status=rent' });
    expect(root(other.body)).not.toBe(root(first.body));

    await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie },
      payload: propertyBody({ title: 'Apartamento en Usaquén' }),
    });
    const moved = await t.app.inject({ url: '/' });
    expect(root(moved.body)).toMatch(/\/ · 2 · sin sesión/);
    expect(moved.headers['server-timing']).toMatch(/desc="dibujada"$/);
  });

  it('draws a property page again when its asesor changes their WhatsApp number', async () => {
    const users = (await t.app.inject({ url: '/api/users', headers: { cookie } })).json() as Array<{
      id: string;
      email: string;
    }>;
    const admin = users.find((user) => user.email === 'admin@portal.test')!;
    const phone = async (number: string) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${admin.id}`, headers: { cookie }, payload: { phone: number } });
    expect((await phone('300 111 2222')).statusCode).toBe(200);
    expect(root((await t.app.inject({ url: `/propiedad/${slug}` })).body)).toContain('asesor 300 111 2222');
    expect((await phone('300 333 4444')).statusCode).toBe(200);
    expect(root((await t.app.inject({ url: `/propiedad/${slug}` })).body)).toContain('asesor 300 333 4444');
  });

  it('renders once for visitors who ask for the same page at the same time', async () => {
    const together = await Promise.all([1, 2, 3].map(() => t.app.inject({ url: '/?juntos=1' })));
    expect(new Set(together.map((page) => root(page.body))).size).toBe(1);
  });

  it('draws a property page, and leaves an unknown one (404) to the browser', async () => {
    const page = await t.app.inject({ url: `/propiedad/${slug}` });
    expect(root(page.body)).toContain(`/propiedad/${slug} · `);
    const missing = await t.app.inject({ url: '/propiedad/no-existe-prop-999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });

  it('sends the page for the browser to draw when the render fails, and the other pages as before', async () => {
    const failed = await t.app.inject({ url: '/?fallar=1' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.headers['server-timing']).toBeUndefined();
    expect((await t.app.inject({ url: '/privacy-policy' })).body).toContain('<div id="root"></div>');
  });

  it('never serves the renderer itself', async () => {
    expect((await t.app.inject({ url: '/ssr/entry-server.js' })).statusCode).toBe(404);
  });
});
