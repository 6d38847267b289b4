import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareWebBuild, createTestApp, propertyBody, type TestApp } from '../test-support/test-app.js';
import { BRAND_NAME_TTL_MS } from './brand-name.js';

/** Moved forward by the test, so the brand's short cache can be passed without waiting. */
let now = Date.parse('2026-03-02T15:00:00Z');
let t: TestApp;
let webRoot: string;
let slug: string;

beforeAll(async () => {
  webRoot = bareWebBuild('brand-name');
  t = await createTestApp({ webRoot, clock: () => new Date(now) });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: await t.adminCookie() },
    payload: propertyBody({ title: 'Casa campestre en Chía' }),
  });
  slug = (created.json() as { slug: string }).slug;
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const saveCompanyName = async (companyName: string) => {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/footer-config',
    headers: { cookie: await t.adminCookie() },
    payload: { companyName, copyright: `© 2026 ${companyName}` },
  });
  expect(saved.statusCode).toBe(200);
};

/** What a page's head says the brand is, in each place it says it. */
async function brandIn(url: string) {
  const html = (await t.app.inject({ url })).body;
  const organization = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as { '@type': string; name: string })
    .find((data) => data['@type'] === 'RealEstateAgent');
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    siteName: /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1],
    organization: organization?.name,
  };
}

describe('the brand in the server-rendered head', () => {
  it('is the default name before any footer configuration is saved', async () => {
    expect(await brandIn('/')).toEqual({
      title: 'Propiedades en venta y arriendo en Colombia | Portal Inmobiliario',
      siteName: 'Portal Inmobiliario',
      organization: 'Portal Inmobiliario',
    });
  });

  it('follows the footer configuration’s companyName on every page, without a restart', async () => {
    await saveCompanyName('Inmobiliaria Andina & Cía');
    now += BRAND_NAME_TTL_MS;
    const escaped = 'Inmobiliaria Andina &amp; Cía';
    expect(await brandIn('/')).toEqual({
      title: `Propiedades en venta y arriendo en Colombia | ${escaped}`,
      siteName: escaped,
      organization: 'Inmobiliaria Andina & Cía',
    });
    expect(await brandIn(`/propiedad/${slug}`)).toEqual({
      title: `Casa campestre en Chía | ${escaped}`,
      siteName: escaped,
      organization: 'Inmobiliaria Andina & Cía',
    });
    expect((await brandIn('/api-docs')).title).toBe(`Documentación de la API | ${escaped}`);
    expect((await brandIn('/privacy-policy')).title).toBe(`Política de Tratamiento de Datos | ${escaped}`);
    expect((await brandIn('/login')).title).toBe(`Iniciar Sesión | ${escaped}`);
    expect((await brandIn('/admin')).title).toBe(escaped);
    expect((await brandIn('/no-existe')).title).toBe(`Página no encontrada | ${escaped}`);
    expect((await brandIn('/propiedad/no-existe-prop-999')).title).toBe(`Propiedad no encontrada | ${escaped}`);

    await saveCompanyName('Habitat Colombia Inmobiliaria');
    now += BRAND_NAME_TTL_MS;
    expect((await brandIn('/')).organization).toBe('Habitat Colombia Inmobiliaria');
  });

  it('titles the privacy policy with the footer configuration’s privacyPolicyTitle, as its page does', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/footer-config',
      headers: { cookie: await t.adminCookie() },
      payload: { companyName: 'Casa Nueva', copyright: '© 2026 Casa Nueva', privacyPolicyTitle: 'Aviso de privacidad' },
    });
    expect(saved.statusCode).toBe(200);
    now += BRAND_NAME_TTL_MS;
    expect((await brandIn('/privacy-policy')).title).toBe('Aviso de privacidad | Casa Nueva');
  });
});
