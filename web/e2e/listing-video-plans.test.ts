import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { openAdminPanel, portalPerFile } from './browser.js';

const portal = portalPerFile();
const SHOTS = '/tmp/shots-video-plans';

interface Listing {
  id: string;
  slug: string;
  title: string;
  photos: string[];
  plans: string[];
  videoUrl: string | null;
  matterportUrl: string | null;
}

const readListing = async (page: Page, id: string) =>
  (await (await page.request.get(`${portal.origin}/api/properties/${id}`)).json()) as Listing;

/** The photo paths (before any ?w=) an element's images name, in their src and srcset. */
const imagePaths = (page: Page, group: string) =>
  page
    .getByRole('group', { name: group })
    .locator('img')
    .evaluateAll((images) =>
      images.flatMap((image) =>
        [image.getAttribute('src') ?? '', ...(image.getAttribute('srcset') ?? '').split(',')]
          .map((candidate) => candidate.trim().split(/[?\s]/)[0] ?? '')
          .filter((path) => path !== ''),
      ),
    );

const VIDEO_MESSAGE =
  'El video debe ser una dirección de YouTube o Vimeo, por ejemplo https://www.youtube.com/watch?v=… o https://vimeo.com/…';

describe('a listing’s video and floor plans, in Chromium', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 800 },
  ])
    it(`staff add a video and mark a plan; visitors see the plan in «Planos» and the video only once opened (${viewport.width} px)`, async () => {
      const page = await portal.browser.newPage({ viewport });
      // Listings with three photos or more and no 360° tour (whose frame would be on the page anyway): one per width.
      const found = await page.request.get(`${portal.origin}/api/properties?limit=60&sortBy=title&sortOrder=asc`);
      const candidates = ((await found.json()) as { properties: Listing[] }).properties.filter(
        (listing) => listing.photos.length >= 3 && listing.matterportUrl === null && listing.plans.length === 0,
      );
      const listing = candidates[viewport.width === 1280 ? 0 : 1];
      if (!listing) throw new Error('El catálogo de demostración tiene propiedades con fotos y sin tour 360°');
      const plan = listing.photos[1]!;

      // Staff: «Es un plano» on the second photo moves it to the plans, saved at once.
      await openAdminPanel(page, portal, `/admin?edit=${listing.id}`);
      const form = page.getByRole('form', { name: 'Editar propiedad' });
      await form.getByText(`Fotos (${listing.photos.length}/10)`).waitFor();
      // A click, not check(): the ticked photo leaves the list, and «Foto 2» is then the next one, unticked.
      await form.getByRole('checkbox', { name: 'Foto 2: es un plano' }).click();
      const plans = form.getByRole('list', { name: 'Planos de la propiedad' });
      await plans.getByRole('listitem', { name: 'Plano 1 de 1' }).waitFor();
      expect(await plans.getByRole('checkbox', { name: 'Plano 1: es un plano' }).isChecked()).toBe(true);
      await form.getByText(`Fotos y planos (${listing.photos.length}/10)`).waitFor();
      await expect
        .poll(async () => {
          const saved = await readListing(page, listing.id);
          return { photos: saved.photos, plans: saved.plans };
        })
        .toEqual({ photos: listing.photos.filter((photo) => photo !== plan), plans: [plan] });
      await plans.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/admin-plans-${viewport.width}.png` });

      // The video: anything but YouTube or Vimeo is refused under the field, a pasted share link is kept normalized.
      const video = form.getByRole('textbox', { name: 'Video (YouTube o Vimeo)' });
      await video.fill('https://www.tiktok.com/@inmobiliaria/video/123');
      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await form.getByText(VIDEO_MESSAGE).waitFor();
      await video.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/admin-video-refused-${viewport.width}.png` });
      await video.fill('youtu.be/dQw4w9WgXcQ?si=compartido');
      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.getByText('Propiedad actualizada exitosamente').waitFor();
      expect((await readListing(page, listing.id)).videoUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await page.close();

      // The visitor: photos first, no frame of any video provider until «Video» is opened.
      const visitor = await portal.browser.newPage({ viewport });
      const asked: string[] = [];
      // The player is another site's, out of reach here: what matters is when and where the page asks for it.
      await visitor.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//, (route) => {
        asked.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title>' });
      });
      // The server draws the gallery's tabs: the browser takes them over without a mismatch (React reports one as an
      // uncaught error, or in the console).
      const problems: string[] = [];
      visitor.on('pageerror', (error) => problems.push(error.message));
      visitor.on('console', (message) => {
        if (message.type() === 'error' && /react|hydrat/i.test(message.text())) problems.push(message.text());
      });
      await visitor.goto(`${portal.origin}/propiedad/${listing.slug}`);
      const gallery = visitor.getByRole('tablist', { name: `Galería de ${listing.title}` });
      await gallery.waitFor();
      expect(await gallery.getByRole('tab').allInnerTexts()).toEqual(['Fotos', 'Planos', 'Video']);
      expect(await visitor.getByRole('tab', { name: 'Fotos' }).getAttribute('aria-selected')).toBe('true');
      await visitor.getByRole('group', { name: `Fotos de ${listing.title}` }).waitFor();
      expect(await imagePaths(visitor, `Fotos de ${listing.title}`)).not.toContain(plan);
      expect(await visitor.locator('iframe').count()).toBe(0);
      await visitor.screenshot({ path: `${SHOTS}/listing-photos-${viewport.width}.png` });

      await visitor.getByRole('tab', { name: 'Planos' }).click();
      await visitor.getByRole('group', { name: `Planos de ${listing.title}` }).waitFor();
      expect(new Set(await imagePaths(visitor, `Planos de ${listing.title}`))).toEqual(new Set([plan]));
      expect(await visitor.getByRole('img', { name: `${listing.title}, plano 1 de 1` }).count()).toBe(1);
      expect(await visitor.locator('iframe').count()).toBe(0);
      expect(asked).toEqual([]);
      await visitor.screenshot({ path: `${SHOTS}/listing-plans-${viewport.width}.png` });

      await visitor.getByRole('tab', { name: 'Video' }).click();
      const frame = visitor.locator(`iframe[title="Video de ${listing.title}"]`);
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      expect(await visitor.locator('iframe').count()).toBe(1);
      await expect.poll(() => asked).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ']);
      await visitor.screenshot({ path: `${SHOTS}/listing-video-${viewport.width}.png` });

      // Back to the photos, the player leaves the page (and stops).
      await visitor.getByRole('tab', { name: 'Fotos' }).click();
      await visitor.getByRole('group', { name: `Fotos de ${listing.title}` }).waitFor();
      expect(await visitor.locator('iframe').count()).toBe(0);
      expect(problems).toEqual([]);
      await visitor.close();
    });
});
