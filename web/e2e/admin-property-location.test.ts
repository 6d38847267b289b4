import { describe, expect, it } from 'vitest';
import { openAdminPanel, portalPerFile } from './browser.js';

const portal = portalPerFile();

interface Listing {
  id: string;
  slug: string;
  location: { lat: number; lng: number; approximate: boolean } | null;
  exactLocation?: { lat: number; lng: number; exact: boolean } | null;
}

describe('the listing location in the property form', () => {
  it('places the point on the map or by its coordinates, refuses one outside Colombia, saves it and shows it to visitors', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    const read = async (id: string) =>
      (await (await page.request.get(`${portal.origin}/api/properties/${id}`)).json()) as Listing;
    const { properties } = (await (await page.request.get(`${portal.origin}/api/properties?limit=1`)).json()) as {
      properties: Listing[];
    };
    const listing = properties[0]!;
    const saved = (await read(listing.id)).exactLocation!;
    expect(saved.exact).toBe(false);

    await page.goto(`${portal.origin}/admin?edit=${listing.id}`);
    const form = page.getByRole('form', { name: 'Editar propiedad' });
    const latitude = form.getByRole('textbox', { name: 'Latitud' });
    const longitude = form.getByRole('textbox', { name: 'Longitud' });
    // The map and the inputs start from the saved point.
    await expect.poll(() => latitude.inputValue()).toBe(String(saved.lat).replace('.', ','));
    const map = form.getByRole('region', { name: 'Mapa para elegir la ubicación de la propiedad' });
    await map.scrollIntoViewIfNeeded();
    await map.locator('.leaflet-marker-icon').waitFor();

    // A click on the map moves the pin there and the inputs follow.
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.3);
    await expect.poll(() => latitude.inputValue()).not.toBe(String(saved.lat).replace('.', ','));
    expect(Number((await latitude.inputValue()).replace(',', '.'))).toBeGreaterThan(saved.lat);
    expect(Number((await longitude.inputValue()).replace(',', '.'))).toBeGreaterThan(saved.lng);

    // A point outside Colombia (a lost minus sign) is refused in Spanish.
    await longitude.fill('74,05');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await form.getByText('Colombia', { exact: false }).first().waitFor();
    expect((await read(listing.id)).exactLocation).toEqual(saved);

    // Typed coordinates, shown exactly to visitors.
    await latitude.fill('4,6731');
    await longitude.fill('-74,0512');
    await form.getByRole('switch', { name: 'Mostrar la ubicación exacta a los visitantes' }).check({ force: true });
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Propiedad actualizada exitosamente').waitFor();
    const after = await read(listing.id);
    expect(after.exactLocation).toEqual({ lat: 4.6731, lng: -74.0512, exact: true });
    await page.close();

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      const visitor = await portal.browser.newPage({ viewport });
      await visitor.goto(`${portal.origin}/propiedad/${listing.slug}`);
      const shown = visitor.getByRole('region', { name: 'Mapa: ubicación exacta de la propiedad' });
      await shown.scrollIntoViewIfNeeded();
      await shown.locator('.leaflet-marker-icon').waitFor();
      expect(await shown.locator('path.leaflet-interactive').count()).toBe(0);
      await visitor.getByText('Ubicación exacta', { exact: true }).waitFor();
      await visitor.close();
    }
  });

  it('removes the location: the listing then has no map for visitors', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    const { properties } = (await (await page.request.get(`${portal.origin}/api/properties?limit=2`)).json()) as {
      properties: Listing[];
    };
    const listing = properties[1]!;
    await page.goto(`${portal.origin}/admin?edit=${listing.id}`);
    const form = page.getByRole('form', { name: 'Editar propiedad' });
    await form.getByRole('button', { name: 'Quitar ubicación' }).click();
    await form.getByText('Sin ubicación', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Propiedad actualizada exitosamente').waitFor();
    const saved = (await (await page.request.get(`${portal.origin}/api/properties/${listing.id}`)).json()) as Listing;
    expect(saved.location).toBeNull();
    await page.goto(`${portal.origin}/propiedad/${listing.slug}`);
    await page.getByRole('heading', { name: 'Características' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Ubicación', exact: true }).count()).toBe(0);
    await page.close();
  });
});
