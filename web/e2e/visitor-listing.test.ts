import type { Locator, Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { ASESOR, openAdminPanel, portalPerFile } from './browser.js';

/** What a visitor looks for on a listing (issue 39 §6): a way to call, a WhatsApp that names the page, parking. */
const portal = portalPerFile();

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const VIEWPORTS = [PHONE, DESKTOP];

/** The demo agency's numbers (services/demo-catalogue/configs.ts): WhatsApp, and the footer's phone. */
const AGENCY_CALL = { name: 'Llamar al +57 300 123 4567', href: 'tel:+573001234567' };
const FOOTER_CALL = { name: 'Llamar al +57 601 555 0199', href: 'tel:+576015550199' };

interface Listing {
  id: string;
  slug: string;
  title: string;
  parkingSpaces: number | null;
}

const getJson = async <T>(path: string) => (await (await fetch(`${portal.origin}${path}`)).json()) as T;
const listingUrl = (listing: Listing) => `${portal.origin}/propiedad/${listing.slug}`;

/** The message a wa.me link opens the chat with. */
async function whatsappText(link: Locator): Promise<string> {
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  return new URL(href).searchParams.get('text') ?? '';
}

/** The catalogue searched for `text`, and the card of `title` in it. */
async function cardOf(page: Page, title: string): Promise<Locator> {
  await page.goto(`${portal.origin}/properties?search=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title, exact: true });
  await card.waitFor();
  return card;
}

describe('Llamar and the WhatsApp link on a listing, in Chromium', () => {
  it('calls the agency from the contact card at 1280 px, and its WhatsApp text carries the listing’s address', async () => {
    const [listing] = (await getJson<{ properties: Listing[] }>('/api/properties?limit=1')).properties;
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await page.goto(listingUrl(listing!));
    const card = page.locator(`#contacto`);
    const call = card.getByRole('link', { name: AGENCY_CALL.name });
    expect(await call.getAttribute('href')).toBe(AGENCY_CALL.href);
    expect(await call.innerText()).toBe(AGENCY_CALL.name);
    const chat = card.getByRole('link', { name: `Contactar por WhatsApp sobre ${listing!.title}` });
    const text = await whatsappText(chat);
    // The configured message stays first; the page's address (on PUBLIC_URL) closes it.
    expect(text.startsWith('Hola, me interesa obtener información sobre sus propiedades. ')).toBe(true);
    expect(text.endsWith(`\n${listingUrl(listing!)}`)).toBe(true);
    await page.screenshot({ path: 'test-results/visitor-listing-contact-1280.png' });
    await page.close();
  });

  it('writes the listing’s address into the server-drawn page too, the one a visitor taps before the app loads', async () => {
    const [listing] = (await getJson<{ properties: Listing[] }>('/api/properties?limit=1')).properties;
    const html = await (await fetch(listingUrl(listing!))).text();
    expect(html).toContain(encodeURIComponent(`\n${listingUrl(listing!)}`));
    expect(html).toContain(`href="${AGENCY_CALL.href}"`);
  });

  it('calls the listing’s asesor from the sticky bar at 360 px, where WhatsApp writes to the same number', async () => {
    const admin = await portal.browser.newPage({ viewport: DESKTOP });
    await openAdminPanel(admin, portal);
    const headers = { origin: portal.origin };
    const users = (await (await admin.request.get(`${portal.origin}/api/users`)).json()) as Array<{
      id: string;
      email: string;
    }>;
    const asesor = users.find((user) => user.email === ASESOR.email)!;
    const profile = await admin.request.put(`${portal.origin}/api/users/${asesor.id}`, {
      headers,
      data: { phone: '300 555 1234' },
    });
    expect(profile.status()).toBe(200);
    const [listing] = (await getJson<{ properties: Listing[] }>('/api/properties?search=Laureles&limit=1')).properties;
    const assigned = await admin.request.put(`${portal.origin}/api/properties/${listing!.id}`, {
      headers,
      data: { agentId: asesor.id },
    });
    expect(assigned.status()).toBe(200);
    await admin.close();

    const page = await portal.browser.newPage({ viewport: PHONE });
    await page.goto(listingUrl(listing!));
    const bar = page.getByRole('region', { name: 'Contacto rápido' });
    const call = bar.getByRole('link', { name: 'Llamar al 300 555 1234' });
    expect(await call.getAttribute('href')).toBe('tel:+573005551234');
    expect(await call.innerText()).toBe('Llamar');
    expect(await call.isVisible()).toBe(true);
    const chat = bar.getByRole('link', { name: `Contactar por WhatsApp sobre ${listing!.title}` });
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/573005551234\?/);
    expect(await whatsappText(chat)).toContain(listingUrl(listing!));
    // The three actions share the bar's row, none cut short.
    for (const action of [chat, call, bar.getByRole('button', { name: 'Contactar' })]) {
      const box = (await action.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    for (const label of ['WhatsApp', 'Llamar', 'Contactar'])
      expect(await bar.getByText(label, { exact: true }).evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(
        true,
      );
    await page.screenshot({ path: 'test-results/visitor-listing-bar-360.png' });
    await page.close();
  });

  it('links the footer’s phone to a call at 360 and 1280 px', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await portal.browser.newPage({ viewport });
      await page.goto(portal.origin);
      const call = page.locator('footer').getByRole('link', { name: FOOTER_CALL.name });
      expect(await call.getAttribute('href')).toBe(FOOTER_CALL.href);
      expect(await call.innerText()).toBe('+57 601 555 0199');
      await call.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/visitor-footer-${viewport.width}.png` });
      await page.close();
    }
  });

  it('gives a catalogue card’s WhatsApp the listing’s address too', async () => {
    const [listing] = (await getJson<{ properties: Listing[] }>('/api/properties?limit=1')).properties;
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    const card = await cardOf(page, listing!.title);
    const chat = card.getByRole('link', { name: `Contactar por WhatsApp sobre ${listing!.title}` });
    expect(await whatsappText(chat)).toContain(`\n${listingUrl(listing!)}`);
    await page.close();
  });
});

describe('parking on the catalogue cards, in Chromium', () => {
  it('shows a car and the count beside bedrooms, bathrooms and area at 360 and 1280 px; none without parking', async () => {
    const { properties } = await getJson<{ properties: Listing[] }>('/api/properties?limit=100');
    const parked = properties.find((listing) => (listing.parkingSpaces ?? 0) >= 2);
    if (!parked) throw new Error('El catálogo de demostración tiene propiedades con dos parqueaderos o más');
    const none = properties.find((listing) => !listing.parkingSpaces);
    for (const viewport of VIEWPORTS) {
      const page = await portal.browser.newPage({ viewport });
      const card = await cardOf(page, parked.title);
      const parking = card.getByRole('img', { name: `${parked.parkingSpaces} parqueaderos` });
      expect(await parking.innerText()).toBe(String(parked.parkingSpaces));
      expect(await parking.locator('svg').count()).toBe(1);
      // On the facts' line, beside the bedrooms.
      const bedrooms = card.getByText(/^\d+ hab$/);
      expect(Math.abs((await parking.boundingBox())!.y - (await bedrooms.boundingBox())!.y)).toBeLessThan(8);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/visitor-card-parking-${viewport.width}.png` });
      if (none) {
        const bare = await cardOf(page, none.title);
        expect(await bare.getByRole('img', { name: /parqueadero/ }).count()).toBe(0);
      }
      await page.close();
    }
  });
});

