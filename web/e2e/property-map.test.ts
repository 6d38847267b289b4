import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { portalPerFile, TEST_TILES_PATH } from './browser.js';

const portal = portalPerFile();

interface Listing {
  slug: string;
  location: { lat: number; lng: number; approximate: boolean } | null;
}

async function firstListing(): Promise<Listing> {
  const page = (await (await fetch(`${portal.origin}/api/properties?limit=1`)).json()) as { properties: Listing[] };
  return page.properties[0]!;
}

/** The images the page asked for from elsewhere than the portal: none (the tiles are its stand-ins). */
function foreignImages(page: Page, origin: string) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !request.url().startsWith(origin) && !request.url().startsWith('data:'))
      urls.push(request.url());
  });
  return urls;
}

describe('the property page map', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 740 },
  ])
    it(`shows the approximate area as a circle with its caption and credit at ${viewport.width} px`, async () => {
      const listing = await firstListing();
      expect(listing.location?.approximate).toBe(true);
      const page = await portal.browser.newPage({ viewport });
      const foreign = foreignImages(page, portal.origin);
      const tiles = page.waitForResponse((response) => response.url().includes(TEST_TILES_PATH));
      await page.goto(`${portal.origin}/propiedad/${listing.slug}`);
      const map = page.getByRole('region', { name: 'Mapa: ubicación aproximada de la propiedad' });
      await map.scrollIntoViewIfNeeded();
      expect((await tiles).status()).toBe(200);
      await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBe(1);
      expect(await page.getByText('Ubicación aproximada', { exact: false }).first().isVisible()).toBe(true);
      const credit = map.getByRole('link', { name: 'OpenStreetMap contributors' });
      expect(await credit.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
      // Keyboard-reachable, and as wide as the column at most: no sideways scroll on a phone.
      expect(await map.getAttribute('tabindex')).toBe('0');
      const box = (await map.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      expect(foreign).toEqual([]);
      await page.close();
    });
});
