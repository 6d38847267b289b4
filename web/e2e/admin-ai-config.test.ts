import type { Page, Request } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { openAdminPanel, portalPerFile } from './browser.js';

const portal = portalPerFile();

const DESKTOP = { width: 1280, height: 900 };
const TAB = '/admin?tab=ai-search-config';
const CONFIG = '**/api/ai-search-config';

const toast = (page: Page, title: string, message: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: title }).filter({ hasText: message });
const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Estado:' });

/**
 * A fresh visit to the public catalogue (the next page load) offers the AI search mode, or does not. The server
 * draws the page with the configuration it holds now, so the answer is in the page itself, asked for or not.
 */
async function expectCatalogueAi(page: Page, offered: boolean) {
  const visitor = await page.context().browser()!.newPage({ viewport: DESKTOP });
  await visitor.goto(portal.origin, { waitUntil: 'networkidle' });
  await visitor.getByText(/^Mostrando \d+ de \d+ propiedades$/).waitFor();
  const aiMode = visitor.getByRole('button', { name: 'Búsqueda con AI' });
  if (offered) await aiMode.waitFor();
  else expect(await aiMode.count()).toBe(0);
  await visitor.close();
}

/** The saves the page sends, to prove when none was sent. */
function watchSaves(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/ai-search-config') sent.push(request);
  });
  return sent;
}

describe('the IA tab of the administration panel in Chromium', () => {
  it('turns AI search off and on again, and the public catalogue follows on its next load', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await expectCatalogueAi(page, true);
    await openAdminPanel(page, portal, TAB);
    const enabled = page.getByRole('switch', { name: 'Habilitar Búsqueda con IA' });
    await status(page).getByText('Estado: Búsqueda con IA habilitada').waitFor();
    expect(await enabled.isChecked()).toBe(true);

    // The card says what visitors get now, and that a switched-off switch is not saved yet.
    await enabled.press('Space');
    await status(page).getByText('El cambio del interruptor se aplicará cuando guardes la configuración.').waitFor();
    await status(page).getByText('Estado: Búsqueda con IA habilitada').waitFor();

    // The save is held until its pending state has been seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(CONFIG, async (route) => {
      if (route.request().method() === 'POST') await answered;
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Guardar Configuración' }).click();
    const pending = page.getByRole('button', { name: 'Guardando...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    answer();
    await toast(
      page,
      'Configuración guardada',
      'La configuración de búsqueda con IA ha sido actualizada correctamente.',
    ).waitFor();
    await page.unrouteAll();
    await status(page).getByText('Estado: Búsqueda con IA deshabilitada').waitFor();
    await status(page).getByText('Los usuarios no verán la opción de búsqueda con IA en los filtros.').waitFor();
    await expectCatalogueAi(page, false);

    // Reloaded, the tab shows what was saved.
    await page.reload();
    await status(page).getByText('Estado: Búsqueda con IA deshabilitada').waitFor();
    expect(await enabled.isChecked()).toBe(false);

    await enabled.press('Space');
    await page.getByRole('button', { name: 'Guardar Configuración' }).click();
    await toast(
      page,
      'Configuración guardada',
      'La configuración de búsqueda con IA ha sido actualizada correctamente.',
    ).waitFor();
    await status(page).getByText('Estado: Búsqueda con IA habilitada').waitFor();
    await status(page)
      .getByText(/lenguaje natural/)
      .waitFor();
    await expectCatalogueAi(page, true);
    await page.close();
  });

  it("checks the description with the API's rules, keeps what was typed when the save fails, and guards unsaved changes", async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await openAdminPanel(page, portal, TAB);
    const description = page.getByRole('textbox', { name: 'Descripción' });
    await description.waitFor();

    // Too short: the API's own message under the field, and nothing is sent.
    const saves = watchSaves(page);
    await description.fill('Corta');
    await page.getByRole('button', { name: 'Guardar Configuración' }).click();
    // Shown once the schema has refused the form, which is where a save would have been sent.
    await page.getByText('La descripción debe tener al menos 10 caracteres', { exact: true }).waitFor();
    expect(saves).toHaveLength(0);

    // A failed save says so and keeps the text.
    const typed = 'Encuentra tu casa describiéndola con tus palabras';
    await description.fill(typed);
    await page.route(CONFIG, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'fallo' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Guardar Configuración' }).click();
    await toast(page, 'Error', 'No se pudo guardar la configuración de búsqueda con IA.').waitFor();
    expect(await description.inputValue()).toBe(typed);
    await page.unrouteAll();

    // Leaving for another tab with the change unsaved asks first.
    await page.getByRole('tab', { name: 'Tokens API' }).click();
    const guard = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await guard.getByRole('button', { name: 'Seguir editando' }).click();
    await guard.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('tab')).toBe('ai-search-config');
    expect(await description.inputValue()).toBe(typed);

    await page.getByRole('tab', { name: 'Tokens API' }).click();
    await guard.getByRole('button', { name: 'Salir sin guardar' }).click();
    await page.waitForURL(`${portal.origin}/admin?tab=auth-settings`);
    await page.close();
  });

  it('shows a skeleton while loading and, when the configuration cannot be read, a notice instead of the form', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    await page.route(CONFIG, async (route) => {
      reads += 1;
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Error interno"}' });
    });
    // The page's clock: a retry on a timer would show when the test runs it forward.
    await page.clock.install();
    await openAdminPanel(page, portal, TAB);
    await page.locator('[aria-busy="true"]').getByText('Cargando la configuración de búsqueda con IA').waitFor();
    expect(await page.getByRole('switch', { name: 'Habilitar Búsqueda con IA' }).count()).toBe(0);
    release();

    const notice = page.getByRole('alert').filter({ hasText: 'Configuración no disponible' });
    await notice.getByText(/base de datos necesite sincronizarse/).waitFor();
    await notice.getByText(/contacta al administrador del sistema/).waitFor();
    expect(await page.getByRole('button', { name: 'Guardar Configuración' }).count()).toBe(0);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    // Asked once; asked again only when the admin chooses to.
    await page.clock.runFor(30_000);
    expect(reads).toBe(1);

    await page.unrouteAll();
    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('switch', { name: 'Habilitar Búsqueda con IA' }).waitFor();
    await page.close();
  });
});
