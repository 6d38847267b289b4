import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { ADMIN, pausePageClock, portalPerFile } from './browser.js';

const portal = portalPerFile();

const DESKTOP = { width: 1280, height: 900 };

const STUB_TOUR = `<!doctype html><body>
<p id="state"></p><button onclick="leave()">Salir del portal</button>
<script>
  document.getElementById('state').textContent = 'Tour cargado en ' + self.origin;
  function leave() {
    try { top.location.href = 'https://evil.example/'; } catch (error) { /* Some browsers throw, others only log. */ }
    document.getElementById('state').textContent = 'Intento de salir hecho';
  }
</script></body>`;

async function openCatalogue(page: Page) {
  await page.goto(portal.origin);
  await page.getByText(/Mostrando 12 de \d+ propiedades/).waitFor();
}

/** The "Vistas" figure of the property page's summary, once the API has answered. */
async function viewsShown(page: Page): Promise<number> {
  const value = page.locator('dt', { hasText: 'Vistas' }).locator('xpath=following-sibling::dd[1]');
  await expect.poll(async () => value.innerText(), { timeout: 10_000 }).toMatch(/^\d[\d.]*$/);
  return Number((await value.innerText()).replace(/\./g, ''));
}

describe('listing card in Chromium', () => {
  it('moves through the photos with the arrows, wrapping around', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await openCatalogue(page);
    const card = page.locator('article').first();
    // The pointer over the card holds its auto-advance still.
    await card.hover();
    await card.getByRole('button', { name: 'Ver foto 1', exact: true }).click();
    const counter = card.getByText(/^\d+\/\d+$/);
    await expect.poll(() => counter.innerText()).toMatch(/^1\/\d+$/);
    const total = (await counter.innerText()).split('/')[1];
    await card.getByRole('button', { name: 'Foto siguiente' }).click();
    await card.getByText(`2/${total}`).waitFor();
    await card.getByRole('button', { name: 'Foto anterior' }).click();
    await card.getByRole('button', { name: 'Foto anterior' }).click();
    await card.getByText(`${total}/${total}`).waitFor();
    expect(await card.locator('img[loading="lazy"][decoding="async"]').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('opens the detail modal with title, price and characteristics, and the full-screen gallery closes with Esc', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await openCatalogue(page);
    const card = page.locator('article').first();
    const title = (await card.getAttribute('aria-label')) ?? '';
    const price = (await card.getByText(/^\$/).first().innerText()).trim();
    await card.getByRole('button', { name: 'Ver Detalles' }).click();

    const details = page.getByRole('dialog', { name: title });
    await details.getByRole('heading', { level: 1, name: title }).waitFor();
    await details.getByText(price, { exact: true }).waitFor();
    await details.getByRole('heading', { name: 'Características' }).waitFor();
    await details.getByRole('heading', { name: 'Descripción' }).waitFor();
    expect(await details.getByRole('link', { name: 'Abrir en nueva pestaña' }).getAttribute('target')).toBe('_blank');

    await details.getByRole('button', { name: 'Ver fotos en pantalla completa' }).click();
    const close = page.getByRole('button', { name: 'Cerrar galería' });
    await close.waitFor();
    await page.keyboard.press('ArrowRight');
    await page
      .getByRole('dialog', { name: title })
      .filter({ has: close })
      .getByText(/^2\/\d+$/)
      .waitFor();
    await page.keyboard.press('Escape');
    await close.waitFor({ state: 'detached' });
    // Esc closed only the gallery: the detail modal under it stays.
    expect(await details.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await page.close();
  });

  it('shows the edit button to signed-in users only', async () => {
    const context = await portal.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await openCatalogue(page);
    expect(await page.locator('article').first().getByRole('link', { name: 'Editar' }).count()).toBe(0);

    await page.goto(`${portal.origin}/login?returnTo=/`);
    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByText(/Mostrando 12 de \d+ propiedades/).waitFor();
    const edit = page.locator('article').first().getByRole('link', { name: 'Editar' });
    await edit.waitFor();
    expect(await edit.getAttribute('href')).toMatch(/^\/admin\?edit=prop-\d+$/);
    await context.close();
  });

  it('opens the 360° tour in a modal with an https frame, sandboxed: the tour runs but cannot take the visitor away', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    // A stand-in tour on the provider's site: it runs script, in its own origin (not the opaque one of a stricter sandbox), and tries to navigate the portal.
    await page.route('https://my.matterport.com/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: STUB_TOUR }),
    );
    await openCatalogue(page);
    const tourButton = page.getByRole('button', { name: 'Ver tour 360°' }).first();
    const title = (await page.locator('article').filter({ has: tourButton }).first().getAttribute('aria-label')) ?? '';
    await tourButton.click();
    const tour = page.getByRole('dialog', { name: `Vista 360° - ${title}` });
    await tour.waitFor();
    const frame = tour.locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\//);
    expect(await frame.getAttribute('title')).toContain(title);
    expect(await frame.getAttribute('allowfullscreen')).not.toBeNull();
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups');
    expect(await frame.getAttribute('allow')).toBe('fullscreen; xr-spatial-tracking; accelerometer; gyroscope');

    const inside = tour.frameLocator('iframe');
    await inside.getByText('Tour cargado en https://my.matterport.com').waitFor();
    // Chromium says at once when the sandbox stops a frame navigating the top page: that message is the block seen.
    const blocked = page.waitForEvent('console', (message) =>
      message.text().includes('Unsafe attempt to initiate navigation'),
    );
    // A click inside the frame is a user activation, which alone lets an unsandboxed cross-origin frame navigate the top page.
    await inside.getByRole('button', { name: 'Salir del portal' }).click();
    await blocked;
    await inside.getByText('Intento de salir hecho').waitFor();
    expect(page.url()).toBe(`${portal.origin}/`);
    await page.close();
  });
});

describe('property page in Chromium', () => {
  it('validates the contact form as SPEC §5 says and confirms a sent message', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${portal.origin}/propiedad/x-prop-005`);
    await page.getByRole('heading', { name: 'Descripción' }).waitFor();
    await page.getByLabel('Mensaje').fill('');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    for (const error of [
      'El nombre debe tener al menos 2 caracteres',
      'Debe ser un email válido',
      'El teléfono debe tener al menos 10 dígitos',
      'El mensaje debe tener al menos 10 caracteres',
    ]) {
      await page.getByText(error).waitFor();
    }
    await page.getByLabel('Nombre').fill('Laura Gómez');
    await page.getByLabel('Email').fill('laura@example.com');
    await page.getByLabel('Teléfono').fill('3001234567');
    await page.getByLabel('Mensaje').fill('Quisiera agendar una visita esta semana.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByText('Mensaje enviado').waitFor();
    await page.close();
  });

  it('keeps a favourite across a reload', async () => {
    const page = await portal.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${portal.origin}/propiedad/x-prop-006`);
    await page.getByRole('heading', { name: 'Descripción' }).waitFor();
    await page.getByRole('button', { name: 'Agregar a favoritos' }).click();
    await page.getByRole('button', { name: 'Quitar de favoritos' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Descripción' }).waitFor();
    expect(await page.getByRole('button', { name: 'Quitar de favoritos' }).getAttribute('aria-pressed')).toBe('true');
    await page.close();
  });

  it('copies the link when the device cannot share, saying Copiado for 2 seconds', async () => {
    const context = await portal.browser.newContext({
      viewport: DESKTOP,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    // A browser without the Web Share API, like most desktops.
    await context.addInitScript('delete Navigator.prototype.share');
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${portal.origin}/propiedad/x-prop-007`);
    await page.getByRole('heading', { name: 'Descripción' }).waitFor();
    // From here the page's time moves only when the test moves it: the 2 s are the page's, whatever the machine's load.
    await pausePageClock(page);
    await page.getByRole('button', { name: 'Compartir' }).click();
    await page.getByRole('button', { name: 'Copiado' }).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toMatch(/\/propiedad\/[a-z0-9-]+-prop-007$/);
    await page.clock.runFor(1_900);
    expect(await page.getByRole('button', { name: 'Copiado' }).count()).toBe(1);
    await page.clock.runFor(200);
    await page.getByRole('button', { name: 'Compartir' }).waitFor();
    expect(await page.getByRole('button', { name: 'Copiado' }).count()).toBe(0);
    await context.close();
  });

  it('shows the real view count, which grows with a new visitor', async () => {
    const first = await portal.browser.newContext({ viewport: DESKTOP, userAgent: 'Visitante A' });
    const firstPage = await first.newPage();
    await firstPage.goto(`${portal.origin}/propiedad/x-prop-008`);
    const before = await viewsShown(firstPage);
    expect(before).toBeGreaterThanOrEqual(1);

    const second = await portal.browser.newContext({ viewport: DESKTOP, userAgent: 'Visitante B' });
    const secondPage = await second.newPage();
    await secondPage.goto(`${portal.origin}/propiedad/x-prop-008`);
    await viewsShown(secondPage);
    // The count is a projection, a moment behind the write: the same visitor reloading is not counted again.
    await expect
      .poll(
        async () => {
          await secondPage.reload();
          return viewsShown(secondPage);
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBeGreaterThan(before);
    await first.close();
    await second.close();
  });
});
