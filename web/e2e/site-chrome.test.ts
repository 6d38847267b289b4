import type { Locator, Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../services/api/test-support/test-app.js';
import { openAdminPanel, pausePageClock, portalPerFile, withoutFirstRender } from './browser.js';

const portal = portalPerFile();

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const FOOTER_LAST_LINE = 'Búsqueda de propiedades con tecnología avanzada.';

const chatButton = (page: Page) => page.getByRole('link', { name: 'Contactar por WhatsApp', exact: true });

/** Whether two boxes on screen share any pixel. */
async function overlap(a: Locator, b: Locator) {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('an element is not on screen');
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/** The page the footer's link `name` leads to, at `path`, once its heading (the link's words) is drawn. */
async function openFromFooter(name: string, path: string): Promise<Page> {
  const page = await portal.browser.newPage({ viewport: DESKTOP });
  await page.goto(portal.origin);
  // The footer sits under an infinitely growing grid, so the link is checked, then followed by address.
  const link = page.locator('footer').getByRole('link', { name });
  expect(await link.getAttribute('href')).toBe(path);
  await page.goto(`${portal.origin}${path}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return page;
}

/** The tooltip with this text, once it is in the page. */
const tooltip = (page: Page, label: string) => page.getByRole('tooltip').filter({ hasText: label });

/**
 * Moves the page's clock on by `ms`, a frame at a time: React draws between frames as it would in real time (in one
 * jump, the tooltip's timer and its transition's frames all fired before React had drawn it).
 */
async function runFrames(page: Page, ms: number) {
  for (let ran = 0; ran < ms; ran += 10) await page.clock.runFor(Math.min(10, ms - ran));
}

/** Just short of `ms` after the pointer arrived, no tooltip yet; a frame or two past it, the tooltip shows. */
async function expectTooltipAfter(page: Page, label: string, ms: number) {
  await runFrames(page, ms - 30);
  expect(await tooltip(page, label).count(), `${label} before ${ms} ms`).toBe(0);
  await runFrames(page, 60);
  await tooltip(page, label).waitFor();
}

/**
 * Focuses a field as the keyboard would and says whether it can be seen where the chat button lives: the topmost
 * element at its right end, inside the viewport, is the field itself (not the button, a bar or anything else).
 */
async function visibleWhenFocused(field: Locator): Promise<boolean> {
  await field.focus();
  return (await field.page().evaluate(`(() => {
    const field = document.activeElement;
    const box = field.getBoundingClientRect();
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(Math.min(box.right, window.innerWidth) - 6, y);
    return hit !== null && field.contains(hit);
  })()`)) as boolean;
}

const activeLabel = (page: Page) => page.evaluate("document.activeElement?.getAttribute('aria-label') ?? null");

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

  it('credits the demo photos from the footer: each photo with its photographer, source and licence', async () => {
    const page = await openFromFooter('Créditos de las fotos', '/creditos-fotos');
    const unsplash = page.getByRole('heading', { level: 2, name: 'Licencia de Unsplash' });
    expect(await unsplash.getByRole('link').getAttribute('href')).toBe('https://unsplash.com/license');
    await page.getByRole('heading', { level: 2, name: 'Licencia de Pexels' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'CC0 1.0 (dominio público)' }).waitFor();
    const credit = page
      .getByRole('listitem')
      .filter({ hasText: 'Edificio de apartamentos 1: foto de Kane Taylor en Unsplash' });
    expect(await credit.getByRole('link', { name: 'Unsplash' }).getAttribute('href')).toBe(
      'https://unsplash.com/photos/02fRawxKwbA',
    );
    expect(await page.locator('main').getByRole('listitem').count()).toBe(51);
    await page.close();
  });

  it('opens the privacy policy from the footer with the configured title, company, paragraphs and today’s date', async () => {
    const page = await openFromFooter('Política de Tratamiento de Datos', '/privacy-policy');
    await page.getByText('Responsable del tratamiento: Habitat Colombia Inmobiliaria.').waitFor();
    expect(await page.getByText(/Ley Estatutaria 1581 de 2012/).count()).toBe(1);
    const today = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' }).format(new Date());
    expect(await page.getByText(`Última actualización: ${today}`).count()).toBe(1);
    await page.close();
  });

  it('names the site after the footer configuration’s company in the header, the footer and the title', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await portal.browser.newPage({ viewport });
      await page.goto(portal.origin);
      const footerName = page.locator('footer').getByRole('heading', { level: 2 });
      await footerName.waitFor();
      const brand = await footerName.innerText();
      expect(brand).toBe('Habitat Colombia Inmobiliaria');
      expect(await page.locator('header').getByRole('link', { name: brand, exact: true }).isVisible()).toBe(true);
      expect(await page.title()).toBe(`Propiedades en venta y arriendo en Colombia | ${brand}`);
      await page.close();
    }
  });

  it('links to no WhatsApp number until one is saved: no placeholder, no floating button; with one, both', async () => {
    // What a portal answers before any admin saves the contact configuration.
    const fresh = await createTestApp();
    const unsaved = (await fresh.app.inject({ url: '/api/contact-config' })).json() as { whatsappNumber: string };
    await fresh.close();
    expect(unsaved.whatsappNumber).toBe('');

    const context = await portal.browser.newContext({ viewport: DESKTOP });
    // Drawn by the browser from the stubbed answer (the server's first render would use the portal's saved one).
    await withoutFirstRender(context);
    await context.route('**/api/contact-config', (route) => route.fulfill({ json: unsaved }));
    const page = await context.newPage();
    const chatLinks = page.locator('a[href*="wa.me"]');
    await page.goto(portal.origin);
    await page.getByText(/Mostrando 12 de \d+ propiedades/).waitFor();
    await page.locator('article').first().getByRole('button', { name: 'Ver Detalles' }).waitFor();
    expect(await chatLinks.count()).toBe(0);
    expect(await chatButton(page).count()).toBe(0);
    expect(await page.locator('header a[href^="mailto:"]').count()).toBe(0);
    await page.locator('article').first().getByRole('button', { name: 'Ver Detalles' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Descripción' }).waitFor();
    expect(await chatLinks.count()).toBe(0);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${portal.origin}/propiedad/x-prop-001`);
      await page.getByRole('button', { name: 'Enviar mensaje' }).waitFor();
      expect(await chatLinks.count()).toBe(0);
    }
    await context.close();

    const configured = await portal.browser.newPage({ viewport: DESKTOP });
    await configured.goto(portal.origin);
    await chatButton(configured).waitFor();
    await configured
      .getByRole('link', { name: /^Contactar por WhatsApp sobre / })
      .first()
      .waitFor();
    expect(await configured.locator('header a[href*="wa.me"]').count()).toBe(1);
    await configured.close();
  });

  it('keeps the footer’s last line clear of the chat button, scrolled to the end at 360 and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await portal.browser.newPage({ viewport });
      // Four listings: the end of the list and the footer come after one page.
      await page.goto(`${portal.origin}/?municipality=chia`);
      await page.getByText('Has visto todas las propiedades').waitFor();
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      const lastLine = page.locator('footer').getByText(FOOTER_LAST_LINE);
      await expect
        .poll(() => lastLine.evaluate((line) => line.getBoundingClientRect().bottom))
        .toBeLessThan(viewport.height);
      expect(await overlap(lastLine, chatButton(page)), `${viewport.width} px`).toBe(false);
      await page.screenshot({ path: `test-results/catalogue-end-${viewport.width}.png` });
      await page.close();
    }
  });

  it('covers no filter and no contact-form field at 360 px; the form counts the phone’s digits', async () => {
    const page = await portal.browser.newPage({ viewport: PHONE });
    await page.goto(portal.origin);
    await chatButton(page).waitFor();
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await page.getByLabel('Tipo de propiedad').first().waitFor();
    // The search box and every select of the opened panel.
    const filters = page.locator('main :is(input:not([type="radio"], [type="checkbox"]), select):visible');
    const count = await filters.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index++)
      expect(await visibleWhenFocused(filters.nth(index)), `filter ${index}`).toBe(true);
    // Leaving the fields brings the button back.
    await page.locator('h1').first().click();
    await chatButton(page).waitFor();

    // The property page carries WhatsApp of its own: no floating button over its form.
    await page.goto(`${portal.origin}/propiedad/x-prop-001`);
    const send = page.getByRole('button', { name: 'Enviar mensaje' });
    await send.waitFor();
    expect(await chatButton(page).count()).toBe(0);
    for (const label of ['Nombre', 'Email', 'Teléfono', 'Mensaje'])
      expect(await visibleWhenFocused(page.getByLabel(label, { exact: true })), label).toBe(true);
    await page.getByLabel('Teléfono', { exact: true }).fill('abcdefghij');
    await send.click();
    await page.getByText('El teléfono debe tener al menos 10 dígitos').waitFor();
    await page.close();
  });

  it('F8 takes the keyboard to the notifications region, from a field too, and Tab on to the toast in it', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await page.route('**/api/contact-submissions', (route) => route.fulfill({ status: 500, body: 'fallo' }));
    await page.goto(`${portal.origin}/propiedad/x-prop-001`);
    await page.getByLabel('Nombre', { exact: true }).fill('Ana Gómez');
    await page.getByLabel('Email', { exact: true }).fill('ana@correo.co');
    await page.getByLabel('Teléfono', { exact: true }).fill('300 123 4567');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const region = page.getByRole('region', { name: 'Notificaciones (F8)' });
    await region.getByText('Hubo un problema al enviar tu mensaje. Inténtalo de nuevo.').waitFor();

    await page.getByLabel('Mensaje', { exact: true }).focus();
    const scrolled = await page.evaluate('window.scrollY');
    await page.keyboard.press('F8');
    expect(await activeLabel(page)).toBe('Notificaciones (F8)');
    // Reaching the toasts does not move the page the visitor was reading.
    expect(await page.evaluate('window.scrollY')).toBe(scrolled);
    await page.keyboard.press('Tab');
    expect(await region.locator(':focus').count()).toBe(1);
    await page.close();
  });

  it('opens every tooltip after 700 ms, and the next one at once within 300 ms of the last closing', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await page.clock.install();
    await page.goto(portal.origin);
    await chatButton(page).waitFor();
    await pausePageClock(page);
    await chatButton(page).hover();
    await expectTooltipAfter(page, 'Contactar por WhatsApp', 700);

    // The panel's card buttons, which ask for no delay of their own, wait the same.
    await page.clock.resume();
    await openAdminPanel(page, portal);
    const view = page.getByRole('button', { name: /^Ver / }).first();
    await view.waitFor();
    const title = ((await view.getAttribute('aria-label')) ?? '').replace(/^Ver /, '');
    const centre = async (action: string) => {
      const box = await page.getByRole('button', { name: `${action} ${title}`, exact: true }).boundingBox();
      if (!box) throw new Error(`no ${action} button`);
      return [box.x + box.width / 2, box.y + box.height / 2] as const;
    };
    const [edit, remove] = [await centre('Editar'), await centre('Eliminar')];
    await pausePageClock(page);
    await view.hover();
    await expectTooltipAfter(page, 'Ver', 700);
    // Straight on to the neighbour, within the skip window: it opens without the wait.
    await page.mouse.move(...edit);
    await runFrames(page, 60);
    await tooltip(page, 'Editar').waitFor();
    // Well after the last one closed, the wait is back.
    await page.mouse.move(5, 5);
    await runFrames(page, 1_500);
    await page.mouse.move(...remove);
    await expectTooltipAfter(page, 'Eliminar', 700);
    await page.close();
  });
});
