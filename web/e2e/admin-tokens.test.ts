import type { Locator, Page, Request } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { openAdminPanel, portalPerFile } from './browser.js';

const portal = portalPerFile();

const DESKTOP = { width: 1280, height: 900 };
const TAB = '/admin?tab=auth-settings';
const MASK = '*'.repeat(40);
const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** A calendar day in Colombia, `days` after today, with the calendar's own label for it (`15 diciembre 2026`). */
function colombianDay(days: number) {
  const date = new Date(Date.now() + COLOMBIA_OFFSET_MS + days * 24 * 60 * 60 * 1000);
  const month = new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(date);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    ariaLabel: `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`,
    shown: `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`,
    sameMonthAsToday: date.getUTCMonth() === new Date(Date.now() + COLOMBIA_OFFSET_MS).getUTCMonth(),
  };
}

/** What an integration sees when it calls an admin endpoint with the token. */
const statusWithToken = async (token: string) =>
  (await fetch(`${portal.origin}/api/audit`, { headers: { authorization: `Bearer ${token}` } })).status;

/** The token creation requests the page sends, to prove when none was sent. */
function watchCreations(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth-tokens') sent.push(request);
  });
  return sent;
}

/** A token's row (a card at 360 px, where it is no longer laid out as a table row). */
const row = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name });
const toast = (page: Page, title: string, message: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: title }).filter({ hasText: message });

