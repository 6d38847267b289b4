import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { openAdminPanel, portalPerFile } from './browser.js';

const portal = portalPerFile();

interface Listing {
  id: string;
  slug: string;
  title: string;
}

/** A listing created through the API with the admin's session (the page's cookies). */
async function createListing(page: Page, fields: Record<string, unknown>): Promise<Listing> {
  const response = await page.request.post(`${portal.origin}/api/properties`, {
    data: {
      description: 'Creada para probar la tabla.',
      address: 'Calle 10 # 20-30, El Poblado, Medellín',
      price: '350000000',
      status: 'sale',
      propertyTypeId: 'apartamento',
      municipalityId: 'medellin',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Listing;
}

/** The table's rows, each named by its listing's title. */
const rowTitles = (page: Page) =>
  page.locator('tbody tr[aria-label]').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
/** The cells of one column, by its header's position. */
const columnTexts = async (page: Page, header: string) => {
  const headers = await page.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return page.locator(`tbody tr[aria-label] td:nth-child(${index + 1})`).allInnerTexts();
};
const pesos = (text: string) => Number(text.replace(/\D/g, ''));
/** The newest toast of a title (a replaced one may still be fading out). */
const toast = (page: Page, title: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: title }).last();

describe('the admin listing table at 1280 px, in Chromium', () => {
  it('sorts by a column and filters, with both in the address so a reload shows the same table', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    await page.getByText('Mostrando 1–50 de 93').waitFor();
    expect(await page.locator('tbody tr[aria-label]').count()).toBe(50);

    // A sortable header is a button: a click or Enter sorts by it (keeping the direction), and again the other way.
    const priceHeader = page.locator('thead th[data-accessor="price"]');
    const prices = async () => (await columnTexts(page, 'Precio')).map(pesos);
    const sorted = (values: number[], direction: 1 | -1) => [...values].sort((a, b) => direction * (a - b));
    await priceHeader.click();
    await page.waitForURL(/sortBy=price$/);
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.join() === sorted(shown, -1).join();
      })
      .toBe(true);
    const dearest = (await rowTitles(page))[0];
    await priceHeader.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/sortBy=price&sortOrder=asc/);
    await expect.poll(async () => (await rowTitles(page))[0]).not.toBe(dearest);
    const ascending = await prices();
    expect(ascending).toEqual(sorted(ascending, 1));

    await page.getByRole('search').getByRole('combobox', { name: 'Municipio' }).click();
    await page.getByRole('option', { name: 'Medellín', exact: true }).click();
    await page.waitForURL(/municipality=medellin/);
    await expect.poll(async () => new Set(await columnTexts(page, 'Municipio'))).toEqual(new Set(['Medellín']));
    const filtered = await rowTitles(page);
    await page.reload();
    await page.getByRole('heading', { name: `Propiedades (${filtered.length})` }).waitFor();
    await expect.poll(() => rowTitles(page)).toEqual(filtered);
    expect(await page.getByRole('search').getByRole('combobox', { name: 'Municipio' }).inputValue()).toBe('Medellín');

    await page.getByRole('textbox', { name: 'Buscar' }).fill('xqzwv inexistente');
    await page.getByText('No hay propiedades con estos filtros').waitFor();
    await page.close();
  });

  it('pauses every listing that matches, and says which drafts could not be paused and why', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    await createListing(page, { title: 'Casa Zafiro publicada' });
    await createListing(page, { title: 'Casa Zafiro borrador', publication: 'draft' });
    await createListing(page, { title: 'Lote Zafiro borrador', publication: 'draft' });

    await page.getByRole('textbox', { name: 'Buscar' }).fill('Zafiro');
    await page.getByRole('heading', { name: 'Propiedades (3)' }).waitFor();
    await page.getByRole('checkbox', { name: 'Seleccionar Casa Zafiro publicada' }).check();
    await page.getByText('1 seleccionada').waitFor();
    await page.getByRole('button', { name: 'Seleccionar las 3 que coinciden' }).click();
    await page.getByText('Las 3 propiedades que coinciden').waitFor();

    await page.getByRole('button', { name: 'Pausar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Pausar: 3 propiedades' });
    await dialog.getByRole('button', { name: 'Pausar' }).click();
    const draftRefusal = 'Un borrador no se puede pausar: aún no se ha publicado';
    await toast(page, 'Pausar')
      .getByText(/^1 pausada, 2 no se pudieron: /)
      .waitFor();
    const sentence = await toast(page, 'Pausar').innerText();
    expect(sentence).toContain(`«Casa Zafiro borrador»: ${draftRefusal}`);
    expect(sentence).toContain(`«Lote Zafiro borrador»: ${draftRefusal}`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'no se pudieron cambiar' })
      .getByText('«Lote Zafiro borrador»')
      .waitFor();
    await page
      .getByRole('row', { name: 'Casa Zafiro publicada' })
      .getByText('Pausada')
      .filter({ visible: true })
      .waitFor();
    expect(await page.getByText('Las 3 propiedades que coinciden').count()).toBe(0);
    await page.close();
  });

  it('publishes the rows chosen; one deleted meanwhile is the only failure', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    await createListing(page, { title: 'Oficina Rubí uno', publication: 'draft' });
    await createListing(page, { title: 'Oficina Rubí dos', publication: 'draft' });
    const gone = await createListing(page, { title: 'Oficina Rubí tres', publication: 'draft' });

    await page.getByRole('textbox', { name: 'Buscar' }).fill('Rubí');
    await page.getByRole('heading', { name: 'Propiedades (3)' }).waitFor();
    await page.getByRole('checkbox', { name: 'Seleccionar las de esta página' }).check();
    await page.getByText('3 seleccionadas').waitFor();
    // Someone else deletes one while it is chosen here.
    expect((await page.request.delete(`${portal.origin}/api/properties/${gone.id}`)).status()).toBe(204);

    // The bulk bar's Publicar, not the new-listing form's beside the table.
    await page
      .getByRole('region', { name: 'Acciones sobre las seleccionadas' })
      .getByRole('button', { name: 'Publicar', exact: true })
      .click();
    await page
      .getByRole('dialog', { name: 'Publicar: 3 propiedades' })
      .getByRole('button', { name: 'Publicar' })
      .click();
    await toast(page, 'Publicar')
      .getByText('2 publicadas, 1 no se pudo: «Oficina Rubí tres»: Propiedad no encontrada')
      .waitFor();
    // The table is read again: the deleted one is gone and the others say Publicada.
    await page.getByRole('heading', { name: 'Propiedades (2)' }).waitFor();
    for (const title of ['Oficina Rubí uno', 'Oficina Rubí dos'])
      await page.getByRole('row', { name: title }).getByText('Publicada').filter({ visible: true }).waitFor();
    await page.close();
  });

  it('opens a listing on the site in a new tab, where the staff sees even a draft', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    const draft = await createListing(page, { title: 'Penthouse Ámbar en borrador', publication: 'draft' });
    await page.getByRole('textbox', { name: 'Buscar' }).fill('Ámbar');
    const link = page.getByRole('link', { name: `Ver ${draft.title} en el sitio` });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toBe(`/propiedad/${draft.slug}`);
    const opened = page.waitForEvent('popup');
    await link.click();
    const site = await opened;
    await site.getByRole('heading', { name: draft.title, level: 1 }).waitFor();
    await site.close();
    await page.close();
  });

  it('shows a listing’s photos in the view dialog, which Escape closes', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    const listing = await createListing(page, {
      title: 'Casa Coral con fotos',
      photos: [`${portal.origin}/placeholders/1.svg`, `${portal.origin}/placeholders/2.svg`],
    });
    await page.getByRole('textbox', { name: 'Buscar' }).fill('Coral');
    const row = page.getByRole('row', { name: listing.title });
    // The cover photo as the row's thumbnail, loaded only when scrolled to.
    const thumbnail = row.locator('img').first();
    expect(await thumbnail.getAttribute('src')).toBe(`${portal.origin}/placeholders/1.svg`);
    expect(await thumbnail.getAttribute('loading')).toBe('lazy');

    await row.getByRole('button', { name: `Ver ${listing.title}` }).click();
    const dialog = page.getByRole('dialog', { name: listing.title });
    await dialog.getByRole('button', { name: 'Ver foto 2' }).first().waitFor();
    expect(await dialog.getByRole('img', { name: /Casa Coral con fotos/ }).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
  });
});

