import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { portalPerFile, TEST_TILES_PATH } from './browser.js';

const portal = portalPerFile();

/** Listings the map draws now: a numbered circle counts its own, a price marker one. */
const listingsOnMap = (page: Page) =>
  page.evaluate(
    `[...document.querySelectorAll('.catalogue-cluster-marker')].reduce((sum, el) => sum + Number(el.textContent), 0)
      + document.querySelectorAll('.catalogue-price-marker').length`,
  ) as Promise<number>;

/** The total of the count line, "Mostrando 12 de 93 propiedades". */
async function listTotal(page: Page): Promise<number> {
  const line = page.getByText(/^Mostrando \d+ de \d+ propiedades$/);
  await line.waitFor();
  return Number(/de (\d+) propiedades/.exec(await line.innerText())![1]);
}

/** The map's zoom, as it says on its element once it has settled. */
const zoomOf = async (page: Page) => Number(await page.getByTestId('catalogue-map').getAttribute('data-zoom'));

/** Clicks the largest numbered circle; the map zooms in and it splits into smaller groups or single markers. */
async function clickLargestCluster(page: Page) {
  const counts = (await page.locator('.catalogue-cluster-marker').allInnerTexts()).map(Number);
  const largest = Math.max(...counts);
  const before = await zoomOf(page);
  await page.locator('.catalogue-cluster-marker').nth(counts.indexOf(largest)).click();
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);
  await expect
    .poll(async () => Math.max(0, ...(await page.locator('.catalogue-cluster-marker').allInnerTexts()).map(Number)))
    .toBeLessThan(largest);
}

async function totalListed(): Promise<number> {
  const answer = (await (await fetch(`${portal.origin}/api/properties?limit=1`)).json()) as {
    pagination: { total: number };
  };
  return answer.pagination.total;
}