async function createToken(page: Page, name: string, description = '') {
  await page.getByRole('button', { name: 'Crear Token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear Token' });
  await dialog.getByLabel('Nombre del Token').fill(name);
  await dialog.getByLabel('Descripción (opcional)').fill(description);
  await dialog.getByRole('button', { name: 'Crear Token' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const revealedToken = async (cells: Locator) => (await cells.locator('code').textContent()) ?? '';

describe('the Tokens API tab of the administration panel in Chromium', () => {
  it('creates a token with an expiry picked in the calendar, reveals and copies it, and the switch and delete govern the API', async () => {
    const context = await portal.browser.newContext({
      viewport: DESKTOP,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    // The list is held until its loading text has been seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth-tokens', async (route) => {
      if (route.request().method() === 'GET') await answered;
      await route.fallback();
    });
    await openAdminPanel(page, portal, TAB);
    await page.getByText('Cargando tokens...', { exact: true }).waitFor();
    answer();
    await page.getByText('No hay tokens de autenticación creados.', { exact: true }).waitFor();
    await page.unrouteAll();
    // The documentation card stays above the manager.
    expect(await page.getByRole('link', { name: 'API_DOCUMENTATION.md' }).getAttribute('target')).toBe('_blank');

    // A name that is only spaces: the toast says so and nothing is sent.
    const creations = watchCreations(page);
    await page.getByRole('button', { name: 'Crear Token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Token' });
    const name = dialog.getByLabel('Nombre del Token');
    expect(await name.getAttribute('placeholder')).toBe('API Mobile App');
    await dialog.getByText('Sin expiración', { exact: true }).waitFor();
    await name.fill('   ');
    await dialog.getByRole('button', { name: 'Crear Token' }).click();
    // Said once the schema has refused the form, which is where the creation would have been sent.
    await toast(page, 'Error', 'El nombre del token es requerido.').waitFor();
    expect(creations).toHaveLength(0);

    // The expiry comes from the calendar: past days cannot be picked, weeks start on Monday.
    await name.fill('Integración CRM');
    await dialog.getByLabel('Descripción (opcional)').fill('Sincroniza los clientes cada hora');
    await dialog.getByLabel('Fecha de Expiración (opcional)').click();
    const weekdays = await page.locator('.mantine-DatePickerInput-weekday').allTextContents();
    expect(weekdays.slice(0, 2)).toEqual(['lu', 'ma']);
    expect(await page.getByRole('button', { name: colombianDay(0).ariaLabel, exact: true }).isDisabled()).toBe(false);
    const yesterday = colombianDay(-1);
    if (yesterday.sameMonthAsToday)
      expect(await page.getByRole('button', { name: yesterday.ariaLabel, exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Mes anterior' }).isDisabled()).toBe(true);
    const expiry = colombianDay(40);
    while ((await page.getByRole('button', { name: expiry.ariaLabel, exact: true }).count()) === 0)
      await page.getByRole('button', { name: 'Mes siguiente' }).click();
    await page.getByRole('button', { name: expiry.ariaLabel, exact: true }).click();
    await dialog.getByText(expiry.shown, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Crear Token' }).click();

    await toast(page, 'Token creado', '«Integración CRM» está activo.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(creations).toHaveLength(1);
    expect(creations[0]?.postDataJSON()).toEqual({
      name: 'Integración CRM',
      description: 'Sincroniza los clientes cada hora',
      expiresAt: expect.stringMatching(/T23:59:59\.999-05:00$/) as unknown,
    });

    // Revealed at once, with its description, dates and state.
    const crm = row(page, 'Integración CRM');
    await crm.getByText('Sincroniza los clientes cada hora').waitFor();
    const token = await revealedToken(crm);
    expect(token).toMatch(/^pit_[\w-]{40,}$/);
    await crm.getByText(`${expiry.shown} 23:59`, { exact: true }).waitFor();
    await crm.getByText('Nunca', { exact: true }).waitFor();
    await crm.getByText('Activo', { exact: true }).waitFor();

    // Copied to the clipboard, said in a toast.
    await crm.getByRole('button', { name: 'Copiar token Integración CRM' }).click();
    await toast(page, 'Copiado', 'Token copiado al portapapeles.').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(token);

    // Hidden again as 40 asterisks (no copy button then), and revealed on demand.
    await crm.getByRole('button', { name: 'Ocultar token Integración CRM' }).click();
    await crm.getByText(MASK, { exact: true }).waitFor();
    expect(await crm.getByRole('button', { name: 'Copiar token Integración CRM' }).count()).toBe(0);
    await crm.getByRole('button', { name: 'Mostrar token Integración CRM' }).click();
    await crm.getByText(token, { exact: true }).waitFor();

    // The token works; switched off it is refused, and its use shows after a reload.
    expect(await statusWithToken(token)).toBe(200);
    const active = crm.getByRole('switch', { name: 'Token Integración CRM activo' });
    expect(await active.isChecked()).toBe(true);
    await active.press('Space');
    await toast(page, 'Token actualizado', '«Integración CRM» ahora está inactivo.').waitFor();
    await crm.getByText('Inactivo', { exact: true }).waitFor();
    expect(await active.isChecked()).toBe(false);
    expect(await statusWithToken(token)).toBe(401);

    // The use is recorded on its own, without delaying the request: read the list again until it shows.
    await expect
      .poll(async () => {
        await page.reload();
        await crm.getByText(MASK, { exact: true }).waitFor();
        return crm.getByText('Nunca', { exact: true }).count();
      })
      .toBe(0);
    expect(await crm.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).count()).toBe(2);

    await active.press('Space');
    await toast(page, 'Token actualizado', '«Integración CRM» ahora está activo.').waitFor();
    await crm.getByText('Activo', { exact: true }).waitFor();
    expect(await statusWithToken(token)).toBe(200);

    // Deleting asks first; Cancelar keeps the token.
    await crm.getByRole('button', { name: 'Eliminar token Integración CRM' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Eliminar token' });
    await confirmation.getByText(/¿Eliminar el token «Integración CRM»\?/).waitFor();
    await confirmation.getByRole('button', { name: 'Cancelar' }).click();
    await confirmation.waitFor({ state: 'detached' });
    expect(await statusWithToken(token)).toBe(200);

    await crm.getByRole('button', { name: 'Eliminar token Integración CRM' }).click();
    await confirmation.getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Token eliminado', '«Integración CRM» ya no da acceso a la API.').waitFor();
    await page.getByText('No hay tokens de autenticación creados.', { exact: true }).waitFor();
    expect(await statusWithToken(token)).toBe(401);
    await context.close();
  });

  it('keeps what was typed in the dialog, guards it when leaving the tab, and says every refusal in a toast', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await openAdminPanel(page, portal, TAB);
    await page.getByText('No hay tokens de autenticación creados.', { exact: true }).waitFor();

    // A refused creation keeps everything typed in the open dialog.
    await page.route('**/api/auth-tokens', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Servicio no disponible."}' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Crear Token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Token' });
    await dialog.getByLabel('Nombre del Token').fill('Portal aliado');
    await dialog.getByLabel('Descripción (opcional)').fill('Publica los inmuebles');
    await dialog.getByRole('button', { name: 'Crear Token' }).click();
    await toast(page, 'Error', 'No se pudo crear el token de autenticación. Servicio no disponible.').waitFor();
    expect(await dialog.getByLabel('Nombre del Token').inputValue()).toBe('Portal aliado');
    await page.unrouteAll();

    // Closed with Escape, the draft stays; leaving the tab asks first.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'IA' }).click();
    const guard = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await guard.getByRole('button', { name: 'Seguir editando' }).click();
    await guard.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('tab')).toBe('auth-settings');
    await page.getByRole('button', { name: 'Crear Token' }).click();
    expect(await dialog.getByLabel('Nombre del Token').inputValue()).toBe('Portal aliado');
    expect(await dialog.getByLabel('Descripción (opcional)').inputValue()).toBe('Publica los inmuebles');

    // Without an expiry nor a description the body leaves them out.
    const creations = watchCreations(page);
    await dialog.getByLabel('Descripción (opcional)').fill('');
    await dialog.getByRole('button', { name: 'Crear Token' }).click();
    await toast(page, 'Token creado', '«Portal aliado» está activo.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(creations[0]?.postDataJSON()).toEqual({ name: 'Portal aliado' });
    const aliado = row(page, 'Portal aliado');
    expect(await aliado.getByText('Nunca', { exact: true }).count()).toBe(2);

    // Switch, delete and copy failures each have their toast, and change nothing.
    await page.route('**/api/auth-tokens/*', (route) =>
      ['PUT', 'DELETE'].includes(route.request().method())
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'fallo' })
        : route.fallback(),
    );
    // The keyboard works the switch as well as a click on its track.
    await aliado.getByRole('switch', { name: 'Token Portal aliado activo' }).press('Space');
    await toast(page, 'Error', 'No se pudo actualizar el token.').waitFor();
    await aliado.getByText('Activo', { exact: true }).waitFor();
    expect(await aliado.getByRole('switch', { name: 'Token Portal aliado activo' }).isChecked()).toBe(true);

    await aliado.getByRole('button', { name: 'Eliminar token Portal aliado' }).click();
    await page.getByRole('dialog', { name: 'Eliminar token' }).getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Error', 'No se pudo eliminar el token.').waitFor();
    await aliado.waitFor();
    await page.unrouteAll();

    await page.evaluate('navigator.clipboard.writeText = () => Promise.reject(new Error("denied"))');
    await aliado.getByRole('button', { name: 'Copiar token Portal aliado' }).click();
    await toast(page, 'Error', 'No se pudo copiar el token.').waitFor();
    await page.close();
  });

  it('shows an expired token as Expirado with its switch off and disabled', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await openAdminPanel(page, portal, TAB);
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    const created = await page.request.post(`${portal.origin}/api/auth-tokens`, {
      data: { name: 'Prueba temporal', expiresAt },
      headers: { origin: portal.origin },
    });
    expect(created.status()).toBe(201);
    // The page's clock past the expiry, instead of waiting for it: the list says so from the browser's time.
    await page.clock.install({ time: Date.now() + 2_000 });
    await page.reload();
    const expired = row(page, 'Prueba temporal');
    await expired.getByText('Expirado', { exact: true }).waitFor();
    const toggle = expired.getByRole('switch', { name: 'Token Prueba temporal activo' });
    expect(await toggle.isChecked()).toBe(false);
    expect(await toggle.isDisabled()).toBe(true);
    await page.close();
  });

  it('turns each token into a card at 360 px, with nothing scrolling sideways', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    await openAdminPanel(page, portal, TAB);
    await createToken(page, 'Aplicación móvil con un nombre muy largo para un teléfono', 'Descripción de prueba');
    const card = row(page, 'Aplicación móvil con un nombre muy largo');
    await card.getByText(/^pit_/).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    // Each value is labelled, since the header row is not shown.
    const labels = await page.evaluate(
      `[...document.querySelectorAll('tbody tr:first-child td')].map((cell) => getComputedStyle(cell, '::before').content)`,
    );
    expect(labels).toEqual(['"Nombre"', '"Token"', '"Estado"', '"Último Uso"', '"Expira"', '"Acciones"']);
    await page.close();
  });
});