describe('the admin listing table by keyboard, and when the server fails, in Chromium', () => {
  it('reaches a row’s actions with Tab from its checkbox', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    // The panel's heading comes before the table's rows, which arrive with the listings.
    await page.locator('tbody tr[aria-label]').first().waitFor();
    const title = (await rowTitles(page))[0] ?? '';
    await page.getByRole('checkbox', { name: `Seleccionar ${title}` }).focus();
    const focused = () => page.evaluate('document.activeElement?.getAttribute("aria-label")');
    const reached: unknown[] = [];
    for (let step = 0; step < 12 && !reached.includes(`Eliminar ${title}`); step++) {
      await page.keyboard.press('Tab');
      reached.push(await focused());
    }
    expect(reached).toEqual(
      expect.arrayContaining([`Ver ${title}`, `Editar ${title}`, `Ver ${title} en el sitio`, `Eliminar ${title}`]),
    );
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(`Editar ${title}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(/edit=/);
    await page.close();
  });

  it('says the list could not be loaded, asks once, and again only when told to', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    await page.getByText(/^Mostrando 1–50 de \d+$/).waitFor();
    let asked = 0;
    await page.route(/\/api\/properties\?.*publication=/, async (route) => {
      asked += 1;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"No disponible"}' });
    });
    await page.clock.install();
    await page.reload();
    await page.getByText('No se pudieron cargar las propiedades').waitFor();
    const askedAfterLoad = asked;
    await page.clock.runFor(60_000);
    expect(asked).toBe(askedAfterLoad);
    await page.unroute(/\/api\/properties\?.*publication=/);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText(/^Mostrando 1–50 de \d+$/).waitFor();
    await page.close();
  });
});

describe('the admin listing table at 360 px, in Chromium', () => {
  it('comes first, never scrolls the page sideways, and opens the form on its own screen', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    await openAdminPanel(page, portal);
    // Other tests of this file add listings: the total is whatever it is by now.
    await page.getByText(/^Mostrando 1–50 de \d+$/).waitFor();
    expect(await page.getByRole('form', { name: 'Nueva propiedad' }).count()).toBe(0);
    const sideways = () => page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(await sideways()).toBe(0);

    // The filters fold under one button; the phone sorts from a list.
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByLabel('Ordenar por').selectOption({ label: 'Precio: mayor a menor' });
    await page.waitForURL(/sortBy=price$/);

    await page.getByRole('button', { name: 'Nueva propiedad' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nueva propiedad' });
    await drawer.getByRole('form', { name: 'Nueva propiedad' }).waitFor();
    expect(await sideways()).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // A row's actions sit behind one button, reached by keyboard.
    const first = (await rowTitles(page))[0] ?? '';
    const actions = page.getByRole('button', { name: `Acciones de ${first}` });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await page.waitForURL(/edit=/);
    const editing = page.getByRole('dialog', { name: 'Editar propiedad' });
    await editing.getByRole('form', { name: 'Editar propiedad' }).waitFor();
    expect(await sideways()).toBe(0);
    await editing.getByRole('button', { name: 'Cerrar el formulario' }).click();
    await page.waitForURL((url) => !url.searchParams.has('edit'));
    await page.close();
  });
});
