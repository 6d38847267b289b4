import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../infra/ports/mailer.js';
import { portalPerFile, signedIn } from './browser.js';

const portal = portalPerFile();
const SHOTS = process.env.ALERT_SHOTS;

/** The mail the portal's outbox sent to `to` whose subject matches, once it has left (every second). */
async function mailTo(to: string, subject: RegExp): Promise<MailMessage> {
  const find = () => portal.mailer.sent.find((mail) => mail.to.includes(to) && subject.test(mail.subject));
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  return find()!;
}

describe('an alert mail as a mail client draws it, in Chromium', () => {
  it('shows the new listing’s card with its cover loaded from the site, within a phone’s width', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    await signedIn(page, portal, 'admin');
    const email = 'tarjetas@correo.co';
    const created = await page.request.post(`${portal.origin}/api/saved-searches`, {
      data: { email, frequency: 'immediate', acceptsDataPolicy: true, filters: { municipality: 'cartagena' } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const confirmation = await mailTo(email, /^Confirma tu alerta/);
    const token = decodeURIComponent(/\/alertas\/confirmar\?token=([^\s)]+)/.exec(confirmation.text)![1]!);
    expect((await page.request.post(`${portal.origin}/api/saved-searches/confirm`, { data: { token } })).status()).toBe(
      200,
    );

    // A demo listing's cover, stored by the portal: the card names it by PUBLIC_URL, as a mail client fetches it.
    const demo = (await (await page.request.get(`${portal.origin}/api/properties?limit=1`)).json()) as {
      properties: Array<{ photos: string[] }>;
    };
    const cover = demo.properties[0]!.photos[0]!;
    const listed = await page.request.post(`${portal.origin}/api/properties`, {
      data: {
        title: 'Apartamento frente al mar en Bocagrande',
        description: 'Con vista al mar.',
        address: 'Carrera 1 # 5-20, Bocagrande, Cartagena',
        price: '6500000',
        status: 'rent',
        propertyTypeId: 'apartamento',
        municipalityId: 'cartagena',
        bedrooms: 2,
        bathrooms: 2,
        area: '78',
        photos: [cover],
      },
    });
    expect(listed.status(), await listed.text()).toBe(201);
    const { slug } = (await listed.json()) as { slug: string };
    const mail = await mailTo(email, /^Nueva propiedad: Apartamento frente al mar/);

    for (const width of [360, 640]) {
      await page.setViewportSize({ width, height: 780 });
      await page.setContent(mail.html, { waitUntil: 'load' });
      const card = page.locator('table', { has: page.getByRole('heading', { name: 'Apartamento frente al mar' }) });
      const image = card.last().getByRole('img', { name: 'Apartamento frente al mar en Bocagrande' });
      expect(await image.getAttribute('src')).toBe(`${portal.origin}${cover}?w=640`);
      // Loaded, and no wider than the phone: the card shrinks with the screen.
      expect(await image.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
      expect((await image.boundingBox())!.width).toBeLessThanOrEqual(width - 24);
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(width);
      await card.last().getByText('$ 6.500.000/mes').waitFor();
      await card.last().getByText('2 habitaciones · 2 baños · 78 m²').waitFor();
      expect(await card.last().getByRole('link', { name: 'Ver la propiedad' }).getAttribute('href')).toBe(
        `${portal.origin}/propiedad/${slug}`,
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/alert-mail-${width}.png`, fullPage: true });
    }
    await page.close();
  });
});
