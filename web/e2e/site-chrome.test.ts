import { describe, expect, it } from 'vitest';
import { portalPerFile } from './browser.js';

const portal = portalPerFile();

describe('navigation, footer and chat button in Chromium', () => {
  it('shows the configured footer and a chat button that opens WhatsApp with digits only and the encoded message', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(portal.origin);
    await page.locator('footer').getByText('Habitat Colombia Inmobiliaria').first().waitFor();
    expect(await page.locator('footer').getByRole('link', { name: 'Política de Tratamiento de Datos' }).count()).toBe(
      1,
    );
    const chat = page.getByRole('link', { name: 'Contactar por WhatsApp', exact: true });
    const href = (await chat.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(href.split('text=')[1]!)).toBe(
      'Hola, me interesa obtener más información sobre sus propiedades.',
    );
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe('/api/login');
    await page.close();
  });

  it('closes the mobile menu when any link in it is chosen', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    await page.goto(`${portal.origin}/propiedad/x-prop-001`);
    await page.getByText('Descripción').waitFor();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Propiedades' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.waitForURL(`${portal.origin}/`);
    await page.screenshot({ path: 'test-results/catalogue-360-after-menu.png' });
    await page.close();
  });

  it('opens the privacy policy from the footer with the configured title, company, paragraphs and today’s date', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(portal.origin);
    // The footer sits under an infinitely growing grid, so the link is checked, then followed by address.
    const link = page.locator('footer').getByRole('link', { name: 'Política de Tratamiento de Datos' });
    expect(await link.getAttribute('href')).toBe('/privacy-policy');
    await page.goto(`${portal.origin}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'Política de Tratamiento de Datos' }).waitFor();
    await page.getByText('Responsable del tratamiento: Habitat Colombia Inmobiliaria.').waitFor();
    expect(await page.getByText(/Ley Estatutaria 1581 de 2012/).count()).toBe(1);
    const today = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' }).format(new Date());
    expect(await page.getByText(`Última actualización: ${today}`).count()).toBe(1);
    await page.close();
  });
});
