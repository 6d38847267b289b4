import { describe, expect, it } from 'vitest';
import { ADMIN, portalPerFile } from './browser.js';

const portal = portalPerFile();

describe('sign in and out in Chromium', () => {
  it('goes from Iniciar Sesión to the form, refuses a wrong password in Spanish, signs in back to where it started, and signs out', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${portal.origin}/api/login?returnTo=/properties`);
    await page.waitForURL(/\/login\?returnTo=%2Fproperties$/);

    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    expect(await page.getByText('Debe ser un email válido').count()).toBe(1);

    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill('equivocada');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos.' }).waitFor();

    await page.getByLabel('Contraseña').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(`${portal.origin}/properties`);
    await page.getByText('Administrador', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Administrar' }).getAttribute('href')).toBe('/admin');

    await page.getByRole('link', { name: 'Salir' }).click();
    await page.waitForURL(`${portal.origin}/`);
    await page.getByRole('link', { name: 'Iniciar Sesión' }).waitFor();
    await page.close();
  });

  it('after signing in, lands on the home page when returnTo points at another site', async () => {
    // Followed as is, each leaves the portal: `\` and a tab make a path protocol-relative in the browser. The
    // other forms refused are in safe-return-to.test.ts; a sign-in each here would only slow this file down.
    for (const returnTo of ['/%5Cevil.example', '/%09/evil.example', '%2F%2Fevil.example']) {
      const context = await portal.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const offSite: string[] = [];
      await context.route(
        (url) => url.hostname.endsWith('evil.example'),
        async (route) => {
          offSite.push(route.request().url());
          await route.fulfill({ contentType: 'text/html', body: '<h1>Otro sitio</h1>' });
        },
      );
      const page = await context.newPage();
      await page.goto(`${portal.origin}/login?returnTo=${returnTo}`);
      await page.getByLabel('Correo electrónico').fill(ADMIN.email);
      await page.getByLabel('Contraseña').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      expect(page.url(), returnTo).toBe(`${portal.origin}/`);
      expect(offSite, returnTo).toEqual([]);
      await page.getByText('Administrador', { exact: true }).waitFor();
      await context.close();
    }
  });
});
