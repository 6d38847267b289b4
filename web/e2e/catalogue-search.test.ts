import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { portalPerFile } from './browser.js';

/*
 * Counts from the demo catalogue (services/demo-catalogue): 93 listings, 50 for sale and 33 for rent; 12 rentals
 * cost at most $ 1.500.000 a month; 17 apartments in Bogotá; 19 apartments for rent.
 */

const portal = portalPerFile();

const desktop = () => portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
const statusButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Estado' }).getByRole('button', { name, exact: true });
// Intl writes a no-break space after the peso sign.
const optionLabels = async (page: Page, label: string) =>
  (await page.getByLabel(label, { exact: true }).locator('option').allInnerTexts()).map((text) =>
    text.replace(/\s/g, ' '),
  );
// Option lists load per status: wait for the new list before reading it.
const optionArrives = (page: Page, label: string, option: string) =>
  page.getByLabel(label, { exact: true }).locator('option', { hasText: option }).waitFor({ state: 'attached' });
const showing = (page: Page, shown: number, total: number) =>
  page.getByText(`Mostrando ${shown} de ${total} propiedades`).waitFor();

/** The first peso amount on each card: its price. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('article').allInnerTexts();
  return texts.map((text) => Number(/\$\s?([\d.]+)/.exec(text)?.[1]?.replaceAll('.', '') ?? Number.NaN));
}

describe('catalogue filters in Chromium', () => {
  it('a status changes the count and the price list; choosing it again clears it and any price', async () => {
    const page = await desktop();
    await page.goto(portal.origin);
    await showing(page, 12, 93);
    await optionArrives(page, 'Precio', 'Hasta $ 3.000.000');

    await statusButton(page, 'Alquiler').click();
    await showing(page, 12, 33);
    expect(await statusButton(page, 'Alquiler').getAttribute('aria-pressed')).toBe('true');
    // Price ranges read as prices do everywhere else, the rental ones per month.
    await optionArrives(page, 'Precio', 'Hasta $ 1.500.000/mes');
    const rentPrices = await optionLabels(page, 'Precio');
    expect(rentPrices).toContain('$ 1.500.000 a $ 3.000.000/mes');
    expect(rentPrices).toContain('Más de $ 12.000.000/mes');
    expect(rentPrices).not.toContain('Hasta $ 3.000.000');

    await page.getByLabel('Precio', { exact: true }).selectOption('0-1500000');
    await showing(page, 12, 12);
    expect(page.url()).toContain('price=0-1500000');

    await statusButton(page, 'Venta').click();
    await showing(page, 12, 50);
    expect(await page.getByLabel('Precio', { exact: true }).inputValue()).toBe('todos');
    await optionArrives(page, 'Precio', 'Hasta $ 200.000.000');
    expect(await optionLabels(page, 'Precio')).not.toContain('Hasta $ 150.000.000');

    await statusButton(page, 'Venta').click();
    await showing(page, 12, 93);
    expect(await statusButton(page, 'Venta').getAttribute('aria-pressed')).toBe('false');
    await page.close();
  });

  it('filters by type and municipality, and Limpiar brings everything back', async () => {
    const page = await desktop();
    await page.goto(`${portal.origin}/properties`);
    await showing(page, 12, 93);
    await page.getByLabel('Tipo de propiedad').selectOption({ label: 'Apartamento' });
    await page.getByLabel('Municipio').selectOption({ label: 'Bogotá' });
    await showing(page, 12, 17);
    const cards = await page.locator('article').allInnerTexts();
    expect(cards).toHaveLength(12);
    for (const card of cards) expect(card).toContain('Bogotá');

    await page.getByRole('button', { name: 'Limpiar' }).click();
    await showing(page, 12, 93);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Tipo de propiedad').inputValue()).toBe('todos');
    expect(await page.getByLabel('Municipio').inputValue()).toBe('todos');
    await page.close();
  });

  it('sorts by price ascending', async () => {
    const page = await desktop();
    await page.goto(portal.origin);
    await showing(page, 12, 93);
    await page.getByLabel('Ordenar por').selectOption({ label: 'Precio: menor a mayor' });
    await page.waitForURL(/sort=price-asc/);
    await expect
      .poll(
        async () => {
          const prices = await cardPrices(page);
          return (
            prices.length === 12 &&
            prices.every((price, index) => Number.isFinite(price) && (index === 0 || prices[index - 1]! <= price))
          );
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect((await cardPrices(page))[0]).toBe(1_200_000);
    await page.close();
  });

  it('keeps the filters in the address, so a reload shows the same catalogue; unknown values are ignored', async () => {
    const page = await desktop();
    await page.goto(`${portal.origin}/properties`);
    await showing(page, 12, 93);
    await statusButton(page, 'Alquiler').click();
    await page.getByLabel('Tipo de propiedad').selectOption({ label: 'Apartamento' });
    await showing(page, 12, 19);
    await page.waitForURL(/status=rent&propertyType=apartamento/);

    await page.reload();
    await showing(page, 12, 19);
    expect(await statusButton(page, 'Alquiler').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByLabel('Tipo de propiedad').inputValue()).toBe('apartamento');

    await page.goto(`${portal.origin}/properties?status=regalado&sort=barato&bedrooms=muchas`);
    await showing(page, 12, 93);
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('createdAt-desc');
    await page.close();
  });

  it('fits a 360 px phone: the filters fold behind a Filtros button that counts them', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    const overflow = () =>
      page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth') as Promise<number>;
    await page.goto(`${portal.origin}/properties`);
    await showing(page, 12, 93);
    expect(await statusButton(page, 'Alquiler').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await statusButton(page, 'Alquiler').click();
    await showing(page, 12, 33);
    await page.getByRole('button', { name: 'Filtros (1 activo)' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await page.getByRole('button', { name: 'Ver en lista' }).isVisible()).toBe(false);
    await page.close();
  });
});

describe('favourites in Chromium', () => {
  it('shows only the listings marked with the heart, under the chosen filters, and says how to fill an empty list', async () => {
    const page = await desktop();
    await page.goto(`${portal.origin}/properties?status=rent`);
    await showing(page, 12, 33);
    const favourites = page.getByRole('button', { name: /^Favoritos/ });
    await favourites.click();
    await page.getByText('Aún no tienes favoritos').waitFor();
    await favourites.click();
    await showing(page, 12, 33);

    // Two rentals marked, then the whole catalogue again: the view shows just those two.
    const cards = page.locator('article');
    const chosen = [await cards.nth(1).getAttribute('aria-label'), await cards.nth(4).getAttribute('aria-label')];
    for (const index of [1, 4]) await cards.nth(index).getByRole('button', { name: 'Agregar a favoritos' }).click();
    await statusButton(page, 'Alquiler').click();
    await showing(page, 12, 93);
    await favourites.click();
    await showing(page, 2, 2);
    expect((await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))).sort()).toEqual(
      [...chosen].sort(),
    );

    // Filters apply to the favourites too.
    await statusButton(page, 'Venta').click();
    await page.getByText('No se encontraron propiedades').waitFor();
    await statusButton(page, 'Venta').click();
    await showing(page, 2, 2);

    // Un-marking one in this view takes it away; Limpiar goes back to the whole catalogue.
    await cards.first().getByRole('button', { name: 'Quitar de favoritos' }).click();
    await showing(page, 1, 1);
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await showing(page, 12, 93);
    expect(await favourites.getAttribute('aria-pressed')).toBe('false');
    await page.close();
  });
});

describe('AI search in Chromium', () => {
  it('answers a question in Spanish, shows what it understood, and clearing returns to the catalogue', async () => {
    const page = await desktop();
    await page.goto(portal.origin);
    await showing(page, 12, 93);
    await page.getByRole('button', { name: 'Búsqueda con AI' }).click();
    await page.getByText('Ejemplos contextuales:').waitFor();
    const examples = page.getByRole('group', { name: 'Ejemplos contextuales:' }).getByRole('button');
    await examples.first().waitFor();
    expect(await examples.count()).toBeLessThanOrEqual(4);

    const box = page.getByLabel('¿Qué estás buscando?');
    const search = page.getByRole('button', { name: 'Buscar', exact: true });
    await box.fill('   ');
    expect(await search.isDisabled()).toBe(true);
    await box.fill('apartamento en arriendo en Chapinero con 3 habitaciones');
    await search.click();

    await page
      .getByRole('heading', { name: 'Resultados para “apartamento en arriendo en Chapinero con 3 habitaciones”' })
      .waitFor();
    await page.getByText('Búsqueda AI', { exact: true }).waitFor();
    await page.getByText('apartamento en arriendo en Cha...', { exact: true }).waitFor();
    const understood = page.getByRole('list', { name: 'Entendimos:' });
    for (const chip of ['En alquiler', 'Apartamento', 'Bogotá', 'Sector Chapinero'])
      await understood.getByText(chip, { exact: true }).waitFor();
    expect(await page.locator('article').count()).toBeGreaterThan(0);
    for (const card of await page.locator('article').allInnerTexts()) expect(card).toMatch(/\/mes/);

    // The answer is in the address: a reload (or a shared link) shows it again.
    expect(new URL(page.url()).searchParams.get('ia')).toBe('apartamento en arriendo en Chapinero con 3 habitaciones');
    await page.reload();
    await page
      .getByRole('heading', { name: 'Resultados para “apartamento en arriendo en Chapinero con 3 habitaciones”' })
      .waitFor();
    await understood.getByText('Sector Chapinero', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Volver al catálogo' }).click();
    await showing(page, 12, 93);
    expect(new URL(page.url()).searchParams.has('ia')).toBe(false);
    expect(await page.getByRole('heading', { name: /Resultados para/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Búsqueda Normal' }).getAttribute('aria-pressed')).toBe('true');
    await page.close();
  });

  it('runs an example when its chip is clicked', async () => {
    const page = await desktop();
    await page.goto(portal.origin);
    await page.getByRole('button', { name: 'Búsqueda con AI' }).click();
    const first = page.getByRole('group', { name: 'Ejemplos contextuales:' }).getByRole('button').first();
    await first.waitFor();
    const example = (await first.innerText()).trim();
    await first.click();
    await page.getByRole('heading', { name: `Resultados para “${example}”` }).waitFor();
    await page.getByText('Búsqueda AI', { exact: true }).waitFor();
    await page.close();
  });
});
