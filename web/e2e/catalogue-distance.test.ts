import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { portalPerFile } from './browser.js';

/*
 * Issue 28: «Distancia: más cercanas primero» in the catalogue, from the visitor's place (the browser's geolocation,
 * granted or not) or the chosen municipality's centre; the point is kept in the address (cerca=lat,lng).
 */

const portal = portalPerFile();
const CHAPINERO = { latitude: 4.6486, longitude: -74.0628 };

const cardTitles = (page: Page) =>
  page.locator('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
async function listed(query: string): Promise<Array<{ title: string; distanceKm?: number }>> {
  const response = await fetch(`${portal.origin}/api/properties?availableFirst=true&limit=12&${query}`);
  return ((await response.json()) as { properties: Array<{ title: string; distanceKm?: number }> }).properties;
}

describe('sort by distance', () => {
  it('orders from the visitor’s place, says how far each listing is, and keeps the point through a reload', async () => {
    const context = await portal.browser.newContext({
      viewport: { width: 1280, height: 900 },
      geolocation: CHAPINERO,
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto(`${portal.origin}/?municipality=bogota`);
    await page.getByLabel('Ordenar por').selectOption({ label: 'Distancia: más cercanas primero' });
    await page.getByText('Elige desde dónde medir la distancia.').waitFor();
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await page.waitForURL(/sort=distance&cerca=4\.6486%2C-74\.0628/);
    await page.getByText('Desde tu ubicación.').waitFor();
    const expected = await listed('municipality=bogota&sortBy=distance&near=4.6486,-74.0628');
    await expect.poll(() => cardTitles(page)).toEqual(expected.map((listing) => listing.title));
    const nearest = expected[0]!.distanceKm!.toLocaleString('es-CO');
    await page.locator('article').first().getByText(`a ${nearest} km`, { exact: true }).waitFor();

    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual(expected.map((listing) => listing.title));
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('distance');
    // After a reload (as from a shared link) the point is the address's, not one this page asked for.
    await page.getByText('Desde el punto del enlace.').waitFor();
    await context.close();
  });

  it('orders from the chosen municipality’s centre', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${portal.origin}/?municipality=medellin&sort=distance`);
    await page.getByRole('button', { name: 'Centro de Medellín' }).click();
    await page.waitForURL(/cerca=6\.\d{4}%2C-75\.\d{4}/);
    await page.getByText('Desde el centro de Medellín.').waitFor();
    const near = new URL(page.url()).searchParams.get('cerca')!;
    const expected = await listed(`municipality=medellin&sortBy=distance&near=${near}`);
    await expect.poll(() => cardTitles(page)).toEqual(expected.map((listing) => listing.title));
    await page.close();
  });

  it('says in Spanish when the browser may not give the place, and asks nothing more by itself', async () => {
    const context = await portal.browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto(`${portal.origin}/?sort=distance`);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await page.getByRole('alert').filter({ hasText: 'No tenemos permiso para usar tu ubicación' }).waitFor();
    expect(new URL(page.url()).searchParams.get('cerca')).toBeNull();
    // Still the default order meanwhile: the list does not wait for a point.
    expect(await page.locator('article').count()).toBeGreaterThan(0);
    await context.close();
  });
});
