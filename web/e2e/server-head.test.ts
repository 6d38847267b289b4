import { describe, expect, it } from 'vitest';
import { portalPerFile } from './browser.js';

/** What a crawler that runs no JavaScript receives: the raw HTML and the two crawl files. */
const portal = portalPerFile();

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('server-rendered head', () => {
  it('gives the catalogue a title, a short description, a canonical URL and the first 10 listings as JSON-LD', async () => {
    const html = await (await fetch(`${portal.origin}/`)).text();
    expect(html).toMatch(/<title>Propiedades en venta y arriendo en Colombia \| .+<\/title>/);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${portal.origin}/" />`);
    // A raster preview (a listing's share image): WhatsApp and Facebook ignore an SVG.
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(image).toMatch(/\/api\/properties\/[\w-]+\/share-image\?v=\d+$/);
    const preview = await fetch(image);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    const [organization, list] = jsonLd(html);
    expect(organization).toMatchObject({ '@type': 'RealEstateAgent', geo: { latitude: 4.711, longitude: -74.0721 } });
    const items = (
      list as { itemListElement: Array<{ item: { offers: { priceCurrency: string; availability: string } } }> }
    ).itemListElement;
    expect(items).toHaveLength(10);
    expect(items.every((entry) => entry.item.offers.priceCurrency === 'COP')).toBe(true);
  });

  it('describes a property page with its canonical slug and availability by status, and 404s an unknown one', async () => {
    const html = await (await fetch(`${portal.origin}/propiedad/un-titulo-viejo-prop-001`)).text();
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    expect(canonical).toMatch(new RegExp(`^${portal.origin}/propiedad/[a-z0-9-]+-prop-001$`));
    expect(canonical).not.toContain('un-titulo-viejo');
    const offer = jsonLd(html)[1] as { '@type': string; offers: { availability: string; priceValidUntil: string } };
    expect(offer['@type']).toBe('RealEstateListing');
    expect(offer.offers.availability).toMatch(/schema\.org\/(InStock|OutOfStock)$/);
    expect(Date.parse(offer.offers.priceValidUntil)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const missing = await fetch(`${portal.origin}/propiedad/no-existe-prop-999`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Propiedad no encontrada');
  });

  it('gives a property page a raster share image for WhatsApp and Facebook previews, with its size and type', async () => {
    const html = await (await fetch(`${portal.origin}/propiedad/x-prop-005`)).text();
    const meta = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
    const image = meta('og:image') ?? '';
    expect(image).toMatch(new RegExp(`^${portal.origin}/api/properties/prop-005/share-image\\?v=\\d+$`));
    expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:type')]).toEqual([
      '1200',
      '630',
      'image/jpeg',
    ]);
    expect(meta('twitter:card')).toBe('summary_large_image');
    const answer = await fetch(image);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('etag')).toBeTruthy();
    expect((await answer.arrayBuffer()).byteLength).toBeLessThanOrEqual(300 * 1024);
  });

  it('answers 404 for an address that is no page, and 200 for each page the app has', async () => {
    const unknown = await fetch(`${portal.origin}/no-existe/para-nada`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');
    for (const path of [
      '/',
      '/properties',
      '/login',
      '/restablecer-contrasena',
      '/privacy-policy',
      '/api-docs',
      '/admin',
    ])
      expect((await fetch(`${portal.origin}${path}`)).status, path).toBe(200);
  });

  it('lists every property in sitemap.xml, and robots.txt points to it', async () => {
    const sitemap = await (await fetch(`${portal.origin}/sitemap.xml`)).text();
    expect(sitemap.match(/\/propiedad\/[a-z0-9-]+prop-\d{3}</g)).toHaveLength(93);
    const robots = await (await fetch(`${portal.origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${portal.origin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });
});
