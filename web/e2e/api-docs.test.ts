import { describe, expect, it } from 'vitest';
import { pausePageClock, portalPerFile } from './browser.js';

const portal = portalPerFile();

describe('API documentation page in Chromium', () => {
  it('shows the title, the base URL and the cards, and switches between the three tabs', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${portal.origin}/api-docs`);
    await page.getByRole('heading', { level: 1, name: 'Documentación de la API' }).waitFor();
    expect(await page.getByText(`${portal.origin}/api`, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /API_DOCUMENTATION\.md/ }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /CRUD_API_EXAMPLES\.md/ }).count()).toBe(1);

    // Main endpoints, grouped by resource, from GET /api/documentation.
    const properties = page.getByRole('region', { name: 'Propiedades' });
    await properties.getByText('/api/properties/{id}').first().waitFor();
    expect(await properties.getByText('Pública').count()).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Autenticación' }).click();
    await page.getByRole('heading', { name: 'Token de API (Bearer)' }).waitFor();
    await page.getByRole('heading', { name: 'Rutas públicas' }).waitFor();

    await page.getByRole('tab', { name: 'Ejemplos rápidos' }).click();
    await page.getByRole('heading', { name: 'Crear una propiedad' }).waitFor();
    await page.getByRole('heading', { name: 'Búsqueda con IA' }).waitFor();
    expect(await page.getByText(`${portal.origin}/api/properties/search`).count()).toBe(1);
    await page.close();
  });

  it('copies with a Copiado toast and a 2-second highlight, and says when copying fails', async () => {
    const context = await portal.browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${portal.origin}/api-docs`);
    await page.getByRole('button', { name: 'Copiar url base' }).waitFor();
    // From here the page's time moves only when the test moves it: the 2 s are the page's, whatever the machine's load.
    await pausePageClock(page);
    await page.getByRole('button', { name: 'Copiar url base' }).click();
    // The toast itself (role alert), not the button's tooltip, which also reads Copiado.
    await page.getByRole('alert').filter({ hasText: 'Copiado' }).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(`${portal.origin}/api`);
    const highlighted = page.locator('pre[data-copied]');
    expect(await highlighted.count()).toBe(1);
    // The highlight goes by itself after its 2 s, not before.
    await page.clock.runFor(1_900);
    expect(await highlighted.count()).toBe(1);
    await page.clock.runFor(200);
    await highlighted.waitFor({ state: 'detached' });

    // Copying can be refused (no permission, insecure page): the page says so instead of pretending.
    await page.evaluate('navigator.clipboard.writeText = () => Promise.reject(new Error("denied"))');
    await page.getByRole('button', { name: 'Copiar cabecera' }).click();
    // It replaces the Copiado toast at once (one toast at a time) instead of queueing behind it.
    await page.getByRole('alert').filter({ hasText: 'No se pudo copiar el texto' }).waitFor();
    // Its leaving animation is the only time it takes.
    await page.clock.runFor(1_000);
    await page.getByRole('alert').filter({ hasText: 'Copiado' }).waitFor({ state: 'detached' });
    expect(await highlighted.count()).toBe(0);
    await context.close();
  });

  it('links to the two markdown documents, which open as real documents about this API', async () => {
    const context = await portal.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${portal.origin}/api-docs`);
    for (const [name, heading] of [
      ['API_DOCUMENTATION.md', '# Documentación de la API'],
      ['CRUD_API_EXAMPLES.md', '# Ejemplos CRUD de la API con curl'],
    ] as const) {
      const [opened] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name: new RegExp(name.replace('.', '\\.')) }).click(),
      ]);
      // waitForLoadState, not waitForEvent('load'): the new tab may have loaded already.
      await opened.waitForLoadState('load');
      const response = await opened.evaluate('document.contentType');
      expect(response).toBe('text/markdown');
      expect(opened.url()).toBe(`${portal.origin}/${name}`);
      const text = (await opened.evaluate('document.body.innerText')) as string;
      expect(text.startsWith(heading)).toBe(true);
      expect(text).toContain(`${portal.origin}/api`);
      await opened.close();
    }
    await context.close();
  });

  it('never scrolls sideways at 360 px: long curl lines scroll inside their block', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    const overflow = () =>
      page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth') as Promise<number>;
    await page.goto(`${portal.origin}/api-docs`);
    await page.getByText('/api/properties/{id}').first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Autenticación' }).click();
    await page.getByRole('heading', { name: 'Rutas públicas' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Ejemplos rápidos' }).click();
    const block = page.locator('pre', { hasText: '/api/properties/search' });
    await block.waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await block.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await page.close();
  });
});
