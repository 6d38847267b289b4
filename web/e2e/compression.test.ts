import { describe, expect, it } from 'vitest';
import { portalPerFile } from './browser.js';
import { firstLoadOfHome, JS_BUDGET_BYTES } from './network-transfers.js';

/** What crosses the network for a visitor: compressed, and within the first load's JavaScript budget. */
const portal = portalPerFile();

describe('compression in Chromium', () => {
  it('loads / with its page, script and stylesheet in brotli, and at most 200 KB of JavaScript', async () => {
    const transfers = await firstLoadOfHome(portal.browser, portal.origin);
    const of = (type: string) => transfers.filter((transfer) => transfer.type === type);
    for (const type of ['Document', 'Script', 'Stylesheet']) {
      expect(of(type).length, type).toBeGreaterThan(0);
      expect(
        of(type).map((transfer) => transfer.encoding),
        type,
      ).toEqual(of(type).map(() => 'br'));
    }
    expect(of('Document')[0]!.headers.vary).toContain('accept-encoding');
    const javascript = of('Script').reduce((sum, transfer) => sum + transfer.bytes, 0);
    expect(javascript).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });

  it('gets the next listings from the API in brotli', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(portal.origin);
    await page.getByText(/Mostrando 12 de \d+ propiedades/).waitFor();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/properties'),
      page.mouse.wheel(0, 20_000),
    ]);
    expect(await answer.headerValue('content-encoding')).toBe('br');
    await page.getByText(/Mostrando 24 de \d+ propiedades/).waitFor();
    await page.close();
  });

  it('sends gzip to a client that asks only for gzip', async () => {
    const gzipOnly = { 'accept-encoding': 'gzip' };
    const home = await fetch(`${portal.origin}/`, { headers: gzipOnly });
    expect(home.headers.get('content-encoding')).toBe('gzip');
    const html = await home.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const path of [...assets, '/api/properties?page=2&limit=12']) {
      const response = await fetch(`${portal.origin}${path}`, { headers: gzipOnly });
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      await response.arrayBuffer();
    }
  });
});
