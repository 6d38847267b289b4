import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { afterTwoFrames, portalPerFile, withoutFirstRender } from './browser.js';

const portal = portalPerFile();

const desktop = () => portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
const showing = (page: Page, shown: number, total: number) =>
  page.getByText(`Mostrando ${shown} de ${total} propiedades`).waitFor();

describe('AI search results in Chromium', () => {
  it('shows a place asked to be near and a relative price as read, and says where it searched, on a phone too', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 780 },
    ]) {
      const page = await portal.browser.newPage({ viewport });
      await page.goto(`${portal.origin}/?ia=${encodeURIComponent('apartamento barato en venta cerca de Medellín')}`);
      // Medellín's seat is known: the chip says how far the search reaches from it.
      await page.getByText('A menos de 35 km de Medellín', { exact: true }).waitFor();
      await page
        .getByRole('list', { name: 'Entendimos:' })
        .getByText(/^Económico: hasta \$\s[\d.]+ en venta$/)
        .waitFor();
      await page.getByText(/Cerca de Medellín buscamos en Medellín, Envigado, Sabaneta y Rionegro\./).waitFor();
      await page.getByText(/Por económico entendimos hasta \$\s[\d.]+ en venta/).waitFor();
      const municipalities = await page.locator('article').allInnerTexts();
      expect(municipalities.length).toBeGreaterThan(0);
      for (const card of municipalities) expect(card).toMatch(/Medellín|Envigado|Sabaneta|Rionegro/);
      await page.close();
    }
  });

  it('reads a WhatsApp message pasted with its lines, searched with Enter; Shift+Enter starts a new line', async () => {
    const page = await desktop();
    await page.goto(portal.origin);
    await page.getByRole('button', { name: 'Búsqueda con AI' }).click();
    const box = page.getByLabel('¿Qué estás buscando?');
    await box.fill('Hola!! buenas tardes\nles cuento que nos trasladan a Medellín');
    await box.press('Shift+Enter');
    await box.pressSequentially('busco apartamento en arriendo con 2 alcobas');
    expect(await box.inputValue()).toBe(
      'Hola!! buenas tardes\nles cuento que nos trasladan a Medellín\nbusco apartamento en arriendo con 2 alcobas',
    );
    await box.press('Enter');
    const understood = page.getByRole('list', { name: 'Entendimos:' });
    for (const chip of ['En alquiler', 'Apartamento', 'Medellín', 'Desde 2 habitaciones'])
      await understood.getByText(chip, { exact: true }).waitFor();
    await page.close();
  });

  it('reaches every result past the first 24 with "Ver más resultados", only when asked', async () => {
    const page = await desktop();
    const searches: Array<number | undefined> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/properties/search')
        searches.push((JSON.parse(request.postData() ?? '{}') as { offset?: number }).offset);
    });
    await page.goto(`${portal.origin}/?ia=apartamento`);
    const count = page.getByText(/^Mostrando 24 de \d+ propiedades$/);
    await count.waitFor();
    const total = Number(/de (\d+)/.exec(await count.innerText())?.[1]);
    expect(total).toBeGreaterThan(24);
    expect(await page.locator('article').count()).toBe(24);
    // No infinite scroll in AI mode (SPEC §2): reaching the end of the list asks for nothing.
    await page.locator('article').last().scrollIntoViewIfNeeded();
    await afterTwoFrames(page);
    expect(searches).toEqual([undefined]);

    const more = page.getByRole('button', { name: 'Ver más resultados' });
    for (let shown = 24; shown < total; shown = Math.min(shown + 24, total)) {
      await more.click();
      await showing(page, Math.min(shown + 24, total), total);
    }
    expect(await page.locator('article').count()).toBe(total);
    expect(await more.count()).toBe(0);
    expect(searches.slice(1)).toEqual(Array.from({ length: searches.length - 1 }, (_, index) => (index + 1) * 24));
    await page.close();
  });

  it('filters chosen before switching to AI search narrow its results, visibly, until they are removed', async () => {
    const page = await desktop();
    await page.goto(`${portal.origin}/?status=rent`);
    await page.getByText(/^Mostrando \d+ de 33 propiedades$/).waitFor();
    await page.getByRole('button', { name: 'Búsqueda con AI' }).click();
    await page.getByLabel('¿Qué estás buscando?').fill('apartamento');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByText('También se aplica 1 filtro del catálogo.').waitFor();
    const count = page.getByText(/^Mostrando \d+ de \d+ propiedades$/);
    const totalOf = async () => Number(/de (\d+)/.exec(await count.innerText())?.[1]);
    const narrowed = await totalOf();
    for (const card of await page.locator('article').allInnerTexts()) expect(card).toMatch(/\/mes/);

    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await page.waitForURL((url) => !url.searchParams.has('status') && url.searchParams.get('ia') === 'apartamento');
    await page.getByText('También se aplica 1 filtro del catálogo.').waitFor({ state: 'detached' });
    await expect.poll(totalOf).toBeGreaterThan(narrowed);
    await page.close();
  });

  it('says when the place asked for has no listings, and shows what it found instead', async () => {
    const page = await desktop();
    await page.goto(`${portal.origin}/?ia=apartamento%20en%20Manizales`);
    await page
      .getByText(
        'No tenemos propiedades en Manizales (Caldas). Te mostramos las que cumplen lo demás que pediste en otros municipios.',
      )
      .waitFor();
    await page.getByRole('list', { name: 'Entendimos:' }).getByText('Manizales (sin propiedades)').waitFor();
    expect(await page.locator('article').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('says how it read a bare amount, the operation it implies and the family of a type', async () => {
    const page = await desktop();
    await page.goto(`${portal.origin}/?ia=casa%20en%20Ch%C3%ADa%20450%20millones`);
    await page
      .getByText(
        /^Tomamos \$\s450\.000\.000 como tu presupuesto máximo\. Por el precio, entendimos que buscas comprar\. Incluimos también casas campestres\.$/,
      )
      .waitFor();
    for (const card of await page.locator('article').allInnerTexts()) expect(card).toMatch(/^VENTA$/m);
    await page.close();
  });

  it('with AI search switched off, a shared AI link opens the normal catalogue with its words as a text search', async () => {
    const page = await desktop();
    // Drawn in the browser, which asks for the configuration answered below (the server would embed its own).
    await withoutFirstRender(page);
    await page.route('**/api/ai-search-config', (route) =>
      route.fulfill({ json: { enabled: false, description: 'Búsqueda con IA', updatedAt: null } }),
    );
    let searched = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/properties/search') searched = true;
    });
    await page.goto(`${portal.origin}/?ia=apartamento%20con%20balc%C3%B3n`);
    await page.waitForURL((url) => url.searchParams.get('search') === 'apartamento con balcón');
    expect(new URL(page.url()).searchParams.has('ia')).toBe(false);
    expect(await page.getByLabel('Buscar', { exact: true }).inputValue()).toBe('apartamento con balcón');
    await page.getByText(/^Mostrando \d+ de \d+ propiedades$/).waitFor();
    expect(await page.getByRole('button', { name: 'Búsqueda con AI' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: /Resultados para/ }).count()).toBe(0);
    expect(searched).toBe(false);
    await page.close();
  });
});
