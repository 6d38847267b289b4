import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { ADMIN, portalPerFile, STAFF, textsSeen } from './browser.js';

const portal = portalPerFile();

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

describe('the administration panel gate in Chromium', () => {
  it('tells a visitor who is not signed in, sends them to sign in, and brings them back to the panel', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Watched from inside the page: the gate redirects 500 ms after its toast (page time runs with the wall's, and a
    // paused clock never lets the gate's page load), so a locator on a loaded machine could look too late.
    const seen = await textsSeen(page, [
      'Necesitas iniciar sesión para acceder al panel de administración.',
      'Panel de Administración',
    ]);
    await page.goto(`${portal.origin}/admin`);
    await page.waitForURL(`${portal.origin}/login?returnTo=%2Fadmin`);
    expect(seen.has('Necesitas iniciar sesión para acceder al panel de administración.')).toBe(true);
    // Nothing of the panel is shown to them, not even for a moment.
    expect(seen.has('Panel de Administración')).toBe(false);

    await signIn(page, ADMIN);
    await page.waitForURL(`${portal.origin}/admin`);
    await page.getByRole('heading', { name: 'Panel de Administración' }).waitFor();
    await page.close();
  });

  it('refuses a signed-in account without the admin role and sends it home', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${portal.origin}/login`);
    await signIn(page, STAFF);
    await page.getByText('Usuario', { exact: true }).waitFor();

    const seen = await textsSeen(page, [
      'Acceso denegado',
      'Solo los administradores pueden acceder a este panel.',
      'Panel de Administración',
    ]);
    await page.clock.install();
    await page.goto(`${portal.origin}/admin`);
    await expect.poll(() => seen.has('Solo los administradores pueden acceder a este panel.')).toBe(true);
    await page.clock.runFor(1_500);
    await page.waitForURL(`${portal.origin}/`);
    expect(seen.has('Acceso denegado')).toBe(true);
    expect(seen.has('Panel de Administración')).toBe(false);
    await page.close();
  });

  it('shows an admin the six tabs (2, 3 and 6 columns) and keeps the chosen tab in the address across a reload', async () => {
    // A string, evaluated in the page: this file is type-checked without the DOM's types.
    const columns = async (page: Page) =>
      Number(
        await page.evaluate(
          `getComputedStyle(document.querySelector('[role="tablist"]')).gridTemplateColumns.split(' ').length`,
        ),
      );
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${portal.origin}/login?returnTo=%2Fadmin`);
    await signIn(page, ADMIN);
    await page.getByRole('heading', { name: 'Panel de Administración' }).waitFor();
    await page.getByText('Administrador', { exact: true }).first().waitFor();
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs).toEqual(['Propiedades', 'Búsquedas', 'Contacto', 'Tokens API', 'IA', 'Footer']);
    expect(await page.getByRole('tab', { name: 'Propiedades' }).getAttribute('aria-selected')).toBe('true');
    expect(await columns(page)).toBe(6);

    await page.getByRole('tab', { name: 'Tokens API' }).click();
    await page.waitForURL(`${portal.origin}/admin?tab=auth-settings`);
    const documentation = page.getByRole('link', { name: 'API_DOCUMENTATION.md' });
    expect(await documentation.getAttribute('target')).toBe('_blank');
    expect(await documentation.getAttribute('href')).toBe('/API_DOCUMENTATION.md');

    await page.reload();
    await page.getByRole('heading', { name: 'Panel de Administración' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Tokens API' }).getAttribute('aria-selected')).toBe('true');

    await page.setViewportSize({ width: 800, height: 900 });
    expect(await columns(page)).toBe(3);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await columns(page)).toBe(2);
    await page.close();
  });

  it('says so when the session cannot be checked, redirects nobody, and checks again only when asked', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    let asked = 0;
    await page.route('**/api/auth/user', async (route) => {
      asked += 1;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"No disponible"}' });
    });
    const seen = await textsSeen(page, ['No autorizado']);
    await page.clock.install();
    await page.goto(`${portal.origin}/admin`);
    await page.getByText('No pudimos comprobar tu sesión').waitFor();
    const askedAfterLoad = asked;
    await page.clock.runFor(1_000);
    expect(asked).toBe(askedAfterLoad);
    expect(new URL(page.url()).pathname).toBe('/admin');

    await page.unroute('**/api/auth/user');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => seen.has('No autorizado')).toBe(true);
    await page.clock.runFor(500);
    await page.waitForURL(`${portal.origin}/login?returnTo=%2Fadmin`);
    await page.close();
  });
});
