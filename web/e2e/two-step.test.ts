import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { ASESOR, portalPerFile, signedIn } from './browser.js';

const portal = portalPerFile();
const SHOTS = process.env.TWO_STEP_SHOTS;

/** The app's code for `secret`, `steps` periods of 30 s from now (the server accepts one either side). */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function signInWithPassword(page: Page) {
  await page.goto(`${portal.origin}/login`);
  await page.getByLabel('Correo electrónico').fill(ASESOR.email);
  await page.getByLabel('Contraseña').fill(ASESOR.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  return page.getByRole('form', { name: 'Verificación en dos pasos' });
}

describe('two-step sign-in in Chromium (issue 38 §9)', () => {
  it('enrols from the panel with the QR code’s secret, then asks for a code, or a recovery code once', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    await signedIn(page, portal, 'asesor');
    await page.goto(`${portal.origin}/admin`);
    await page.getByRole('button', { name: 'Verificación en dos pasos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verificación en dos pasos' });
    await dialog.getByLabel('Contraseña').fill(ASESOR.password);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).waitFor();
    const secret = (await dialog.locator('code').first().textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-step-enrol-360.png` });
    await dialog.getByLabel('Código de la aplicación').fill('000000');
    await dialog.getByRole('button', { name: 'Activar' }).click();
    await dialog.getByRole('alert').waitFor();
    await dialog.getByLabel('Código de la aplicación').fill(await codeOf(secret));
    await dialog.getByRole('button', { name: 'Activar' }).click();
    await dialog.getByText('La verificación en dos pasos quedó activada.').waitFor();
    const codes = await dialog
      .getByRole('list', { name: 'Códigos de recuperación' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-step-codes-360.png` });
    await dialog.getByRole('button', { name: 'Ya los guardé' }).click();
    await page.close();

    // Another browser: the password is not enough any more. The enrolment used this step's code: the next one opens.
    const second = await portal.browser.newContext({ viewport: { width: 360, height: 780 } }).then((c) => c.newPage());
    const step = await signInWithPassword(second);
    await step.getByLabel('Código de verificación').waitFor();
    if (SHOTS) await second.screenshot({ path: `${SHOTS}/two-step-sign-in-360.png` });
    await step.getByLabel('Código de verificación').fill(await codeOf(secret, 1));
    await step.getByRole('button', { name: 'Verificar' }).click();
    await second.waitForURL((url) => url.pathname !== '/login');
    await second.goto(`${portal.origin}/admin`);
    await second.getByRole('heading', { name: 'Panel de Administración' }).waitFor();
    await second.context().close();

    // A recovery code lets in once; the same code again is refused.
    for (const attempt of ['first', 'again'] as const) {
      const third = await portal.browser.newContext().then((c) => c.newPage());
      const form = await signInWithPassword(third);
      await form.getByRole('button', { name: 'Usar un código de recuperación' }).click();
      await form.getByLabel('Código de recuperación').fill(codes[0]!.toUpperCase());
      await form.getByRole('button', { name: 'Verificar' }).click();
      if (attempt === 'first') await third.waitForURL((url) => url.pathname !== '/login');
      else await form.getByRole('alert').waitFor();
      await third.context().close();
    }
  });
});