describe('a listing without photos, in Chromium', () => {
  it('shows one placeholder and no counter, on its card and its page, at 360 and 1280 px', async () => {
    const admin = await portal.browser.newPage({ viewport: DESKTOP });
    await openAdminPanel(admin, portal);
    const created = await admin.request.post(`${portal.origin}/api/properties`, {
      headers: { origin: portal.origin },
      data: {
        title: 'Casa Sinfoto en Chía',
        description: 'Creada sin fotos para probar la imagen de referencia.',
        address: 'Calle 12 # 4-20, Chía',
        price: '480000000',
        status: 'sale',
        propertyTypeId: 'casa',
        municipalityId: 'chia',
        photos: [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const listing = (await created.json()) as Listing;
    await admin.close();

    for (const viewport of VIEWPORTS) {
      const page = await portal.browser.newPage({ viewport });
      const card = await cardOf(page, listing.title);
      await expectOnePlaceholder(card, listing.title);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/visitor-card-no-photos-${viewport.width}.png` });

      await page.goto(listingUrl(listing));
      const gallery = page.getByRole('group', { name: `Fotos de ${listing.title}` });
      await expectOnePlaceholder(gallery, listing.title);
      expect(await gallery.getByRole('button', { name: 'Ver fotos en pantalla completa' }).count()).toBe(0);
      await page.screenshot({ path: `test-results/visitor-listing-no-photos-${viewport.width}.png` });
      await page.close();
    }
  });
});

/** One image, the placeholder, with no counter, arrows or dots around it. */
async function expectOnePlaceholder(scope: Locator, title: string) {
  const images = scope.locator('img');
  expect(await images.count()).toBe(1);
  expect(await images.first().getAttribute('src')).toBe('/placeholders/1.svg');
  expect(await images.first().getAttribute('alt')).toBe(`${title}, sin fotos (imagen de referencia)`);
  expect(await scope.getByText(/^\d+\/\d+$/).count()).toBe(0);
  expect(await scope.getByRole('button', { name: /^(Foto siguiente|Foto anterior|Ver foto \d+)$/ }).count()).toBe(0);
}
