import type { Page, Route } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { portalPerFile, withoutFirstRender } from './browser.js';

const portal = portalPerFile();

const DESKTOP = { width: 1280, height: 900 };
/**
 * How long each page is watched, on the page's own clock (installed before it loads, moved on by the test): long
 * enough for a retry loop to show itself (before the fix the catalogue sent over 300 requests in 6 s) and for
 * SWR's retries after an error (5 s, then longer), whatever the machine's load.
 */
const WATCH_MS = 30_000;

/** The answer of an overloaded or failing server, as the API words its errors. */
const failWith = (status: number) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ message: 'Servicio no disponible.' }),
    headers: status === 429 ? { 'retry-after': '60' } : {},
  });

/** Makes the catalogue's listing requests (`page` = the one asked for) fail; returns how many there were. */
async function failListings(page: Page, status: number, which: (pageNumber: string | null) => boolean = () => true) {
  const requests: string[] = [];
  const matches = (url: URL) => url.pathname === '/api/properties' && which(url.searchParams.get('page'));
  await page.route(matches, async (route) => {
    requests.push(route.request().url());
    await failWith(status)(route);
  });
  return { requests, restore: () => page.unroute(matches) };
}

const errorAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'No se pudieron cargar las propiedades' });

describe('a failing listing API in Chromium', () => {
  for (const status of [500, 429, 503]) {
    it(`answered ${status}: the catalogue asks once, says so in Spanish, and Reintentar loads the listings`, async () => {
      const page = await portal.browser.newPage({ viewport: DESKTOP });
      // The first page as the browser asks for it (the server's first render would bring it with the page).
      await withoutFirstRender(page);
      const failing = await failListings(page, status);
      await page.clock.install();
      await page.goto(portal.origin);
      await page.clock.runFor(WATCH_MS);
      expect(failing.requests.length, 'requests for page 1').toBeGreaterThan(0);
      expect(failing.requests.length, 'requests for page 1').toBeLessThanOrEqual(2);
      await errorAlert(page).waitFor();
      expect(await page.getByText('No se encontraron propiedades').count()).toBe(0);
      expect(await page.getByLabel('Cargando propiedades').count()).toBe(0);

      await failing.restore();
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await page.getByText('Mostrando 12 de 93 propiedades').waitFor();
      expect(await errorAlert(page).count()).toBe(0);
      expect(await page.locator('article').count()).toBe(12);
      await page.close();
    });
  }

  it('a later page that fails keeps the listings shown, is not asked for again while in view, and Reintentar adds it', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    const failing = await failListings(page, 503, (pageNumber) => pageNumber === '2');
    await page.clock.install();
    await page.goto(portal.origin);
    await page.getByText('Mostrando 12 de 93 propiedades').waitFor();
    // The sentinel below the cards comes into view and stays there.
    await page.mouse.wheel(0, 20_000);
    await page.clock.runFor(WATCH_MS);
    expect(failing.requests.length, 'requests for page 2').toBeGreaterThan(0);
    expect(failing.requests.length, 'requests for page 2').toBeLessThanOrEqual(2);
    await errorAlert(page).waitFor();
    expect(await page.locator('article').count()).toBe(12);

    await failing.restore();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.locator('article').nth(23).waitFor();
    expect(await errorAlert(page).count()).toBe(0);
    await page.close();
  });

  it('the favourites view asks once too, and Reintentar shows the favourites', async () => {
    const context = await portal.browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(
      `localStorage.setItem('favoritos', JSON.stringify({ state: { ids: ['prop-001', 'prop-002'] }, version: 0 }))`,
    );
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(portal.origin);
    await page.getByText('Mostrando 12 de 93 propiedades').waitFor();
    const failing = await failListings(page, 500);
    await page.getByRole('button', { name: /Favoritos/ }).click();
    await page.clock.runFor(WATCH_MS);
    expect(failing.requests.length, 'requests for the favourites').toBeGreaterThan(0);
    expect(failing.requests.length, 'requests for the favourites').toBeLessThanOrEqual(2);
    expect(failing.requests.every((url) => new URL(url).searchParams.get('ids') === 'prop-001,prop-002')).toBe(true);
    await errorAlert(page).waitFor();

    await failing.restore();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('Mostrando 2 de 2 propiedades').waitFor();
    await context.close();
  });

  it('other pages ask once for what failed and say so: property page, AI search, API documentation', async () => {
    const cases = [
      {
        path: '/propiedad/x-prop-005',
        method: 'GET',
        api: '/api/properties/prop-005',
        shown: 'Propiedad no encontrada',
      },
      // SPEC §8: a failed AI search is only logged; the catalogue shows instead.
      {
        path: '/?ia=apartamento%20en%20Chapinero',
        method: 'POST',
        api: '/api/properties/search',
        shown: 'Mostrando 12 de 93 propiedades',
      },
      { path: '/api-docs', method: 'GET', api: '/api/documentation', shown: 'No se pudo cargar la documentación' },
    ];
    for (const { path, method, api, shown } of cases) {
      const page = await portal.browser.newPage({ viewport: DESKTOP });
      await withoutFirstRender(page);
      const requests: string[] = [];
      await page.route(
        (url) => url.pathname === api,
        async (route) => {
          if (route.request().method() !== method) return route.fallback();
          requests.push(route.request().url());
          await failWith(503)(route);
        },
      );
      await page.clock.install();
      await page.goto(`${portal.origin}${path}`);
      await page.getByText(shown).first().waitFor();
      await page.clock.runFor(WATCH_MS);
      expect(requests, path).toHaveLength(1);
      await page.close();
    }
  });
});
