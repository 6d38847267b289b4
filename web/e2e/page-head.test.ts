import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { portalPerFile } from './browser.js';

/** Issue 24: one description per page, in the server's HTML and after client-side navigation; titles; the icon. */
const portal = portalPerFile();

const DESKTOP = { width: 1280, height: 900 };

/** Every page the router has, and what its title starts with ('' for the brand alone). */
const PAGES = [
  { path: '/', title: 'Propiedades en venta y arriendo en Colombia | ' },
  { path: '/propiedad/x-prop-005', title: '' },
  { path: '/privacy-policy', title: 'Política de Tratamiento de Datos | ' },
  { path: '/creditos-fotos', title: 'Créditos de las fotos | ' },
  { path: '/api-docs', title: 'Documentación de la API | ' },
  { path: '/login', title: 'Iniciar Sesión | ' },
  { path: '/restablecer-contrasena', title: 'Restablecer contraseña | ' },
  { path: '/no-existe', title: 'Página no encontrada | ' },
  { path: '/admin', title: '' },
];

// Runs in the page, where `document` exists; the test process has no DOM types.
const head = (page: Page) =>
  page.evaluate(`({
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name=description]')].map((meta) => meta.content),
  })`) as Promise<{ title: string; descriptions: string[] }>;

/**
 * A navigation inside the app to a page no link leads to (the login page is reached through /api/login, a full
 * load): the router follows the history entry as it does for the back button, without loading the page again.
 */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);

describe('the page head', () => {
  it('comes from the server with one title and one description of at most 160 characters on every page', async () => {
    for (const { path, title } of PAGES) {
      const html = await (await fetch(`${portal.origin}${path}`)).text();
      expect(html.match(/<title>/g), path).toHaveLength(1);
      const descriptions = [...html.matchAll(/<meta\s[^>]*name="description"[^>]*content="([^"]*)"/g)];
      expect(descriptions, path).toHaveLength(1);
      expect(descriptions[0]![1]!.length, path).toBeGreaterThan(20);
      expect(descriptions[0]![1]!.length, path).toBeLessThanOrEqual(160);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toMatch(new RegExp(`^${title.replace('|', '\\|')}`));
    }
  });

  it('keeps exactly one description, updated, through client-side navigation between the pages', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await page.goto(portal.origin);
    const card = page.locator('article').first();
    await card.waitFor();
    const catalogue = await head(page);
    expect(catalogue.descriptions).toHaveLength(1);
    const brand = catalogue.title.split(' | ').at(-1)!;
    const seen = [catalogue.descriptions[0]];

    /** After each navigation: one description, not one the visit has shown on another page, and this title. */
    const expectHead = async (title: string) => {
      await expect.poll(async () => (await head(page)).title).toBe(title);
      const now = await head(page);
      expect(now.descriptions, title).toHaveLength(1);
      expect(now.descriptions[0]!.length, title).toBeLessThanOrEqual(160);
      expect(seen, title).not.toContain(now.descriptions[0]);
      seen.push(now.descriptions[0]);
    };

    const listing = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('link', { name: listing, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: listing }).waitFor();
    await expectHead(`${listing} | ${brand}`);

    await page.locator('footer').getByRole('link', { name: 'Política de Tratamiento de Datos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Política de Tratamiento de Datos' }).waitFor();
    await expectHead(`Política de Tratamiento de Datos | ${brand}`);

    await navigateInApp(page, '/api-docs');
    await page.getByRole('heading', { level: 1, name: 'Documentación de la API' }).waitFor();
    await expectHead(`Documentación de la API | ${brand}`);

    // The login page and the not-found page say what the site is: one description still, their own titles.
    for (const [path, heading, title] of [
      ['/login', 'Iniciar Sesión', 'Iniciar Sesión'],
      ['/no-existe', '404 Page Not Found', 'Página no encontrada'],
    ] as const) {
      await navigateInApp(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect.poll(async () => (await head(page)).title).toBe(`${title} | ${brand}`);
      expect((await head(page)).descriptions).toHaveLength(1);
    }

    // Back to the address the visit started at: the server's own head again, the catalogue's size included.
    await navigateInApp(page, '/');
    await card.waitFor();
    await expect.poll(() => head(page)).toEqual(catalogue);
    await page.close();
  });

  it('titles the login page and the privacy policy as the server does once the app has drawn them', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    for (const [path, title] of [
      ['/login', 'Iniciar Sesión'],
      ['/privacy-policy', 'Política de Tratamiento de Datos'],
    ]) {
      await page.goto(`${portal.origin}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect((await head(page)).title).toMatch(new RegExp(`^${title} \\| .+`));
    }
    await page.close();
  });
});

describe('the site icon', () => {
  it('is named by every page and served with a day’s cache; /favicon.ico leads to it', async () => {
    for (const path of ['/', '/login'])
      expect(await (await fetch(`${portal.origin}${path}`)).text(), path).toContain(
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      );
    const icon = await fetch(`${portal.origin}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await icon.text()).toMatch(/^<svg /);
    const legacy = await fetch(`${portal.origin}/favicon.ico`, { redirect: 'manual' });
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/favicon.svg');
    expect(legacy.headers.get('cache-control')).toBe('public, max-age=86400');

    // The browser finds it through the page, and a request for the old address is answered with it, never a 404.
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/favicon') && response.status() >= 400)
        failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${portal.origin}/login`);
    await page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' }).waitFor();
    expect(await page.evaluate(`fetch('/favicon.ico').then((answer) => answer.headers.get('content-type'))`)).toMatch(
      /^image\/svg\+xml/,
    );
    expect(failed).toEqual([]);
    await page.close();
  });
});
