import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { portalPerFile, signedIn } from './browser.js';

const portal = portalPerFile();

/** Signs the admin in and lands on the catalogue, as an agent who browses the site before working on it. */
async function signInOnCatalogue(page: Page) {
  await signedIn(page, portal, 'admin');
  await page.goto(`${portal.origin}/`);
  await page.getByText(/^Mostrando \d+ de \d+ propiedades$/).waitFor();
}

/** The title of the first catalogue card whose listing has similar ones (a listing alone of its kind has none). */
async function firstCardWithSimilar(page: Page): Promise<string> {
  const cards = await page.getByRole('article').evaluateAll((articles) =>
    articles.map((article) => ({
      title: article.getAttribute('aria-label') ?? '',
      href: article.querySelector('a[href^="/propiedad/"]')?.getAttribute('href') ?? '',
    })),
  );
  for (const { title, href } of cards) {
    const id = /(prop-\d+|[0-9a-f-]{36})$/.exec(href)?.[0];
    const similar = await page.request.get(`${portal.origin}/api/properties/${id}/similar?limit=6`);
    if (similar.ok() && ((await similar.json()) as { properties: unknown[] }).properties.length > 0) return title;
  }
  throw new Error('Ninguna propiedad de la primera página tiene similares');
}

const similarRow = (page: Page) => page.getByRole('region', { name: 'Propiedades similares' });

/** Renames the listing open in the panel's editor and waits for the success toast. */
async function rename(page: Page, oldTitle: string, newTitle: string) {
  const title = page.getByRole('textbox', { name: 'Título' });
  // The editor reads the listing afresh: typing before it arrives would type into the form it replaces.
  await expect.poll(() => title.inputValue()).toBe(oldTitle);
  await title.fill(newTitle);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  // The toast names the listing: the previous save's toast may still be fading out.
  await page.getByText(`«${newTitle}» se guardó.`).waitFor();
}

/**
 * Every page keeps the answers it was shown (SPEC §9: never stale, no refetch), so a listing changed in the panel
 * must be forgotten by the panel itself: without that, the catalogue, the listing's page and the similar rows
 * that were seen before the change show the old one after navigating back, until a reload.
 */
describe('what the panel changes shows everywhere without a reload, in Chromium', () => {
  it('an edited title reaches the catalogue, the listing page, the similar rows and the admin list; a deleted listing leaves the catalogue', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInOnCatalogue(page);

    // Seen before the change: a listing's card and page, and the similar row under it.
    const firstTitle = await firstCardWithSimilar(page);
    const first = page.getByRole('article', { name: firstTitle, exact: true });
    await first.getByRole('link', { name: firstTitle, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: firstTitle, exact: true }).waitFor();
    const similarTile = similarRow(page).getByRole('link').first();
    await similarTile.waitFor();
    const similarTitle = (await similarTile.getAttribute('aria-label')) ?? '';
    await page.goBack();
    await first.waitFor();

    // The card's edit button opens the panel in the same page (a client-side navigation).
    await first.getByRole('link', { name: 'Editar' }).click();
    const renamed = `${firstTitle} (renovado)`;
    await rename(page, firstTitle, renamed);
    await page.getByRole('row', { name: renamed, exact: true }).waitFor();

    // The other listing, found in the panel's list, renamed too.
    await page.getByRole('textbox', { name: 'Buscar' }).fill(similarTitle);
    await page.getByRole('heading', { name: 'Propiedades (1)' }).waitFor();
    await page.getByRole('button', { name: `Editar ${similarTitle}` }).click();
    const similarRenamed = `${similarTitle} (rebajado)`;
    await rename(page, similarTitle, similarRenamed);

    await page.getByRole('banner').getByRole('link', { name: 'Propiedades', exact: true }).click();
    await page.getByRole('article', { name: renamed, exact: true }).waitFor();
    expect(await page.getByRole('article', { name: firstTitle, exact: true }).count()).toBe(0);

    await page
      .getByRole('article', { name: renamed, exact: true })
      .getByRole('link', { name: renamed, exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: renamed, exact: true }).waitFor();
    await similarRow(page).getByRole('link', { name: similarRenamed, exact: true }).waitFor();
    expect(await similarRow(page).getByRole('link', { name: similarTitle, exact: true }).count()).toBe(0);

    // Deleted in the panel, reached again from the catalogue: gone from the catalogue too.
    await page.goBack();
    const card = page.getByRole('article', { name: renamed, exact: true });
    await card.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('button', { name: `Eliminar ${renamed}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('La propiedad se eliminó exitosamente').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Propiedades', exact: true }).click();
    await page.getByText(/^Mostrando \d+ de \d+ propiedades$/).waitFor();
    await expect.poll(() => card.count()).toBe(0);
    await page.close();
  });
});
