import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { userIdFromEmail } from '../../services/domain/user/decider.js';
import { ASESOR, openAdminPanel, portalPerFile, signedIn } from './browser.js';

const portal = portalPerFile();

/** The table's rows, each named by its listing's title. */
const rows = (page: Page) => page.locator('tbody tr[aria-label]');

// The demo catalogue has 93 listings (see catalogue-search.test.ts).
describe('the properties tab of the administration panel in Chromium', () => {
  it('lists every listing in pages of 50 with the total, searches and filters by status', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    await page.getByRole('heading', { name: 'Propiedades (93)' }).waitFor();
    await page.getByText('Mostrando 1–50 de 93').waitFor();
    expect(await rows(page).count()).toBe(50);

    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await page.getByText('Mostrando 51–93 de 93').waitFor();
    expect(await rows(page).count()).toBe(43);

    // The previous page stays on screen until the answer arrives: wait for the new total.
    const totalOtherThan = (n: number) =>
      page.getByRole('heading', { name: new RegExp(`^Propiedades \\((?!${n}\\))\\d+\\)$`) });
    await page.getByRole('textbox', { name: 'Buscar' }).fill('Chicó');
    await totalOtherThan(93).waitFor();
    const titles = await rows(page).evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((text) => text.includes('Chicó'))).toBe(true);
    // The address holds the search, so a reload (or a shared link) shows the same list.
    await page.waitForURL(/search=Chic%C3%B3/);
    await page.reload();
    await totalOtherThan(93).waitFor();
    expect(await page.getByRole('textbox', { name: 'Buscar' }).inputValue()).toBe('Chicó');
    expect(await rows(page).count()).toBe(titles.length);

    await page.getByRole('textbox', { name: 'Buscar' }).fill('');
    await page.getByRole('heading', { name: 'Propiedades (93)' }).waitFor();
    await page.getByLabel('Estado', { exact: true }).selectOption('sold');
    await totalOtherThan(93).waitFor();
    const statuses = await rows(page).evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    expect(statuses.length).toBeGreaterThan(0);
    // SPEC §4's word on the badge, never the stored value.
    expect(statuses.every((text) => text.includes('Vendido') && !text.includes('sold'))).toBe(true);
    await page.close();
  });

  it('views a listing, and deletes one only after confirming, which the public catalogue then no longer shows', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    const card = rows(page).first();
    const title = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('button', { name: `Ver ${title}` }).click();
    await page.getByRole('dialog', { name: title }).waitFor();
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: `Eliminar ${title}` }).click();
    await page.getByText('¿Estás seguro de que quieres eliminar esta propiedad?').waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('heading', { name: 'Propiedades (93)' }).waitFor();

    await card.getByRole('button', { name: `Eliminar ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('La propiedad se eliminó exitosamente').waitFor();
    await page.getByRole('heading', { name: 'Propiedades (92)' }).waitFor();
    expect(await page.getByRole('row', { name: title }).count()).toBe(0);

    const response = await page.request.get(`${portal.origin}/api/properties?limit=100`);
    const listed = ((await response.json()) as { properties: Array<{ title: string }> }).properties.map((p) => p.title);
    expect(listed).not.toContain(title);
    await page.close();
  });
});

describe('per-listing figures in the admin table in Chromium', () => {
  it('counts what visitors do on a listing over the last 30 days: views and contact-form leads', async () => {
    const visitor = await portal.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The chat opens on WhatsApp's site, out of reach here: only the click on our page matters.
    await visitor.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) => route.abort());
    const page = await visitor.newPage();
    const response = await page.request.get(`${portal.origin}/api/properties?search=Laureles&limit=1`);
    const [listing] = (
      (await response.json()) as { properties: Array<{ id: string; slug: string; title: string; code: string }> }
    ).properties;
    if (!listing) throw new Error('El catálogo de demostración tiene propiedades en Laureles');
    await page.goto(`${portal.origin}/propiedad/${listing.slug}`);
    // The form's fields take text only once the page is hydrated: filling them first means the WhatsApp link clicked
    // next is React's, which counts the click, and not the server-drawn one (on a loaded machine the click came first).
    await page.getByLabel('Nombre').fill('Laura Gómez');
    await page.getByLabel('Email').fill('laura@example.com');
    await page.getByLabel('Teléfono').fill('3001234567');
    const popup = page.waitForEvent('popup');
    const counted = page.waitForResponse((answer) => answer.url().endsWith('/whatsapp-clicks'));
    await page
      .getByRole('link', { name: `Contactar por WhatsApp sobre ${listing.title}` })
      .first()
      .click();
    await (await popup).close();
    expect((await counted).status()).toBe(202);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByText('Mensaje enviado').waitFor();
    await visitor.close();

    const admin = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(admin, portal, `/admin?search=${encodeURIComponent(listing.code)}`);
    await admin.getByRole('row', { name: listing.title }).waitFor();
    const headers = await admin.locator('thead th').allInnerTexts();
    const cell = (header: string) =>
      admin
        .getByRole('row', { name: listing.title })
        .locator(`td:nth-child(${headers.findIndex((text) => text.trim() === header) + 1})`)
        .innerText();
    expect(await cell('Visitas 30 d')).toBe('1');
    expect(await cell('Solicitudes 30 d')).toBe('1');
    await admin.close();
  });

  it('shows an asesor the actions of the listings assigned to them only, and no way to assign', async () => {
    const admin = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(admin, portal);
    // Two demo listings: one the admin assigns to the asesor, one that stays the agency's.
    const [hers, agencys] = (await admin.evaluate(async (asesorId) => {
      const { properties } = (await (await fetch('/api/properties?limit=2')).json()) as {
        properties: Array<{ id: string; title: string }>;
      };
      const assigned = await fetch('/api/properties/bulk', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ids: [properties[0]!.id], action: 'assign', agentId: asesorId }),
      });
      if (!assigned.ok) throw new Error(await assigned.text());
      return properties;
    }, userIdFromEmail(ASESOR.email)))!;
    await admin.close();

    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedIn(page, portal, 'asesor');
    await page.goto(`${portal.origin}/admin?search=${encodeURIComponent(hers!.title)}`);
    const row = page.getByRole('row', { name: hers!.title, exact: true });
    await row.getByRole('button', { name: `Editar ${hers!.title}` }).waitFor();
    expect(await row.getByRole('button', { name: `Eliminar ${hers!.title}` }).count()).toBe(1);
    await row.getByRole('checkbox', { name: `Seleccionar ${hers!.title}` }).check();
    const bulkBar = page.getByRole('region', { name: 'Acciones sobre las seleccionadas' });
    await bulkBar.getByRole('button', { name: 'Pausar' }).waitFor();
    expect(await bulkBar.getByRole('button', { name: 'Asignar asesor' }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/admin-asesor-own-listing.png' });

    // The agency's listing: seen and read, neither edited, deleted nor chosen for a bulk action.
    await page.getByRole('textbox', { name: 'Buscar' }).fill(agencys!.title);
    const other = page.getByRole('row', { name: agencys!.title, exact: true });
    await other.getByRole('button', { name: `Ver ${agencys!.title}`, exact: true }).waitFor();
    expect(await other.getByRole('button', { name: `Editar ${agencys!.title}` }).count()).toBe(0);
    expect(await other.getByRole('button', { name: `Eliminar ${agencys!.title}` }).count()).toBe(0);
    expect(await other.getByRole('checkbox', { name: `Seleccionar ${agencys!.title}` }).isDisabled()).toBe(true);
    await page.screenshot({ path: 'test-results/admin-asesor-colleague-listing.png' });

    // Its address typed by hand (?edit=) opens no form whose save would be refused, but says whose it is.
    await page.goto(`${portal.origin}/admin?edit=${agencys!.id}`);
    await page.getByText('Esta propiedad la atiende otra persona del equipo', { exact: true }).waitFor();
    expect(await page.getByLabel(/^Título/).count()).toBe(0);
    await page.screenshot({ path: 'test-results/admin-asesor-colleague-edit.png' });
    await page.close();
  });
});
