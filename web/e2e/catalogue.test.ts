import { describe, expect, it } from 'vitest';
import { portalPerFile } from './browser.js';

const portal = portalPerFile();

describe('catalogue in Chromium', () => {
  it('shows the first 12 listings with COP prices and loads more on scroll', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(portal.origin);
    await page.getByText('Mostrando 12 de 93 propiedades').waitFor();
    expect(await page.locator('article').count()).toBe(12);
    const prices = await page.locator('article').allInnerTexts();
    expect(prices.join('\n')).toMatch(/\$\s?\d{1,3}(\.\d{3})+(\/mes)?/);
    // Down to the end, as a visitor does, again if what the page still laid out moved the end away meanwhile (on a
    // loaded machine one scroll came before the page had settled, and the next page was never asked for). Each look
    // scrolls to the end again, and a scroll still running goes on past a page that just arrived: several pages may
    // come between two looks (under load 24 was skipped for 36 or more), so more than 12, and whole pages.
    const articles = page.locator('article');
    await expect
      .poll(async () => {
        await articles.last().scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 20_000);
        return articles.count();
      })
      .toBeGreaterThan(12);
    const countLine = page.getByText(/^Mostrando \d+ de 93 propiedades$/);
    await expect
      .poll(async () => {
        const shown = await articles.count();
        return (
          (await countLine.innerText()) === `Mostrando ${shown} de 93 propiedades` && (shown % 12 === 0 || shown === 93)
        );
      })
      .toBe(true);
    await page.close();
  });

  it('works at 360 px wide: catalogue and property page never scroll sideways', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    // Runs in the page, where `document` exists; the test process has no DOM types.
    const overflow = () =>
      page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth') as Promise<number>;
    await page.goto(`${portal.origin}/properties`);
    await page.locator('article').first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`${portal.origin}/propiedad/x-prop-005`);
    await page.getByText('Descripción').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('shows the not-found page for any other path, with a way back to the listings', async () => {
    const page = await portal.browser.newPage();
    await page.goto(`${portal.origin}/no-existe/para-nada`);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
    await page.getByRole('link', { name: 'Ver todas las propiedades' }).click();
    await page.waitForURL(`${portal.origin}/`);
    await page.getByRole('article').first().waitFor();
    await page.close();
  });

  it('opens a lazily loaded page directly without React Router’s missing-fallback warning', async () => {
    const page = await portal.browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto(`${portal.origin}/privacy-policy`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
    await page.close();
  });
});

describe('property page in Chromium', () => {
  it('opens from a card, replaces a non-canonical slug, and says when a property does not exist', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(portal.origin);
    const firstTitle = (await page.locator('article').first().getAttribute('aria-label')) ?? '';
    await page.locator('article').first().getByText('Ver Detalles').click();
    await page.locator('h1').filter({ hasText: firstTitle }).waitFor();
    expect(await page.getByText('Descripción').count()).toBe(1);

    await page.goto(`${portal.origin}/propiedad/un-titulo-viejo-prop-001`);
    await page.waitForURL(/\/propiedad\/(?!un-titulo-viejo)[a-z0-9-]+-prop-001$/);
    await page.locator('nav[aria-label="breadcrumb"], .mantine-Breadcrumbs-root').first().waitFor();

    await page.goto(`${portal.origin}/propiedad/no-existe-prop-999`);
    await page.getByText('Propiedad no encontrada').waitFor();
    expect(await page.getByRole('link', { name: 'Volver al inicio' }).count()).toBe(1);
    await page.screenshot({ path: 'test-results/property-not-found.png' });
    await page.close();
  });
});
