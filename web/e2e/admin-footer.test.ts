import type { Locator, Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { openAdminPanel, portalPerFile } from './browser.js';

const portal = portalPerFile();

const SEEDED_COMPANY = 'Habitat Colombia Inmobiliaria';
const SAVE_FAILED = 'No se pudo guardar la configuración del footer.';

async function openFooterTab(page: Page) {
  await openAdminPanel(page, portal, '/admin?tab=footer-config');
  const form = page.getByRole('form', { name: 'Configuración del footer' });
  await form.waitFor();
  return form;
}

async function choosePlatform(page: Page, row: Locator, platform: string) {
  await row.getByLabel('Plataforma').click();
  await page.getByRole('option', { name: platform, exact: true }).click();
}

/** The social icons a footer shows, in order, by their accessible names (the phone's «Llamar» link is no icon). */
const socialIcons = (footer: Locator) =>
  footer.getByRole('link').evaluateAll((links) =>
    links
      .filter((link) => !link.getAttribute('href')?.startsWith('tel:'))
      .map((link) => link.getAttribute('aria-label'))
      .filter((name) => name !== null),
  );

/** Every POST the page sends to the footer configuration. */
function countSaves(page: Page) {
  const saves = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/footer-config')) saves.count += 1;
  });
  return saves;
}

