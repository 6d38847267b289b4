import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { afterTwoFrames, portalPerFile, withoutFirstRender } from './browser.js';

const portal = portalPerFile();

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

interface Listing {
  id: string;
  slug: string;
  title: string;
  price: string;
  area: string | null;
  administration: string | null;
  stratum: number | null;
  status: string;
  description: string;
  municipality: { name: string } | null;
}

const getJson = async <T>(path: string) => (await (await fetch(`${portal.origin}${path}`)).json()) as T;
const pesos = (value: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(value);
const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** Page text with the no-break spaces Intl writes read as plain ones. */
const textOf = async (page: Page, selector: string) => (await page.locator(selector).innerText()).replace(/\s+/g, ' ');

describe('sticky contact bar on a phone', () => {
  it('shows price, WhatsApp and Contactar on the first screen, leads to the form, and never covers the footer', async () => {
    const listing = await getJson<Listing>('/api/properties/prop-005');
    const page = await portal.browser.newPage({ viewport: PHONE });
    await page.goto(`${portal.origin}/propiedad/${listing.slug}`);
    const bar = page.getByRole('region', { name: 'Contacto rápido' });
    await bar.waitFor();
    const box = (await bar.boundingBox())!;
    // Fixed to the bottom of the first screen, before any scrolling.
    expect(box.y + box.height).toBeCloseTo(PHONE.height, 0);
    expect(box.y).toBeGreaterThan(PHONE.height / 2);
    expect((await bar.innerText()).replace(/\s+/g, ' ')).toContain(
      `${pesos(Number(listing.price))}/mes`.replace(/\s+/g, ' '),
    );
    const whatsapp = bar.getByRole('link', { name: `Contactar por WhatsApp sobre ${listing.title}` });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);

    await bar.getByRole('button', { name: 'Contactar' }).click();
    const name = page.getByLabel('Nombre');
    await expect.poll(() => page.evaluate('document.activeElement?.getAttribute("name")')).toBe('name');
    // The field is in view and above the bar, not under it.
    await expect.poll(async () => (await name.boundingBox())!.y).toBeLessThan(box.y - 40);
    expect((await name.boundingBox())!.y).toBeGreaterThan(0);

    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const lastLine = page.getByText('Búsqueda de propiedades con tecnología avanzada.');
    await expect
      .poll(async () => (await lastLine.boundingBox())!.y + (await lastLine.boundingBox())!.height)
      .toBeLessThanOrEqual(box.y);
    await page.close();
  });

  it('is not shown on a desktop, where the contact card is in view', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${portal.origin}/propiedad/x-prop-005`);
    await page.getByRole('heading', { name: 'Descripción' }).waitFor();
    expect(await page.getByRole('region', { name: 'Contacto rápido' }).isVisible()).toBe(false);
    await page.close();
  });
});

describe('Colombian cost block', () => {
  it('gives a rental its total monthly cost, administración, estrato and price per m², on the page and its card', async () => {
    const listing = await getJson<Listing>('/api/properties/prop-005');
    const rent = Number(listing.price);
    const fee = Number(listing.administration);
    const perMetre = `${pesos(Math.round(rent / Number(listing.area)))}/m²`.replace(/\s+/g, ' ');
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${portal.origin}/propiedad/${listing.slug}`);
    const block = page.getByRole('region', { name: 'Costos' });
    await block.waitFor();
    const text = await textOf(page, 'section[aria-label="Costos"]');
    expect(text).toContain(`Total mensual ${pesos(rent + fee)}`.replace(/\s+/g, ' '));
    expect(text).toContain(`Administración ${pesos(fee)}/mes`.replace(/\s+/g, ' '));
    expect(text).toContain(`Estrato ${listing.stratum}`);
    expect(text).toContain(`Precio por m² ${perMetre}`);

    await page.setViewportSize(PHONE);
    await page.goto(`${portal.origin}/?search=${encodeURIComponent(listing.title)}`);
    const card = page.locator('article', { hasText: listing.title }).first();
    await card.waitFor();
    const cardText = (await card.innerText()).replace(/\s+/g, ' ');
    expect(cardText).toContain(perMetre);
    expect(cardText).toContain(`Total mensual ${pesos(rent + fee)}`.replace(/\s+/g, ' '));
    await page.close();
  });
});

describe('the head follows client-side navigation', () => {
  it('takes a property’s title, description and canonical address, and gives the catalogue its own back', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await page.goto(portal.origin);
    const card = page.locator('article').first();
    await card.waitFor();
    // Runs in the page, where `document` exists; the test process has no DOM types.
    const head = () =>
      page.evaluate(`({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.content,
        canonical: document.querySelector('link[rel="canonical"]')?.href,
        ogUrl: document.querySelector('meta[property="og:url"]')?.content,
      })`) as Promise<{ title: string; description?: string; canonical?: string; ogUrl?: string }>;
    const catalogue = await head();
    const brand = catalogue.title.split(' | ').at(-1)!;

    const title = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const slug = new URL(page.url()).pathname;
    await expect.poll(async () => (await head()).title).toBe(`${title} | ${brand}`);
    const property = await head();
    expect(property.canonical).toBe(`${portal.origin}${slug}`);
    expect(property.ogUrl).toBe(`${portal.origin}${slug}`);
    // The server's HTML for that address says the same.
    const html = await (await fetch(`${portal.origin}${slug}`)).text();
    expect(html).toContain(`<title>${title} | ${brand}</title>`);
    expect(property.description).toBe(decodeHtml(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''));
    expect(property.description).toMatch(/^[^:]+: /);

    await page.goBack();
    await card.waitFor();
    await expect.poll(head).toEqual(catalogue);
    await page.close();
  });
});

