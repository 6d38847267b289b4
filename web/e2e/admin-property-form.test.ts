import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { ADMIN, openAdminPanel, portalPerFile } from './browser.js';

const portal = portalPerFile();

interface Listing {
  id: string;
  title: string;
  price: string;
  status: string;
  featured: boolean;
  bedrooms: number | null;
  area: string | null;
  propertyTypeId: string;
  characteristicIds: string[];
  version: number;
}

async function listings(page: Page, search: string): Promise<Listing[]> {
  const response = await page.request.get(
    `${portal.origin}/api/properties?limit=100&search=${encodeURIComponent(search)}`,
  );
  return ((await response.json()) as { properties: Listing[] }).properties;
}

async function pick(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('form').getByRole('combobox', { name: label });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the property form of the administration panel in Chromium', () => {
  it('refuses an empty listing with the SPEC messages, formats prices while typing, and publishes a new listing', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    const form = page.getByRole('form', { name: 'Nueva propiedad' });
    // The visitors' floating WhatsApp button would cover the panel's own buttons on a phone.
    expect(await page.getByRole('link', { name: 'Contactar por WhatsApp', exact: true }).count()).toBe(0);
    await form.getByRole('button', { name: 'Publicar', exact: true }).click();
    for (const message of [
      'Título es requerido',
      'Tipo de propiedad es requerido',
      'Municipio es requerido',
      'Dirección es requerida',
      'Precio es requerido',
    ])
      await form.getByText(message, { exact: true }).waitFor();

    await form.getByRole('textbox', { name: 'Título' }).fill('Apartamento de prueba con terraza en Usaquén');
    await pick(page, 'Tipo de propiedad', 'apart', 'Apartamento');
    await pick(page, 'Municipio', 'bogo', 'Bogotá');
    await form.getByRole('textbox', { name: 'Dirección' }).fill('Calle 120 # 7-45, Usaquén');
    const price = form.getByRole('textbox', { name: 'Precio' });
    await price.pressSequentially('450000000');
    expect(await price.inputValue()).toBe('450.000.000');
    await form.getByRole('textbox', { name: 'Habitaciones' }).fill('3');
    await form.getByRole('textbox', { name: 'Área (m²)' }).fill('85,5');
    await form.getByRole('textbox', { name: 'Tour virtual 360° (URL https)' }).fill('http://tour.example/x');
    await form.getByRole('button', { name: 'Publicar', exact: true }).click();
    await form.getByText('La URL del tour 360° debe comenzar con https://').waitFor();
    await form.getByRole('textbox', { name: 'Tour virtual 360° (URL https)' }).fill('https://tour.example/x');
    await form.getByRole('switch', { name: 'Destacada' }).check();
    await form.getByRole('button', { name: 'Publicar', exact: true }).click();

    await page.getByText('Propiedad creada exitosamente').waitFor();
    await page.getByRole('heading', { name: 'Propiedades (94)' }).waitFor();
    // The form is ready for the next listing, and the new one is on the public catalogue as typed.
    expect(await form.getByRole('textbox', { name: 'Título' }).inputValue()).toBe('');
    const [created] = await listings(page, 'terraza en Usaquén');
    expect(created).toMatchObject({
      price: '450000000',
      status: 'sale',
      propertyTypeId: 'apartamento',
      featured: true,
      area: '85.5',
    });
    await page.close();
  });

  it('edits a listing through ?edit=, which a reload reopens, and returns to /admin when done', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    const row = page.locator('tbody tr[aria-label]').nth(1);
    const title = (await row.getAttribute('aria-label')) ?? '';
    await row.getByRole('button', { name: `Editar ${title}` }).click();
    const form = page.getByRole('form', { name: 'Editar propiedad' });
    await page.waitForURL(/\/admin\?edit=/);
    expect(await form.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(title);

    await page.reload();
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(title);
    const price = form.getByRole('textbox', { name: 'Precio' });
    await price.fill('');
    await price.pressSequentially('1234567890');
    expect(await price.inputValue()).toBe('1.234.567.890');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Propiedad actualizada exitosamente').waitFor();
    await page.waitForURL(`${portal.origin}/admin`);
    await page.getByRole('form', { name: 'Nueva propiedad' }).waitFor();
    const [saved] = (await listings(page, title)).filter((listing) => listing.title === title);
    expect(saved?.price).toBe('1234567890');
    await page.close();
  });

  it('keeps everything typed when someone else saved first, says what they changed, and overwrites only when asked', async () => {
    const first = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const second = await portal.browser.newContext().then((context) => context.newPage());
    const [target] = await listings(first, 'Belén');
    if (!target) throw new Error('El catálogo de demostración tiene un apartamento en Belén');
    await openAdminPanel(first, portal, `/admin?edit=${target.id}`);
    await openAdminPanel(second, portal, `/admin?edit=${target.id}`);
    const mine = first.getByRole('form', { name: 'Editar propiedad' });
    const theirs = second.getByRole('form', { name: 'Editar propiedad' });
    await mine.getByRole('textbox', { name: 'Título' }).waitFor();
    await theirs.getByRole('textbox', { name: 'Título' }).waitFor();

    await theirs.getByRole('textbox', { name: 'Precio' }).fill('199000000');
    await theirs.getByRole('button', { name: 'Guardar cambios' }).click();
    await second.getByText('Propiedad actualizada exitosamente').waitFor();

    await mine.getByRole('textbox', { name: 'Título' }).fill('Apartamento en Belén, precio negociable');
    await mine.getByRole('button', { name: 'Guardar cambios' }).click();
    const alert = first
      .getByRole('alert')
      .filter({ hasText: 'Otra persona guardó esta propiedad mientras la editabas' });
    await alert.waitFor();
    await alert.getByText('Precio').waitFor();
    await alert.getByText('ahora $ 199.000.000').waitFor();
    expect(await mine.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(
      'Apartamento en Belén, precio negociable',
    );

    await alert.getByRole('button', { name: 'Guardar mis cambios encima' }).click();
    await first.getByText('Propiedad actualizada exitosamente').waitFor();
    const response = await first.request.get(`${portal.origin}/api/properties/${target.id}`);
    // Their price and my title: saving over their version sent only what I changed.
    expect(await response.json()).toMatchObject({
      title: 'Apartamento en Belén, precio negociable',
      price: '199000000',
    });
    await first.close();
    await second.context().close();
  });

  it('manages master data: adds by name, refuses a duplicate, and refuses to delete what listings use', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    await page.getByRole('button', { name: 'Gestionar tipos de propiedad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tipos de propiedad' });
    await dialog.getByRole('listitem').filter({ hasText: 'Apartamento' }).first().waitFor();

    await dialog.getByRole('textbox', { name: 'Nuevo tipo de propiedad' }).fill('Cabaña');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await page.getByText('«Cabaña» se agregó a la lista.').waitFor();
    await dialog.getByRole('button', { name: 'Eliminar Cabaña' }).waitFor();

    await dialog.getByRole('textbox', { name: 'Nuevo tipo de propiedad' }).fill('cabaña');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await dialog.getByText('Ya existe un tipo de propiedad con ese nombre').waitFor();

    await dialog.getByRole('button', { name: 'Eliminar Apartamento', exact: true }).click();
    await page.getByText(/^No se puede eliminar: \d+ propiedades usan este tipo de propiedad\.$/).waitFor();
    await dialog.getByRole('button', { name: 'Eliminar Apartamento', exact: true }).waitFor();

    await dialog.getByRole('button', { name: 'Eliminar Cabaña' }).click();
    await page.getByText('«Cabaña» se eliminó de la lista.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Eliminar Cabaña' }).count()).toBe(0);

    // Característica is feminine, and the dialog of its list says so.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Gestionar características' }).click();
    const characteristics = page.getByRole('dialog', { name: 'Características' });
    await characteristics.getByRole('textbox', { name: 'Nueva característica' }).waitFor();
    await page.close();
  });
});

