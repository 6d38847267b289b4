import type { Locator, Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { portalPerFile } from './browser.js';

const portal = portalPerFile();

const VIEWPORTS = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 900 },
];

interface Listing {
  slug: string;
  price: string;
  status: string;
}

const listing = async (id: string) => (await (await fetch(`${portal.origin}/api/properties/${id}`)).json()) as Listing;
/** Page text with the no-break spaces Intl writes read as plain ones. */
const text = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ');

/** Empties a field and types into it key by key, as a visitor does. */
async function typeInto(field: Locator, value: string) {
  await field.fill('');
  await field.pressSequentially(value);
}

/** Opens the collapsed section with a click, or from the keyboard (focus and Enter). */
async function openSimulator(page: Page, slug: string, { keyboard = false } = {}) {
  await page.goto(`${portal.origin}/propiedad/${slug}`);
  const toggle = page.getByRole('button', { name: 'Simula tu crédito' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  if (keyboard) {
    await toggle.focus();
    await page.keyboard.press('Enter');
  } else await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const result = page.getByRole('status').filter({ hasText: /Cuota mensual|Corrige/ });
  await result.waitFor();
  return result;
}

describe('«Simula tu crédito» on a listing for sale', () => {
  for (const viewport of VIEWPORTS)
    it(`computes the payment and the income from what is typed, in the browser only (${viewport.name} px)`, async () => {
      // prop-006, an apartment for sale in Salitre at $ 385.000.000: above the VIS ceiling, so 30 % down at least.
      const { slug, price, status } = await listing('prop-006');
      expect({ price, status }).toEqual({ price: '385000000', status: 'sale' });
      const page = await portal.browser.newPage({ viewport });
      const result = await openSimulator(page, slug);
      expect(await page.getByLabel('Precio de la vivienda').inputValue()).toBe('385.000.000');
      expect(await page.getByLabel('Porcentaje de cuota inicial').inputValue()).toBe('30');
      const downPayment = page.getByLabel('Cuota inicial', { exact: true });
      expect(await downPayment.inputValue()).toBe('115.500.000');

      // What typing asks of any server: nothing of the API, nothing of another site.
      const requests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== portal.origin || url.pathname.startsWith('/api/')) requests.push(request.url());
      });
      await typeInto(downPayment, '100.000.000');
      expect(await text(page.getByText('La cuota inicial mínima es el 30 %'))).toBe(
        'La cuota inicial mínima es el 30 % del precio ($ 115.500.000): los bancos prestan hasta el 70 % del valor de la vivienda.',
      );
      expect(await text(result)).toBe('Corrige los datos marcados para ver tu cuota.');
      expect(await downPayment.getAttribute('aria-invalid')).toBe('true');
      await downPayment.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/credit-simulator-error-${viewport.name}.png` });

      await typeInto(downPayment, '150.000.000');
      const term = page.getByLabel('Plazo');
      await typeInto(term, '35');
      await page.getByText('El plazo debe ser un número entero de años entre 5 y 30.').waitFor();
      await typeInto(term, '15');
      // Loan 235.000.000 over 180 months at 12,5 % E.A. (i_m = 0,0098635805…): cuota 2.795.692,36 → $ 2.795.692;
      // income 2.795.692 / 0,3 = 9.318.973,33 → $ 9.318.974 (Python decimal, apart from the app's code).
      await expect.poll(() => text(result.locator('[data-figure="payment"]'))).toBe('$ 2.795.692');
      expect(await text(result.locator('[data-figure="income"]'))).toBe('$ 9.318.974');
      expect(await text(result)).toContain('Préstamo de $ 235.000.000 en 180 cuotas a una tasa mensual de 0,9864 %');
      expect(await page.getByLabel('Porcentaje de cuota inicial').inputValue()).toBe('38,96');

      // A rate typed as people write it, with its comma and unit.
      await typeInto(page.getByLabel('Tasa efectiva anual'), '45');
      await page.getByText('La tasa debe estar entre 1 % y 40 % efectivo anual.').waitFor();
      const rate = page.getByLabel('Tasa efectiva anual');
      await typeInto(rate, '12,5 %');
      await expect.poll(() => text(result.locator('[data-figure="payment"]'))).toBe('$ 2.795.692');
      await rate.blur();
      expect(await rate.inputValue()).toBe('12,5');
      expect(requests).toEqual([]);

      // The section fits the phone: no sideways scroll.
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.getByRole('region', { name: 'Simula tu crédito' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/credit-simulator-${viewport.name}.png` });
      await page.close();
    });

  it('asks 20 % down of a vivienda de interés social and reads a down payment typed as a percentage', async () => {
    // prop-007 in Kennedy at $ 207.000.000, below 150 SMMLV of 2026 ($ 262.635.750).
    const { slug, price } = await listing('prop-007');
    expect(price).toBe('207000000');
    const page = await portal.browser.newPage({ viewport: VIEWPORTS[0] });
    const result = await openSimulator(page, slug, { keyboard: true });
    expect(await text(page.getByText('Mínimo 20 %'))).toBe(
      'Mínimo 20 % ($ 41.400.000), por ser vivienda de interés social.',
    );
    // Loan 165.600.000 over 240 months at 12,5 % E.A.: cuota 1.804.534,44 → $ 1.804.534; income $ 6.015.114.
    expect(await text(result.locator('[data-figure="payment"]'))).toBe('$ 1.804.534');
    expect(await text(result.locator('[data-figure="income"]'))).toBe('$ 6.015.114');

    const downPayment = page.getByLabel('Cuota inicial', { exact: true });
    await typeInto(downPayment, '30%');
    await downPayment.blur();
    expect(await downPayment.inputValue()).toBe('62.100.000');
    expect(await page.getByLabel('Porcentaje de cuota inicial').inputValue()).toBe('30');
    await page.screenshot({ path: 'test-results/credit-simulator-vis-360.png', fullPage: false });
    await page.close();
  });

  it('is not offered on a rental or on a sold listing', async () => {
    const page = await portal.browser.newPage({ viewport: VIEWPORTS[1] });
    for (const id of ['prop-005', 'prop-023']) {
      const { slug, status } = await listing(id);
      expect(['rent', 'sold']).toContain(status);
      await page.goto(`${portal.origin}/propiedad/${slug}`);
      await page.getByRole('heading', { name: 'Descripción' }).waitFor();
      expect(await page.getByRole('region', { name: 'Simula tu crédito' }).count()).toBe(0);
    }
    await page.close();
  });
});