describe('the catalogue map', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 740 },
  ])
    it(`shows every listing clustered, a card per marker and «Buscar en esta zona» at ${viewport.width} px`, async () => {
      const phone = viewport.width < 600;
      const everything = await totalListed();
      const page = await portal.browser.newPage({ viewport });
      const tiles = page.waitForResponse((response) => response.url().includes(TEST_TILES_PATH));
      await page.goto(portal.origin);
      // Phones have no view toggle: their own switch opens the map.
      if (phone) await page.getByRole('button', { name: 'Mapa', exact: true }).click();
      else await page.getByRole('button', { name: 'Ver en mapa' }).click();
      await page.waitForURL(/[?&]vista=mapa/);
      const map = page.getByRole('region', { name: 'Mapa de propiedades' });
      await map.waitFor();
      expect((await tiles).status()).toBe(200);

      // Every listing of the catalogue (all pages, not the first 12), at least one group of them in a circle.
      await expect.poll(() => listingsOnMap(page)).toBe(everything);
      expect(await page.locator('.catalogue-cluster-marker').count()).toBeGreaterThan(0);
      expect(await map.getAttribute('tabindex')).toBe('0');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      // Shorter than the window on a phone: the page around it still scrolls.
      if (phone) expect((await map.boundingBox())!.height).toBeLessThan(viewport.height);

      // A circle zooms in and splits, down to price markers.
      for (let round = 0; round < 6 && (await page.locator('.catalogue-price-marker').count()) === 0; round++)
        await clickLargestCluster(page);
      const marker = page.locator('.catalogue-price-marker').first();
      const name = (await marker.getAttribute('aria-label'))!;
      const title = name.slice(0, name.lastIndexOf(', $'));
      expect(name).toMatch(/, \$\s?\d{1,3}(\.\d{3})+(\/mes)?$/);
      expect(await marker.innerText()).toMatch(/^\$\d+(,\d)?(\.\d{3})? (M|mil)$/);
      // A marker is chosen with the mouse, or with the keyboard (Tab reaches it, Enter opens its card).
      if (phone) {
        await marker.focus();
        await page.keyboard.press('Enter');
      } else await marker.locator('span').click();
      const card = page.getByTestId('map-listing-card');
      await card.waitFor();
      expect(await card.getAttribute('aria-label')).toBe(title);
      expect(await card.innerText()).toMatch(/\$\s?\d{1,3}(\.\d{3})+/);

      // The visitor moved the map: «Buscar en esta zona» narrows the list and the map to what is in sight.
      await page.getByRole('button', { name: 'Buscar en esta zona' }).click();
      await page.waitForURL(/[?&]bbox=-?\d+(\.\d{1,5})?%2C/);
      const inZone = await listTotal(page);
      expect(inZone).toBeLessThan(everything);
      await expect.poll(() => listingsOnMap(page)).toBe(inZone);
      const chip = page.getByRole('button', { name: 'Quitar el filtro Zona del mapa' });
      await chip.waitFor();
      expect(await page.getByRole('button', { name: 'Buscar en esta zona' }).count()).toBe(0);
      if (!phone) {
        // Beside the map, the list holds the zone's listings only.
        await expect
          .poll(() => page.locator('article[aria-label]:not([data-testid])').count())
          .toBe(Math.min(12, inZone));
      }

      // The address alone shows the same: the same listings, the map fitted to the zone.
      const address = page.url();
      await page.reload();
      expect(page.url()).toBe(address);
      expect(await listTotal(page)).toBe(inZone);
      await expect.poll(() => listingsOnMap(page)).toBe(inZone);

      // The chip takes the zone away: the whole catalogue again.
      await page.getByRole('button', { name: 'Quitar el filtro Zona del mapa' }).click();
      await expect.poll(() => listTotal(page)).toBe(everything);
      expect(page.url()).not.toContain('bbox=');
      expect(page.url()).toContain('vista=mapa');
      await expect.poll(() => listingsOnMap(page)).toBe(everything);

      // A card's link opens the listing, as a grid card's title does.
      for (let round = 0; round < 6 && (await page.locator('.catalogue-price-marker').count()) === 0; round++)
        await clickLargestCluster(page);
      const another = page.locator('.catalogue-price-marker').first();
      const anotherName = (await another.getAttribute('aria-label'))!;
      await another.focus();
      await page.keyboard.press('Enter');
      const anotherTitle = anotherName.slice(0, anotherName.lastIndexOf(', $'));
      await page.getByTestId('map-listing-card').getByRole('link', { name: anotherTitle }).click();
      await page.waitForURL(/\/propiedad\//);
      await page.locator('h1').filter({ hasText: anotherTitle }).waitFor();

      // With every button of the bar («Crear alerta» comes with a filter), the page still never scrolls sideways.
      await page.goto(`${portal.origin}/?status=rent&vista=mapa`);
      await page.getByRole('button', { name: 'Crear alerta' }).waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.close();
    });

  it('«Limpiar» clears the zone too, and leaves the map view as it is', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${portal.origin}/?vista=mapa&bbox=-74.3,4.4,-73.9,4.9`);
    const inBogota = await listTotal(page);
    expect(inBogota).toBeGreaterThan(0);
    expect(inBogota).toBeLessThan(await totalListed());
    await page.getByRole('button', { name: 'Limpiar', exact: true }).click();
    await expect.poll(() => listTotal(page)).toBe(await totalListed());
    expect(new URL(page.url()).search).toBe('?vista=mapa');
    await page.close();
  });

  it('shows only the favourites on the map, and says so when there are none yet', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${portal.origin}/?vista=mapa`);
    await expect.poll(() => listingsOnMap(page)).toBe(await totalListed());
    await page.getByRole('button', { name: 'Favoritos' }).click();
    // The map's own word (the list, beside it on a wide screen, is hidden on a phone and says the same).
    await page.locator('p:visible', { hasText: 'Aún no tienes favoritos' }).waitFor();
    expect(await listingsOnMap(page)).toBe(0);
    await page.close();
  });

  it('says how many listings are not on the map, and after a failure offers «Reintentar» without asking again by itself', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    let asked = 0;
    await page.route('**/api/properties/points**', async (route) => {
      asked++;
      if (asked === 1) return route.fulfill({ status: 500, json: { message: 'Error interno' } });
      const response = await route.fetch();
      return route.fulfill({ response, json: { ...(await response.json()), withoutLocation: 3 } });
    });
    await page.goto(`${portal.origin}/?vista=mapa`);
    await page.getByText('No se pudo cargar el mapa de propiedades').waitFor();
    // The list beside it still works, and the map's request is not sent again on its own.
    await listTotal(page);
    expect(asked).toBe(1);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('3 propiedades sin ubicación no aparecen en el mapa').waitFor();
    await expect.poll(() => listingsOnMap(page)).toBeGreaterThan(0);
    expect(asked).toBe(2);
    await page.close();
  });
});
