import type { Locator, Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { openAdminPanel, portalPerFile } from './browser.js';

const portal = portalPerFile();

const FILTERS_PATH = '/admin?tab=search-management';
const EXAMPLES_PATH = '/admin?tab=search-management&sub=ai-examples';

const desktop = () => portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
/** A visitor in a browser of their own (no admin session, nothing cached). */
const visitor = async () => (await portal.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

// The newest toast: the one an earlier identical action showed may still be fading out as it is replaced.
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).last().waitFor();
const group = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${escape(title)} \\(`) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const itemNames = async (list: Locator) =>
  Promise.all((await list.getByRole('listitem').all()).map((item) => item.getAttribute('aria-label')));

const orderSaved = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/search-filters',
  );

/** Mantine's Select: open its list by the label, then pick the option. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The catalogue's AI search mode (kept on while the visit lasts), and its example chips once they are there. */
async function openAiSearch(page: Page) {
  const toggle = page.getByRole('button', { name: 'Búsqueda con AI' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const chips = page.getByRole('group', { name: 'Ejemplos contextuales:' }).getByRole('button');
  await chips.first().waitFor();
  return chips;
}

/** The labels of a catalogue filter select (a native select). */
const catalogueOptions = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator('option').allInnerTexts();

describe('the Búsquedas tab of the administration panel in Chromium: Filtros de Búsqueda', () => {
  it('says SPEC §5’s messages, creates options whose visitors see them, keeps what was typed when a save fails', async () => {
    const page = await desktop();
    await openAdminPanel(page, portal, FILTERS_PATH);
    await group(page, 'Habitaciones').waitFor();

    // Nothing typed: the API's own schema answers, word for word.
    await page.getByRole('button', { name: 'Nueva opción' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva opción de filtro' });
    await dialog.getByRole('button', { name: 'Crear opción' }).click();
    for (const message of ['Tipo es requerido', 'Nombre es requerido', 'Valor es requerido'])
      await dialog.getByText(message, { exact: true }).waitFor();

    // SPEC §5's five types, in Spanish.
    await dialog.getByRole('combobox', { name: 'Tipo', exact: true }).click();
    const types = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(types).toEqual(['Estado', 'Rango de precio', 'Rango de área', 'Habitaciones', 'Baños']);
    await page.getByRole('option', { name: 'Habitaciones', exact: true }).click();
    await dialog.getByLabel('Nombre').fill('6 o más habitaciones');
    await dialog.getByRole('textbox', { name: 'Valor' }).fill('6');
    expect(await dialog.getByRole('textbox', { name: 'Orden' }).inputValue()).toBe('0');
    expect(await dialog.getByRole('switch', { name: 'Activa' }).isChecked()).toBe(true);

    // The save fails: the dialog stays open with everything typed, and says so.
    await page.route('**/api/search-filters', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"message":"Servicio en mantenimiento."}',
          })
        : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Crear opción' }).click();
    await toast(page, 'No se pudo crear la opción');
    await page.getByText('Servicio en mantenimiento.').waitFor();
    expect(await dialog.getByLabel('Nombre').inputValue()).toBe('6 o más habitaciones');
    expect(await dialog.getByRole('textbox', { name: 'Valor' }).inputValue()).toBe('6');
    await page.unroute('**/api/search-filters');

    await dialog.getByRole('button', { name: 'Crear opción' }).click();
    await toast(page, 'Opción creada');
    await dialog.waitFor({ state: 'detached' });
    const bedrooms = group(page, 'Habitaciones');
    // Order 0 puts it first, and 6 reads as "6 o más" (the catalogue's 4-or-more rule).
    expect((await itemNames(bedrooms))[0]).toBe('6 o más habitaciones');
    await bedrooms
      .getByRole('listitem', { name: '6 o más habitaciones' })
      .getByText('6 o más', { exact: true })
      .waitFor();

    // A price range, added from its own list: two peso amounts, formatted while typed and in the list.
    await page.getByRole('button', { name: 'Agregar a Precio de arriendo' }).click();
    const rent = page.getByRole('dialog', { name: 'Nueva opción de filtro' });
    expect(await rent.getByRole('combobox', { name: 'Tipo', exact: true }).inputValue()).toBe('Precio de arriendo');
    await rent.getByLabel('Nombre').fill('$1.2 a $2 millones');
    const range = rent.getByRole('group', { name: 'Valor' });
    await range.getByLabel('Desde').fill('3000000');
    await range.getByLabel('Hasta').fill('1200000');
    expect(await range.getByLabel('Desde').inputValue()).toBe('3.000.000');
    await rent.getByRole('button', { name: 'Crear opción' }).click();
    await rent.getByText('El mínimo no puede ser mayor que el máximo', { exact: true }).waitFor();
    await range.getByLabel('Desde').fill('1200000');
    await range.getByLabel('Hasta').fill('2000000');
    await rent.getByRole('button', { name: 'Crear opción' }).click();
    await toast(page, 'Opción creada');
    const rentList = group(page, 'Precio de arriendo');
    await rentList
      .getByRole('listitem', { name: '$1.2 a $2 millones' })
      .getByText('$ 1.200.000 a $ 2.000.000', { exact: true })
      .waitFor();

    // Visitors see both on their next page load: the bedrooms list, and the rent prices once Alquiler is chosen (a
    // price range written from its amounts, as prices are written everywhere, whatever its name).
    const guest = await visitor();
    await guest.goto(portal.origin);
    await guest
      .getByLabel('Habitaciones', { exact: true })
      .locator('option', { hasText: '6 o más' })
      .waitFor({ state: 'attached' });
    expect((await catalogueOptions(guest, 'Habitaciones'))[1]).toBe('6 o más habitaciones');
    await guest.getByRole('group', { name: 'Estado' }).getByRole('button', { name: 'Alquiler', exact: true }).click();
    await guest
      .getByLabel('Precio', { exact: true })
      .locator('option', { hasText: '$ 1.200.000 a $ 2.000.000/mes' })
      .waitFor({ state: 'attached' });

    // The switch saves at once: deactivated, the option leaves the catalogue.
    const created = bedrooms.getByRole('listitem', { name: '6 o más habitaciones' });
    await created.getByRole('switch', { name: 'Activa: 6 o más habitaciones' }).uncheck();
    await toast(page, 'Opción desactivada');
    await guest.reload();
    await guest
      .getByLabel('Habitaciones', { exact: true })
      .locator('option', { hasText: '3 habitaciones' })
      .waitFor({ state: 'attached' });
    expect(await catalogueOptions(guest, 'Habitaciones')).not.toContain('6 o más habitaciones');
    await created.getByRole('switch', { name: 'Activa: 6 o más habitaciones' }).check();
    await toast(page, 'Opción activada');

    // Reordering: a button, then the keyboard on the drag handle; both are saved (a reload keeps them).
    // The list is read again once every moved item is saved: that read says the order is stored.
    let saved = orderSaved(page);
    await created.getByRole('button', { name: 'Bajar «6 o más habitaciones»' }).click();
    await saved;
    await toast(page, 'Orden guardado');
    expect((await itemNames(bedrooms)).slice(0, 2)).toEqual(['1 habitación', '6 o más habitaciones']);
    await created.getByRole('button', { name: 'Arrastrar «6 o más habitaciones» para ordenar' }).focus();
    saved = orderSaved(page);
    // Each step waits for what the drag announces to screen readers, as someone using one would.
    await page.keyboard.press('Space');
    await page.getByText('«6 o más habitaciones» tomado.', { exact: false }).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    await page.getByText('«6 o más habitaciones» pasa al lugar de «2 habitaciones».').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await saved;
    expect((await itemNames(bedrooms)).slice(0, 3)).toEqual(['1 habitación', '2 habitaciones', '6 o más habitaciones']);
    await page.reload();
    await group(page, 'Habitaciones').waitFor();
    expect((await itemNames(bedrooms)).slice(0, 3)).toEqual(['1 habitación', '2 habitaciones', '6 o más habitaciones']);
    await guest.reload();
    await guest
      .getByLabel('Habitaciones', { exact: true })
      .locator('option', { hasText: '6 o más' })
      .waitFor({ state: 'attached' });
    expect((await catalogueOptions(guest, 'Habitaciones')).slice(1, 4)).toEqual([
      '1 habitación',
      '2 habitaciones',
      '6 o más habitaciones',
    ]);

    // Editing keeps the option's own list among the type choices.
    await bedrooms.getByRole('button', { name: 'Editar «6 o más habitaciones»' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar opción de filtro' });
    await edit.getByLabel('Nombre').fill('6 habitaciones o más');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(page, 'Opción actualizada');
    await bedrooms.getByRole('listitem', { name: '6 habitaciones o más' }).waitFor();

    // Delete asks first; Cancelar changes nothing.
    await bedrooms.getByRole('button', { name: 'Eliminar «6 habitaciones o más»' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Eliminar opción' });
    await confirmation.getByText('¿Estás seguro de que quieres eliminar esta opción de filtro?').waitFor();
    await confirmation.getByRole('button', { name: 'Cancelar' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await bedrooms.getByRole('button', { name: 'Eliminar «6 habitaciones o más»' }).click();
    await confirmation.getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Opción eliminada');
    await bedrooms.getByRole('listitem', { name: '6 habitaciones o más' }).waitFor({ state: 'detached' });

    await guest.context().close();
    await page.close();
  });

  it('closes the dialog and says the option was saved as soon as the server answers, while the lists are read again', async () => {
    const page = await desktop();
    await openAdminPanel(page, portal, FILTERS_PATH);
    const bedrooms = group(page, 'Habitaciones');
    const first = bedrooms.getByRole('listitem').first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    await first.getByRole('button', { name: `Editar «${name}»` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar opción de filtro' });
    await dialog.getByLabel('Nombre').fill(`${name} (editada)`);

    // The lists' reads after the save are held until the toast is seen: a save that waited for them never says so.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/search-filters*', async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.fallback();
    });
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(page, 'Opción actualizada');
    await dialog.waitFor({ state: 'detached' });
    await bedrooms.getByRole('listitem', { name: `${name} (editada)` }).waitFor();
    release();
    await page.unroute('**/api/search-filters*');

    // Back as it was, for the other tests.
    await bedrooms.getByRole('button', { name: `Editar «${name} (editada)»` }).click();
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await bedrooms.getByRole('listitem', { name }).waitFor();
    await page.close();
  });

  it('keeps the chosen sub-tab in the address, and guards a dialog with unsaved changes', async () => {
    const page = await desktop();
    await openAdminPanel(page, portal, FILTERS_PATH);
    await page.getByRole('tab', { name: 'Ejemplos de AI' }).click();
    await page.getByRole('button', { name: 'Nuevo ejemplo' }).waitFor();
    expect(new URL(page.url()).searchParams.get('sub')).toBe('ai-examples');
    await page.reload();
    await page.getByRole('button', { name: 'Nuevo ejemplo' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Ejemplos de AI' }).getAttribute('aria-selected')).toBe('true');

    // Typed but not saved: leaving within the site asks first, staying keeps the text, leaving anyway leaves.
    await page.getByRole('banner').getByRole('link', { name: 'Propiedades', exact: true }).click();
    await page.waitForURL(`${portal.origin}/`);
    await page.goBack();
    await page.getByRole('button', { name: 'Nuevo ejemplo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo ejemplo de AI' });
    await dialog.getByLabel('Ejemplo').fill('Apartaestudio amoblado cerca de la universidad');
    await page.evaluate('history.forward()');
    const guard = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await guard.getByRole('button', { name: 'Seguir editando' }).click();
    await guard.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Ejemplo').inputValue()).toBe('Apartaestudio amoblado cerca de la universidad');
    expect(new URL(page.url()).searchParams.get('sub')).toBe('ai-examples');
    await page.evaluate('history.forward()');
    await guard.getByRole('button', { name: 'Salir sin guardar' }).click();
    await page.waitForURL(`${portal.origin}/`);
    await page.close();
  });
});

describe('the Búsquedas tab of the administration panel in Chromium: Ejemplos de AI', () => {
  const EXAMPLE = 'Casa campestre con piscina y jardín para estrenar';

  it('creates an example that visitors get as the first chip of the AI search, deactivates, edits and deletes it', async () => {
    const page = await desktop();
    await openAdminPanel(page, portal, EXAMPLES_PATH);
    await group(page, 'General').waitFor();
    // The admin has a look at the AI search and comes back: the catalogue now holds its examples in memory.
    await page.getByRole('banner').getByRole('link', { name: 'Propiedades', exact: true }).click();
    await openAiSearch(page);
    await page.goBack();
    await group(page, 'General').waitFor();

    await page.getByRole('button', { name: 'Nuevo ejemplo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo ejemplo de AI' });
    await dialog.getByRole('button', { name: 'Crear ejemplo' }).click();
    await dialog.getByText('Ejemplo es requerido', { exact: true }).waitFor();

    await dialog.getByLabel('Ejemplo').fill(EXAMPLE);
    await choose(page, dialog, 'Tipo de propiedad', 'Casa');
    await dialog.getByRole('combobox', { name: 'Categoría' }).click();
    expect(await page.getByRole('listbox').getByRole('option').allInnerTexts()).toEqual([
      'General',
      'Lujo',
      'Económico',
      'Familiar',
    ]);
    await page.getByRole('option', { name: 'Familiar', exact: true }).click();
    expect(await dialog.getByRole('textbox', { name: 'Orden' }).inputValue()).toBe('0');
    expect(await dialog.getByRole('switch', { name: 'Activo' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Crear ejemplo' }).click();
    await toast(page, 'Ejemplo creado');
    await dialog.waitFor({ state: 'detached' });
    const family = group(page, 'Familiar');
    const row = family.getByRole('listitem', { name: EXAMPLE });
    await row.getByText('Casa', { exact: true }).waitFor();
    expect((await itemNames(family))[0]).toBe(EXAMPLE);

    // Back in the catalogue without reloading, the AI search already offers it (order 0: the first chip).
    await page.getByRole('banner').getByRole('link', { name: 'Propiedades', exact: true }).click();
    const chips = await openAiSearch(page);
    await chips.filter({ hasText: EXAMPLE }).waitFor();
    expect((await chips.first().innerText()).trim()).toBe(EXAMPLE);

    // A visitor's next page load: at most 4 chips, active only, in order.
    const guest = await visitor();
    await guest.goto(portal.origin);
    const guestChips = await openAiSearch(guest);
    await guestChips.filter({ hasText: EXAMPLE }).waitFor();
    expect((await guestChips.first().innerText()).trim()).toBe(EXAMPLE);
    expect(await guestChips.count()).toBeLessThanOrEqual(4);

    // Deactivated: visitors no longer get it.
    await page.goto(`${portal.origin}${EXAMPLES_PATH}`);
    await row.getByRole('switch', { name: `Activo: ${EXAMPLE}` }).uncheck();
    await toast(page, 'Ejemplo desactivado');
    await guest.reload();
    // A reload starts in the normal search again.
    expect(await (await openAiSearch(guest)).allInnerTexts()).not.toContain(EXAMPLE);

    // Edited: the property type cleared becomes "any search".
    await row.getByRole('button', { name: `Editar «${EXAMPLE}»` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar ejemplo de AI' });
    expect(await edit.getByRole('combobox', { name: 'Tipo de propiedad' }).inputValue()).toBe('Casa');
    await edit.getByRole('button', { name: 'Quitar tipo de propiedad' }).click();
    await edit.getByLabel('Ejemplo').fill(`${EXAMPLE} en Chía`);
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(page, 'Ejemplo actualizado');
    const edited = family.getByRole('listitem', { name: `${EXAMPLE} en Chía` });
    await edited.getByText('Para cualquier búsqueda', { exact: true }).waitFor();

    // Delete asks first.
    await edited.getByRole('button', { name: `Eliminar «${EXAMPLE} en Chía»` }).click();
    const confirmation = page.getByRole('dialog', { name: 'Eliminar ejemplo' });
    await confirmation.getByText('¿Estás seguro de que quieres eliminar este ejemplo de búsqueda?').waitFor();
    // The lists' reads after the delete are held until the row is gone and the toast seen: a delete that waited for
    // them would say nothing.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ai-search-examples*', async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.fallback();
    });
    await confirmation.getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Ejemplo eliminado');
    await edited.waitFor({ state: 'detached' });
    release();
    await page.unroute('**/api/ai-search-examples*');

    await guest.context().close();
    await page.close();
  });

  it('fits a 360-px phone: nothing scrolls sideways, the controls of each row stay reachable', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    await openAdminPanel(page, portal, EXAMPLES_PATH);
    await group(page, 'General').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await page.getByRole('tab', { name: 'Filtros de Búsqueda' }).click();
    await group(page, 'Estado').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await group(page, 'Estado').getByRole('button', { name: 'Editar «Venta»' }).click();
    await page
      .getByRole('dialog', { name: 'Editar opción de filtro' })
      .getByRole('button', { name: 'Cancelar' })
      .click();
    await page.close();
  });
});