describe('the history of a listing in Chromium', () => {
  it('shows who changed what, before and after, and restores a deleted listing from it', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const [target] = await listings(page, 'Anapoima');
    if (!target) throw new Error('El catálogo de demostración tiene una casa campestre en Anapoima');
    await openAdminPanel(page, portal, `/admin?edit=${target.id}`);
    const form = page.getByRole('form', { name: 'Editar propiedad' });
    // The form shows what is saved, switches included (this finca is remodelled, not featured).
    await form.getByRole('textbox', { name: 'Habitaciones' }).waitFor();
    expect(await form.getByRole('switch', { name: 'Remodelada' }).isChecked()).toBe(true);
    expect(await form.getByRole('switch', { name: 'Destacada' }).isChecked()).toBe(false);
    await form.getByRole('textbox', { name: 'Habitaciones' }).fill('7');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Propiedad actualizada exitosamente').waitFor();

    const row = page.getByRole('row', { name: target.title });
    await row.getByRole('button', { name: `Ver ${target.title}` }).click();
    const dialog = page.getByRole('dialog', { name: target.title });
    const history = dialog.getByRole('region', { name: 'Historial' });
    await history.getByText('Modificada').waitFor();
    await history.getByText(/^Habitaciones: \d+ → 7$/).waitFor();
    await history.getByText(`por ${ADMIN.email}`, { exact: false }).first().waitFor();
    await history.getByText('Creada').waitFor();
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: `Eliminar ${target.title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('La propiedad se eliminó exitosamente').waitFor();

    await page.getByLabel('Estado', { exact: true }).selectOption('deleted');
    await page.getByRole('heading', { name: 'Propiedades eliminadas' }).waitFor();
    await page.getByRole('article', { name: target.title }).getByRole('button', { name: 'Historial' }).click();
    const restoreDialog = page.getByRole('dialog', { name: target.title });
    await restoreDialog.getByText('Eliminada', { exact: true }).waitFor();
    await restoreDialog.getByRole('button', { name: 'Restaurar propiedad' }).click();
    await page.getByText('La propiedad vuelve a estar publicada.').waitFor();
    expect(await page.getByRole('article', { name: target.title }).count()).toBe(0);

    // Back on the public catalogue, with the history keeping every step.
    const [restored] = await listings(page, 'Anapoima');
    expect(restored).toMatchObject({ id: target.id, bedrooms: 7 });
    const response = await page.request.get(`${portal.origin}/api/properties/${target.id}/history`);
    const kinds = ((await response.json()) as { entries: Array<{ kind: string }> }).entries.map((entry) => entry.kind);
    expect(kinds.slice(0, 3)).toEqual(['restored', 'deleted', 'revised']);
    await page.close();
  });
});