describe('similar listings', () => {
  it('shows listings like this one on its page and in the detail dialog, each linking to its page', async () => {
    const listing = await getJson<Listing>('/api/properties/prop-005');
    const similar = (await getJson<{ properties: Listing[] }>('/api/properties/prop-005/similar?limit=6')).properties;
    expect(similar.length).toBeGreaterThan(0);
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${portal.origin}/propiedad/${listing.slug}`);
    const row = page.getByRole('region', { name: 'Propiedades similares' });
    await row.waitFor();
    const links = row.getByRole('link');
    expect(await links.count()).toBe(similar.length);
    expect(await links.first().getAttribute('aria-label')).toBe(similar[0]!.title);
    await links.first().click();
    await page.waitForURL(`${portal.origin}/propiedad/${similar[0]!.slug}`);
    await page.getByRole('heading', { level: 1, name: similar[0]!.title }).waitFor();

    await page.goto(`${portal.origin}/?search=${encodeURIComponent(listing.title)}`);
    const card = page.locator('article', { hasText: listing.title }).first();
    await card.getByRole('button', { name: 'Ver Detalles' }).click();
    const dialog = page.getByRole('dialog', { name: listing.title });
    await dialog.getByRole('region', { name: 'Propiedades similares' }).getByRole('link').first().waitFor();
    await page.close();
  });

  it('is hidden when there are none', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    // The page is drawn in the browser, which asks for the similar listings answered below (the server's drawing
    // would bring the real ones along).
    await withoutFirstRender(page);
    await page.route('**/api/properties/*/similar*', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ properties: [] }) }),
    );
    const answered = page.waitForResponse((response) => response.url().includes('/similar'));
    await page.goto(`${portal.origin}/propiedad/x-prop-005`);
    await page.getByRole('heading', { name: 'Descripción' }).waitFor();
    await answered;
    await afterTwoFrames(page);
    expect(await page.getByText('Propiedades similares').count()).toBe(0);
    await page.close();
  });
});

describe('recently viewed', () => {
  it('lists the listings opened on this device, newest first, on the catalogue and the property page', async () => {
    const [first, second] = ['prop-010', 'prop-020'];
    const context = await portal.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(portal.origin);
    await page.locator('article').first().waitFor();
    expect(await page.getByText('Vistos recientemente').count()).toBe(0);

    const titles: string[] = [];
    for (const id of [first, second]) {
      const listing = await getJson<Listing>(`/api/properties/${id}`);
      titles.push(listing.title);
      await page.goto(`${portal.origin}/propiedad/${listing.slug}`);
      await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
      // The heading comes drawn by the server, before the page hydrates and keeps the visit: leaving at once would
      // race it.
      await expect.poll(() => page.evaluate(`localStorage.getItem('vistos-recientemente') ?? ''`)).toContain(id);
    }
    // On a property page: the others seen, never the one being shown.
    const onPage = page.getByRole('region', { name: 'Vistos recientemente' });
    await onPage.getByRole('link').first().waitFor();
    expect(
      await onPage.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label'))),
    ).toEqual([titles[0]]);

    await page.goto(portal.origin);
    const row = page.getByRole('region', { name: 'Vistos recientemente' });
    await row.getByRole('link').first().waitFor();
    expect(
      await row.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label'))),
    ).toEqual([titles[1], titles[0]]);
    // Kept on the device: a new page of the same browser still has them.
    const again = await context.newPage();
    await again.goto(portal.origin);
    await again.getByRole('region', { name: 'Vistos recientemente' }).getByRole('link').nth(1).waitFor();
    await context.close();
  });

  it('drops a listing that no longer exists, silently', async () => {
    const context = await portal.browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(`
      if (!localStorage.getItem('vistos-recientemente'))
        localStorage.setItem('vistos-recientemente', '{"state":{"ids":["prop-999","prop-030"]},"version":0}');
    `);
    const page = await context.newPage();
    const listing = await getJson<Listing>('/api/properties/prop-030');
    await page.goto(portal.origin);
    const row = page.getByRole('region', { name: 'Vistos recientemente' });
    await row.getByRole('link', { name: listing.title }).waitFor();
    expect(await row.getByRole('link').count()).toBe(1);
    await expect
      .poll(() => page.evaluate("JSON.parse(localStorage.getItem('vistos-recientemente')).state.ids"))
      .toEqual(['prop-030']);
    await context.close();
  });
});

describe('360° tour dialog', () => {
  it('shows a loader while the tour loads and, when it never does, a way to open it in a new tab', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    // A tour host that never answers: the frame's load event never comes.
    await page.route('https://my.matterport.com/**', () => undefined);
    await page.clock.install();
    await page.goto(portal.origin);
    const tourButton = page.getByRole('button', { name: 'Ver tour 360°' }).first();
    await tourButton.click();
    const dialog = page.getByRole('dialog', { name: /^Vista 360° - / });
    await dialog.getByText('Cargando el recorrido 360°…').waitFor();
    const url = await dialog.locator('iframe').getAttribute('src');
    await page.clock.fastForward(15_000);
    const fallback = dialog.getByRole('alert');
    await fallback.getByText('El recorrido 360° no terminó de cargar').waitFor();
    const open = fallback.getByRole('link', { name: 'Abrir el recorrido en una pestaña nueva' });
    expect(await open.getAttribute('href')).toBe(url);
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await dialog.getByText('Cargando el recorrido 360°…').count()).toBe(0);
    await page.close();
  });
});
