import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareWebBuild, createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

const PUBLIC_URL = 'https://portal.example.co';
/** What a cache-poisoning request sends: a Host of its own, with markup in it. */
const HOSTILE = { host: 'evil.example/<x>', 'x-forwarded-host': 'evil2.example"&', 'x-forwarded-proto': 'gopher' };

let t: TestApp;
let webRoot: string;
let slug: string;
beforeAll(async () => {
  webRoot = bareWebBuild('public-url');
  // Even a proxy that is trusted must not choose the addresses the pages publish.
  t = await createTestApp({ webRoot, publicUrl: PUBLIC_URL, trustProxy: true });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: await t.adminCookie() },
    payload: propertyBody({ title: 'Casa & jardín <grande>' }),
  });
  expect(created.statusCode).toBe(201);
  slug = json<{ slug: string }>(created).slug;
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ url, headers: HOSTILE });
/** Every absolute address in a text: each must be under PUBLIC_URL. */
const absoluteUrls = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s"'<>\\]+/g)]
    .map((match) => match[0])
    .filter(
      (url) =>
        !url.startsWith('https://schema.org') &&
        !url.startsWith('http://www.sitemaps.org') &&
        !url.startsWith('https://purl.org'),
    );

describe('absolute addresses come only from PUBLIC_URL', () => {
  it('in sitemap.xml', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/evil|gopher/);
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/propiedad/${slug}</loc>`);
    expect(absoluteUrls(response.body).every((url) => url.startsWith(`${PUBLIC_URL}/`))).toBe(true);
  });

  it('in robots.txt', async () => {
    const response = await get('/robots.txt');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);
    expect(response.body).toContain('Disallow: /alertas/\nDisallow: /restablecer-contrasena\n');
    expect(response.body).not.toMatch(/evil|gopher/);
  });

  it('in the head of a property page, the catalogue and any other page: canonical, og:url, og:image and JSON-LD', async () => {
    for (const url of [`/propiedad/${slug}`, '/', '/favoritos']) {
      const response = await get(url);
      expect(response.body, url).not.toMatch(/evil|gopher/);
      const urls = absoluteUrls(response.body);
      expect(urls.length, url).toBeGreaterThan(0);
      expect(
        urls.every((found) => found.startsWith(`${PUBLIC_URL}/`) || found === PUBLIC_URL),
        url,
      ).toBe(true);
    }
    const page = (await get(`/propiedad/${slug}`)).body;
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC_URL}/propiedad/${slug}" />`);
    expect(page).toContain(`<meta property="og:url" content="${PUBLIC_URL}/propiedad/${slug}" />`);
  });

  it('in the API documentation', async () => {
    const docs = await t.app.inject({ url: '/api/documentation', headers: HOSTILE });
    expect(json<{ baseUrl: string }>(docs).baseUrl).toBe(`${PUBLIC_URL}/api`);
    const markdown = await get('/API_DOCUMENTATION.md');
    expect(markdown.body).not.toMatch(/evil|gopher/);
    expect(markdown.body).toContain(`${PUBLIC_URL}/api`);
  });
});
