import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { portalPerFile } from './browser.js';

/*
 * Issue 12 in the catalogue: available listings first and the switch that hides the others, the richer filters
 * (each kept in the address through a reload), the price-per-m² sort and the empty states' ways out. Expected lists
 * come from the API itself, asked the way the catalogue asks (availableFirst=true).
 */

const portal = portalPerFile();

const desktop = () => portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
const showing = (page: Page, shown: number, total: number) =>
  page.getByText(`Mostrando ${shown} de ${total} propiedades`).waitFor();
const cardTitles = (page: Page) =>
  page.locator('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
/** Each card's status badge, as written (the badge shows it in capitals). */
const cardStatuses = (page: Page) =>
  page
    .locator('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('.mantine-Badge-root')?.textContent ?? ''));

interface Listing {
  title: string;
  status: string;
  pricePerM2: number | null;
}
async function listed(query: string): Promise<{ properties: Listing[]; pagination: { total: number } }> {
  const response = await fetch(`${portal.origin}/api/properties?availableFirst=true&limit=12&${query}`);
  return (await response.json()) as { properties: Listing[]; pagination: { total: number } };
}

describe('available listings first', () => {
  it('lists sold and rented listings after the available ones; the switch hides them, in the address', async () => {
    const page = await desktop();
    // Cali: 8 listings, one of them sold.
    await page.goto(`${portal.origin}/?municipality=cali`);
    await showing(page, 8, 8);
    const statuses = await cardStatuses(page);
    expect(statuses.at(-1)).toBe('Vendido');
    expect(statuses.slice(0, -1).every((status) => status === 'Venta' || status === 'Alquiler')).toBe(true);

    const hide = page.getByRole('switch', { name: 'Ocultar vendidas y alquiladas' });
    await hide.check();
    await showing(page, 7, 7);
    await page.waitForURL(/availableOnly=true/);
    expect(await cardStatuses(page)).not.toContain('Vendido');

    await page.reload();
    await showing(page, 7, 7);
    expect(await hide.isChecked()).toBe(true);

    // Asking for the sold ones shows them, so the switch lets go.
    await page.getByRole('group', { name: 'Estado' }).getByRole('button', { name: 'Vendido', exact: true }).click();
    await showing(page, 1, 1);
    expect(await hide.isChecked()).toBe(false);
    expect(new URL(page.url()).searchParams.get('availableOnly')).toBeNull();
    await page.close();
  });
});

describe('richer filters', () => {
  it('each new filter goes into the address and is still set after a reload', async () => {
    const page = await desktop();
    await page.goto(`${portal.origin}/?municipality=medellin`);
    await showing(page, 12, 13);
    const more = page.getByRole('button', { name: /^Más filtros/ });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();

    // Typed price, formatted as pesos while typed; it is the price filter's lower end.
    const min = page.getByLabel('Precio mínimo');
    await min.fill('200000000');
    expect(await min.inputValue()).toBe('200.000.000');
    await page.waitForURL(/price=200000000-/);
    const priceChoice = page.getByLabel('Precio', { exact: true }).locator('option:checked');
    expect((await priceChoice.innerText()).replace(/\s/g, ' ')).toBe('Más de $ 200.000.000');

    // Barrio: searchable, accents and case aside.
    await page.getByRole('combobox', { name: 'Barrio' }).click();
    await page.getByRole('combobox', { name: 'Barrio' }).fill('POBL');
    await page.getByRole('option', { name: /El Poblado/ }).click();
    await page.waitForURL(/neighbourhood=El\+Poblado/);

    const strata = page.getByRole('group', { name: 'Estrato' });
    // A chip's checkbox is visually hidden: the visitor clicks its label.
    await strata.getByText('6', { exact: true }).click();
    await strata.getByText('5', { exact: true }).click();
    await page.waitForURL(/stratum=5%2C6/);

    // Radios too: the visitor clicks the visible "2+".
    await page.getByRole('radiogroup', { name: 'Baños' }).getByText('2+', { exact: true }).click();
    await page.waitForURL(/bathrooms=2/);
    await page.getByRole('radiogroup', { name: 'Parqueaderos' }).getByText('1+', { exact: true }).click();
    await page.waitForURL(/parkingSpaces=1/);

    await page.getByRole('combobox', { name: 'Características' }).click();
    await page.getByRole('combobox', { name: 'Características' }).fill('ascen');
    await page.getByRole('option', { name: 'Ascensor' }).click();
    await page.waitForURL(/characteristics=ascensor/);

    const query = new URL(page.url()).search.slice(1);
    const expected = await listed(query);
    await page.reload();
    if (expected.pagination.total === 0) await page.getByText('No se encontraron propiedades').waitFor();
    else await showing(page, expected.properties.length, expected.pagination.total);
    expect(await page.getByRole('button', { name: 'Más filtros (5 activos)' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await expect.poll(() => page.getByLabel('Precio mínimo').inputValue()).toBe('200.000.000');
    expect(await page.getByRole('combobox', { name: 'Barrio' }).inputValue()).toBe('El Poblado');
    expect(await strata.getByRole('checkbox', { name: '5', exact: true }).isChecked()).toBe(true);
    expect(await strata.getByRole('checkbox', { name: '6', exact: true }).isChecked()).toBe(true);
    expect(await strata.getByRole('checkbox', { name: '4', exact: true }).isChecked()).toBe(false);
    expect(
      await page.getByRole('radiogroup', { name: 'Baños' }).getByRole('radio', { name: '2 o más' }).isChecked(),
    ).toBe(true);
    expect(
      await page.getByRole('radiogroup', { name: 'Parqueaderos' }).getByRole('radio', { name: '1 o más' }).isChecked(),
    ).toBe(true);
    await page.getByText('Ascensor', { exact: true }).waitFor();
    await page.close();
  });

  it('lists what the API lists for the same filters', async () => {
    const page = await desktop();
    const query = 'stratum=5%2C6&bathrooms=3&characteristics=ascensor';
    const expected = await listed(query);
    expect(expected.pagination.total).toBeGreaterThan(0);
    await page.goto(`${portal.origin}/?${query}`);
    await showing(page, expected.properties.length, expected.pagination.total);
    expect(await cardTitles(page)).toEqual(expected.properties.map((listing) => listing.title));
    await page.close();
  });

  it('says a minimum above the maximum instead of sending it', async () => {
    const page = await desktop();
    await page.clock.install();
    await page.goto(`${portal.origin}/?price=100000000-200000000`);
    await page.getByRole('button', { name: /^Más filtros/ }).click();
    await expect.poll(() => page.getByLabel('Precio máximo').inputValue()).toBe('200.000.000');
    await page.getByLabel('Precio mínimo').fill('300000000');
    await page.getByText('El mínimo no puede ser mayor que el máximo').waitFor();
    // Well past the 600 ms after which the bounds typed would go to the address, on the page's clock.
    await page.clock.runFor(1_000);
    expect(new URL(page.url()).searchParams.get('price')).toBe('100000000-200000000');
    await page.close();
  });
});

describe('sort by price per m²', () => {
  it('orders each group by price per m², both ways, and keeps the order through a reload', async () => {
    const page = await desktop();
    await page.goto(portal.origin);
    await showing(page, 12, 93);
    for (const [label, order] of [
      ['Precio por m²: menor a mayor', 'asc'],
      ['Precio por m²: mayor a menor', 'desc'],
    ] as const) {
      await page.getByLabel('Ordenar por').selectOption({ label });
      await page.waitForURL(new RegExp(`sort=pricePerM2-${order}`));
      const expected = await listed(`sortBy=pricePerM2&sortOrder=${order}`);
      const perM2 = expected.properties.map((listing) => listing.pricePerM2 ?? Number.NaN);
      expect(
        perM2.every(
          (value, index) => index === 0 || (order === 'asc' ? perM2[index - 1]! <= value : perM2[index - 1]! >= value),
        ),
      ).toBe(true);
      await expect.poll(() => cardTitles(page)).toEqual(expected.properties.map((listing) => listing.title));
    }
    await page.reload();
    await showing(page, 12, 93);
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('pricePerM2-desc');
    await page.close();
  });
});

describe('empty states', () => {
  it('no results: Limpiar filtros clears every filter and the text search', async () => {
    const page = await desktop();
    await page.goto(`${portal.origin}/?status=sale&stratum=2&search=zzzz`);
    await page.getByText('No se encontraron propiedades').waitFor();
    await page.getByText('Intenta ajustar tus filtros de búsqueda').waitFor();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await showing(page, 12, 93);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Buscar').inputValue()).toBe('');
    await page.close();
  });

  it('no favourites yet: a way to see every listing', async () => {
    const page = await desktop();
    await page.goto(portal.origin);
    await showing(page, 12, 93);
    const favourites = page.getByRole('button', { name: /^Favoritos/ });
    await favourites.click();
    await page.getByText('Aún no tienes favoritos').waitFor();
    await page.getByRole('button', { name: 'Ver todas las propiedades' }).click();
    await showing(page, 12, 93);
    expect(await favourites.getAttribute('aria-pressed')).toBe('false');
    await page.close();
  });
});

describe('on a 360 px phone', () => {
  it('the folded filters say how many are set and clear them; unfolded, the richer ones fit the width', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    const overflow = () =>
      page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth') as Promise<number>;
    await page.goto(`${portal.origin}/?stratum=4&bathrooms=2`);
    await page.getByText('2 filtros activos').waitFor();
    await page.getByRole('button', { name: 'Filtros (2 activos)', exact: true }).click();
    await page.getByRole('group', { name: 'Estrato' }).waitFor();
    expect(await page.getByRole('button', { name: 'Más filtros (2 activos)' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Filtros (2 activos)', exact: true }).click();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page.getByText('Mostrando 12 de 93 propiedades').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });
});
