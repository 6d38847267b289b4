import type { Browser, Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { portalPerFile } from './browser.js';

/** The catalogue and the property page arrive drawn (the server's first render), and the browser hydrates them. */
const portal = portalPerFile();

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const PROPERTY = 'prop-005';

/** A page as a visitor without JavaScript (or a crawler) gets it: only the server's HTML. */
async function withoutJavaScript(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${portal.origin}${path}`);
  return { page, close: () => context.close() };
}

/** How the first card reads: its title and its price. */
async function firstCard(page: Page) {
  const card = page.locator('main article').first();
  return {
    title: (await card.getByRole('link').filter({ hasText: /\w/ }).first().innerText()).trim(),
    price: (
      await card
        .getByText(/^\$\s?\d/)
        .first()
        .innerText()
    ).trim(),
  };
}

/**
 * Opens `path` and gathers what would tell of a failed hydration: any uncaught error (React reports a mismatch as an
 * uncaught "Hydration failed…", minified as error #418 and its neighbours), and console errors and warnings from
 * React or about scripts the CSP refused. Before the app's code runs, the first card (or the page's title) is
 * marked, so a test can tell the server's element was kept rather than drawn again.
 */
async function openAndWatch(page: Page, path: string) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && /react|hydrat|content security policy/i.test(message.text()))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  // In the page, where `document` exists (this file has no DOM types): the parser has finished, no script has run.
  await page.addInitScript(`document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const element of document.querySelectorAll('main article, main h1')) element.fromServer = true;
  });`);
  await page.goto(`${portal.origin}${path}`, { waitUntil: 'networkidle' });
  return problems;
}

/** Whether the element now at `selector` is the very one the server's HTML made (marked by `openAndWatch`). */
const keptFromServer = (page: Page, selector: string) =>
  page.evaluate(`document.querySelector(${JSON.stringify(selector)})?.fromServer === true`);

describe('the first render on the server', () => {
  it('sends / with its first listings drawn: without JavaScript the first card shows its title and price', async () => {
    const plain = await withoutJavaScript(portal.browser, '/');
    const served = await firstCard(plain.page);
    expect(served.title.length).toBeGreaterThan(10);
    expect(served.price).toMatch(/^\$\s?\d{1,3}(\.\d{3})+(\/mes)?$/);
    expect(await plain.page.getByText(/Mostrando 12 de \d+ propiedades/).isVisible()).toBe(true);
    await plain.close();

    const page = await portal.browser.newPage({ viewport: PHONE });
    await page.goto(portal.origin);
    expect(await firstCard(page)).toEqual(served);
    await page.close();
  });

  it('draws the listings the address asks for', async () => {
    const plain = await withoutJavaScript(portal.browser, '/properties?status=rent');
    await plain.page.getByText('Mostrando 12 de 33 propiedades').waitFor();
    expect((await firstCard(plain.page)).price).toMatch(/\/mes$/);
    await plain.close();
  });

  it('sends a property page with its title and price drawn', async () => {
    const property = (await (await fetch(`${portal.origin}/api/properties/${PROPERTY}`)).json()) as {
      title: string;
      price: string;
      slug: string;
    };
    const plain = await withoutJavaScript(portal.browser, `/propiedad/${property.slug}`);
    await plain.page.getByRole('heading', { level: 1, name: property.title }).waitFor();
    const digits = String(Math.round(Number(property.price)));
    const prices = await plain.page
      .locator('main')
      .getByText(/^\$\s?\d/)
      .allInnerTexts();
    expect(prices.some((text) => text.replace(/\D/g, '') === digits)).toBe(true);
    // The contact form shows its prefilled message, and cannot be sent by the browser itself (by GET, the visitor's
    // details in the address) before the app runs.
    expect(await plain.page.getByLabel('Mensaje').inputValue()).toContain(property.title);
    expect(await plain.page.getByRole('button', { name: 'Enviar mensaje' }).isDisabled()).toBe(true);
    // Nothing typed before the app runs could survive its start (the form fills in its defaults): not editable yet.
    expect(await plain.page.getByLabel('Nombre').isEditable()).toBe(false);
    await plain.close();
  });

  it('keeps the answers it was drawn from in the page, safe to embed', async () => {
    const html = await (await fetch(`${portal.origin}/`)).text();
    const block = /<script type="application\/json" id="first-render-data">([^<]*)<\/script>/.exec(html);
    const data = JSON.parse(block?.[1] ?? 'null') as Record<string, unknown>;
    expect(Object.keys(data).some((key) => key.startsWith('$inf$/api/properties?'))).toBe(true);
    expect(data['/api/contact-config']).toBeDefined();
    // The visitor's session is never part of a page every visitor gets.
    expect(Object.keys(data).some((key) => key.startsWith('/api/auth/'))).toBe(false);
  });
});

describe('hydration in Chromium', () => {
  for (const path of [
    '/',
    '/?status=rent&bedrooms=2&sortBy=price&sortOrder=asc',
    // The richer filters draw the characteristics' names: the master-data lists come from the server's answers too.
    '/?characteristics=piscina&stratum=4,5',
    '/?ia=apartamento%20en%20Chapinero',
    // The map view: the server draws the list and the map's placeholder; the map comes after hydration.
    '/?vista=mapa&bbox=-74.2,4.55,-73.95,4.8',
    `/propiedad/x-${PROPERTY}`,
  ])
    it(`takes over ${path} without a mismatch`, async () => {
      const page = await portal.browser.newPage({ viewport: PHONE });
      const problems = await openAndWatch(page, path);
      expect(await keptFromServer(page, 'main article, main h1')).toBe(true);
      expect(problems).toEqual([]);
      await page.close();
    });

  it('hydrates the favourites kept on the device after the server’s markup, without a mismatch', async () => {
    const context = await portal.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(portal.origin);
    const title = (await firstCard(page)).title;
    await page.locator('main article').first().getByRole('button', { name: 'Agregar a favoritos' }).click();
    const problems = await openAndWatch(page, '/');
    const heart = page.locator('main article').first().getByRole('button', { name: 'Quitar de favoritos' });
    await heart.waitFor();
    expect((await firstCard(page)).title).toBe(title);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('makes / interactive: the server’s card turns its photos, and a filter changes the listings', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    expect(await openAndWatch(page, '/')).toEqual([]);
    const card = page.locator('main article').first();
    await card.hover();
    await card.getByRole('button', { name: 'Foto siguiente' }).click();
    await card.getByText(/^2\/\d+$/).waitFor();
    expect(await keptFromServer(page, 'main article')).toBe(true);
    await page.getByRole('group', { name: 'Estado' }).getByRole('button', { name: 'Alquiler', exact: true }).click();
    await page.getByText('Mostrando 12 de 33 propiedades').waitFor();
    expect(page.url()).toContain('status=rent');
    await page.close();
  });

  it('makes a property page interactive: its gallery opens', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    expect(await openAndWatch(page, `/propiedad/x-${PROPERTY}`)).toEqual([]);
    // The form takes text once the app has taken over, which on a loaded machine may come after the network is idle.
    const send = page.getByRole('button', { name: 'Enviar mensaje' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Ver fotos en pantalla completa' }).click();
    await page.getByRole('button', { name: 'Cerrar galería' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page
      .getByRole('dialog')
      .getByText(/^2\/\d+$/)
      .waitFor();
    expect(await keptFromServer(page, 'main h1')).toBe(true);
    await page.close();
  });
});