describe('the Footer tab of the administration panel in Chromium', () => {
  it('refuses each bad input with the SPEC §5 message, sending nothing, and offers exactly the three platforms', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const form = await openFooterTab(page);
    const saves = countSaves(page);

    await form.getByLabel('Nombre de la empresa').fill('   ');
    await form.getByLabel('Copyright').fill('');
    await form.getByLabel('Email', { exact: true }).fill('no-es-un-correo');
    await form.getByRole('button', { name: 'Agregar red social' }).click();
    const newRow = form.getByRole('group', { name: 'Red social 4' });
    // The new row takes the focus, so the keyboard carries on there. (Strings evaluated in the page: this file is
    // type-checked without the DOM's types.)
    expect(await page.evaluate('document.activeElement?.id')).toBe(
      await newRow.getByLabel('Plataforma').getAttribute('id'),
    );
    await form.getByRole('button', { name: 'Guardar configuración' }).click();

    await form.getByText('Nombre de la empresa es requerido', { exact: true }).waitFor();
    await form.getByText('Copyright es requerido', { exact: true }).waitFor();
    await form.getByText('Email inválido', { exact: true }).waitFor();
    await newRow.getByText('Plataforma es requerida', { exact: true }).waitFor();
    await newRow.getByText('URL inválida', { exact: true }).waitFor();

    // An e-mail may be left empty; a link needs an http(s) address.
    await form.getByLabel('Email', { exact: true }).fill('');
    await form.getByText('Email inválido', { exact: true }).waitFor({ state: 'detached' });
    await newRow.getByLabel('URL').fill('ftp://archivos.example/andes');
    await newRow.getByText('URL inválida', { exact: true }).waitFor();
    await newRow.getByLabel('URL').fill('https://www.instagram.com/andes.demo');
    await newRow.getByText('URL inválida', { exact: true }).waitFor({ state: 'detached' });

    await newRow.getByLabel('Plataforma').click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(['Facebook', 'Instagram', 'LinkedIn']);
    await page.getByRole('option', { name: 'Instagram', exact: true }).click();
    await newRow.getByText('Plataforma es requerida', { exact: true }).waitFor({ state: 'detached' });

    expect(saves.count).toBe(0);
    await page.close();
  });

  it('keeps everything typed when the save fails, with the SPEC §8 toast (and the API’s reason when it gives one)', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const form = await openFooterTab(page);
    let failure: 'network' | 'unavailable' = 'network';
    await page.route('**/api/footer-config', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      if (failure === 'network') return route.abort();
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'El servicio está ocupado. Inténtalo en unos segundos.' }),
      });
    });

    await form.getByLabel('Nombre de la empresa').fill('Inmobiliaria Sin Guardar');
    await form.getByLabel('Texto de la política').fill('Un texto que no debe perderse.');
    await form.getByRole('button', { name: 'Agregar red social' }).click();
    const row = form.getByRole('group', { name: 'Red social 4' });
    await choosePlatform(page, row, 'LinkedIn');
    await row.getByLabel('URL').fill('https://www.linkedin.com/company/sin-guardar');
    await form.getByRole('button', { name: 'Guardar configuración' }).click();

    await page.getByText('Error', { exact: true }).waitFor();
    await page.getByText(SAVE_FAILED, { exact: true }).waitFor();
    expect(await form.getByLabel('Nombre de la empresa').inputValue()).toBe('Inmobiliaria Sin Guardar');
    expect(await form.getByLabel('Texto de la política').inputValue()).toBe('Un texto que no debe perderse.');
    expect(await row.getByLabel('Plataforma').inputValue()).toBe('LinkedIn');
    expect(await row.getByLabel('URL').inputValue()).toBe('https://www.linkedin.com/company/sin-guardar');

    failure = 'unavailable';
    await form.getByRole('button', { name: 'Guardar configuración' }).click();
    await page
      .getByText(`${SAVE_FAILED} El servicio está ocupado. Inténtalo en unos segundos.`, { exact: true })
      .waitFor();
    expect(await form.getByLabel('Nombre de la empresa').inputValue()).toBe('Inmobiliaria Sin Guardar');

    // Nothing was saved: the site's own footer under the panel still shows the saved name, and Descartar brings it back.
    await page.locator('footer').getByText(SEEDED_COMPANY, { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Descartar cambios' }).click();
    expect(await form.getByLabel('Nombre de la empresa').inputValue()).toBe(SEEDED_COMPANY);
    expect(await form.getByRole('group', { name: 'Red social 4' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Descartar cambios' }).waitFor({ state: 'detached' });
    await page.close();
  });

  it('previews what is typed, saves it, and a visitor sees it in the footer and the privacy page on the next load', async () => {
    const visitor = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(portal.origin);
    await visitor.locator('footer').getByText(SEEDED_COMPANY, { exact: true }).waitFor();

    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const form = await openFooterTab(page);
    const preview = form.getByRole('region', { name: 'Vista previa del footer' });
    const policyPreview = form.getByRole('region', { name: 'Vista previa de la política' });
    await preview.getByText(SEEDED_COMPANY, { exact: true }).waitFor();

    await form.getByLabel('Nombre de la empresa').fill('Inmobiliaria Los Andes');
    await form.getByLabel('Copyright').fill('© 2026 Inmobiliaria Los Andes. Todos los derechos reservados.');
    await form.getByLabel('Título de la política').fill('Aviso de Privacidad');
    await form
      .getByLabel('Texto de la política')
      .fill('Tratamos tus datos con cuidado.\n\nPuedes pedir que los borremos.\nEscríbenos cuando quieras.');
    await form.getByRole('button', { name: 'Agregar red social' }).click();
    const row = form.getByRole('group', { name: 'Red social 4' });
    await choosePlatform(page, row, 'Instagram');
    await row.getByLabel('URL').fill('https://www.instagram.com/losandes.demo');

    // The previews follow the typing, before anything is saved.
    await preview.getByText('Inmobiliaria Los Andes', { exact: true }).waitFor();
    await preview.getByText('© 2026 Inmobiliaria Los Andes. Todos los derechos reservados.', { exact: true }).waitFor();
    await preview.getByRole('link', { name: 'Aviso de Privacidad' }).waitFor();
    expect(await socialIcons(preview)).toEqual(['facebook', 'instagram', 'linkedin', 'instagram']);
    await form.getByText('2 párrafos', { exact: true }).waitFor();
    await policyPreview.getByRole('heading', { name: 'Aviso de Privacidad' }).waitFor();
    await policyPreview.getByText('Tratamos tus datos con cuidado.', { exact: true }).waitFor();
    await policyPreview.getByText('Puedes pedir que los borremos. Escríbenos cuando quieras.').waitFor();

    await form.getByRole('button', { name: 'Guardar configuración' }).click();
    await page.getByText('Configuración guardada', { exact: true }).waitFor();
    // The panel's own footer shows it at once, and the form counts as saved.
    await page.locator('footer').getByText('Inmobiliaria Los Andes', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Descartar cambios' }).waitFor({ state: 'detached' });

    // The visitor's next page load.
    await visitor.reload();
    const footer = visitor.locator('footer');
    await footer.getByText('Inmobiliaria Los Andes', { exact: true }).waitFor();
    await footer.getByText('© 2026 Inmobiliaria Los Andes. Todos los derechos reservados.', { exact: true }).waitFor();
    expect(await socialIcons(footer)).toEqual(['facebook', 'instagram', 'linkedin', 'instagram']);
    const instagram = footer.getByRole('link', { name: 'instagram' }).last();
    expect(await instagram.getAttribute('href')).toBe('https://www.instagram.com/losandes.demo');
    expect(await instagram.getAttribute('target')).toBe('_blank');
    expect(await footer.getByRole('link', { name: 'Aviso de Privacidad' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );

    await visitor.goto(`${portal.origin}/privacy-policy`);
    await visitor.getByRole('heading', { level: 1, name: 'Aviso de Privacidad' }).waitFor();
    await visitor.getByText('Responsable del tratamiento: Inmobiliaria Los Andes.').waitFor();
    await visitor.getByText('Tratamos tus datos con cuidado.', { exact: true }).waitFor();
    await visitor.getByText('Puedes pedir que los borremos. Escríbenos cuando quieras.').waitFor();

    // Opening the tab again starts from what is saved now.
    await page.reload();
    const reopened = page.getByRole('form', { name: 'Configuración del footer' });
    await reopened.waitFor();
    expect(await reopened.getByLabel('Nombre de la empresa').inputValue()).toBe('Inmobiliaria Los Andes');
    expect(await reopened.getByRole('group', { name: 'Red social 4' }).getByLabel('URL').inputValue()).toBe(
      'https://www.instagram.com/losandes.demo',
    );
    await visitor.close();
    await page.close();
  });

  it('hides the footer from visitors when switched off, and shows it again when switched on', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const form = await openFooterTab(page);
    const company = await form.getByLabel('Nombre de la empresa').inputValue();
    // With the keyboard: the sticky header may cover the switch after a save scrolled the page.
    const toggle = form.getByRole('switch', { name: 'Mostrar el footer en el sitio' });
    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.isChecked()).toBe(false);
    await form.getByText('El footer está desactivado: los visitantes no lo ven.', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Guardar configuración' }).click();
    await page.getByText('Configuración guardada', { exact: true }).waitFor();
    // The panel's own footer goes at once.
    await page.locator('footer').waitFor({ state: 'detached' });

    const visitor = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${portal.origin}/privacy-policy`);
    // The configuration has arrived (the page names the company from it), and brought no footer.
    await visitor.getByText(`Responsable del tratamiento: ${company}.`).waitFor();
    expect(await visitor.locator('footer').count()).toBe(0);

    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.isChecked()).toBe(true);
    // The keyboard again: the first save's toast may still cover the button's corner of the screen.
    await form.getByRole('button', { name: 'Guardar configuración' }).press('Enter');
    await page.locator('footer').getByText(company, { exact: true }).waitFor();
    await visitor.reload();
    await visitor.locator('footer').getByText(company, { exact: true }).waitFor();
    await visitor.close();
    await page.close();
  });

  it('warns before another panel tab drops unsaved changes: Seguir editando keeps them, Salir sin guardar leaves', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const form = await openFooterTab(page);
    await form.getByLabel('Copyright').fill('© 2026 Un cambio a medias');

    await page.getByRole('tab', { name: 'Propiedades' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await dialog.getByText('Tienes cambios sin guardar. Si sales ahora, se perderán.').waitFor();
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await form.getByLabel('Copyright').inputValue()).toBe('© 2026 Un cambio a medias');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('footer-config');

    await page.getByRole('tab', { name: 'Propiedades' }).click();
    await dialog.getByRole('button', { name: 'Salir sin guardar' }).click();
    await page.getByRole('button', { name: 'Publicar', exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBeNull();

    // Nothing was saved: the tab opens again on the saved text.
    await page.getByRole('tab', { name: 'Footer' }).click();
    const reopened = page.getByRole('form', { name: 'Configuración del footer' });
    expect(await reopened.getByLabel('Copyright').inputValue()).toBe(
      '© 2026 Inmobiliaria Los Andes. Todos los derechos reservados.',
    );
    await page.close();
  });

  it('fits a 360-px phone and reorders and removes links with the keyboard, the preview following', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    const form = await openFooterTab(page);
    const preview = form.getByRole('region', { name: 'Vista previa del footer' });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);

    await form.getByRole('button', { name: 'Bajar red social 1' }).focus();
    await page.keyboard.press('Enter');
    expect(await socialIcons(preview)).toEqual(['instagram', 'facebook', 'linkedin', 'instagram']);
    // The focus moves with the row, now the second one.
    const focused = () => page.evaluate("document.activeElement?.getAttribute('aria-label') ?? null");
    expect(await focused()).toBe('Bajar red social 2');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await socialIcons(preview)).toEqual(['instagram', 'linkedin', 'instagram', 'facebook']);
    // At the bottom the arrow stays focused and does nothing.
    expect(await focused()).toBe('Bajar red social 4');

    await form.getByRole('button', { name: 'Quitar red social 4' }).focus();
    await page.keyboard.press('Enter');
    expect(await socialIcons(preview)).toEqual(['instagram', 'linkedin', 'instagram']);
    expect(await focused()).toBeNull();
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Agregar red social');

    await form.getByRole('button', { name: 'Guardar configuración' }).click();
    await page.getByText('Configuración guardada', { exact: true }).waitFor();
    expect(await socialIcons(page.locator('footer'))).toEqual(['instagram', 'linkedin', 'instagram']);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await page.close();
  });
});
