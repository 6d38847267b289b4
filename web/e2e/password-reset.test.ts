import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { userIdFromEmail } from '../../services/domain/user/decider.js';
import { passwordResetUrl } from '../../services/api/auth/password-reset-link.js';
import { SecretBox } from '../../services/api/auth/secrets.js';
import { SignedLinks } from '../../services/api/auth/signed-links.js';
import { ASESOR, PORTAL_SECRET_KEY, portalPerFile, STAFF } from './browser.js';

const portal = portalPerFile();
const links = new SignedLinks(new SecretBox(PORTAL_SECRET_KEY));
const SENT = 'Si el correo está registrado, te enviamos un enlace para restablecer la contraseña. Vence en una hora.';
/** RESET_SHOTS=<folder>: screenshots of both forms at each width, to look at. */
const shots = process.env.RESET_SHOTS;

/** The link the portal mails for the account's latest request (what the outbox's composer writes). */
async function mailedLink(email: string): Promise<string> {
  let requestId: string | undefined;
  for await (const event of portal.ports.store.readStream(`user-${userIdFromEmail(email)}`)) {
    if (event.type === 'PasswordResetRequested') requestId = String(event.data.requestId);
  }
  if (!requestId) throw new Error(`no reset request for ${email}`);
  return passwordResetUrl(portal.origin, links, requestId);
}

const expectNoSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);

const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

describe('a forgotten password in Chromium', () => {
  for (const [viewport, account] of [
    [{ width: 1280, height: 900 }, STAFF],
    [{ width: 360, height: 780 }, ASESOR],
  ] as const) {
    it(`asks for a link from /login, sets a new password with it once, and signs in (${viewport.width} px)`, async () => {
      const page = await portal.browser.newPage({ viewport });
      await page.goto(`${portal.origin}/login`);
      await page.getByLabel('Correo electrónico').fill(account.email);
      await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();

      // The address typed at the sign-in comes along; any address gets the same answer.
      const ask = page.getByRole('form', { name: 'Pedir enlace para restablecer la contraseña' });
      await ask.getByRole('heading', { name: '¿Olvidaste tu contraseña?' }).waitFor();
      expect(await ask.getByLabel('Correo electrónico').inputValue()).toBe(account.email);
      await ask.getByLabel('Correo electrónico').fill('nadie-con-cuenta@portal.test');
      await ask.getByLabel('Correo electrónico').press('Enter');
      const answer = ask.getByRole('status');
      await answer.getByText(SENT, { exact: false }).waitFor();
      const unknownAnswer = await answer.textContent();
      await ask.getByLabel('Correo electrónico').fill(account.email);
      const second = page.waitForResponse((response) => response.url().endsWith('/api/password-reset'));
      await ask.getByRole('button', { name: 'Enviar otro enlace' }).click();
      expect((await second).status()).toBe(202);
      await answer.getByText(SENT, { exact: false }).waitFor();
      expect(await answer.textContent()).toBe(unknownAnswer);
      await expectNoSidewaysScroll(page, viewport.width);
      await shoot(page, `pedir-enlace-${viewport.width}`);

      // The mailed link opens the new-password form; the same rules as elsewhere, said under the fields.
      const link = await mailedLink(account.email);
      await page.goto(link);
      const choose = page.getByRole('form', { name: 'Elegir una contraseña nueva' });
      await choose.getByText('Mínimo 12 caracteres y difícil de adivinar', { exact: false }).waitFor();
      await shoot(page, `nueva-contrasena-${viewport.width}`);
      await choose.getByLabel(/^Contraseña nueva/).fill('contraseña123');
      await choose.getByLabel(/^Repite la contraseña nueva/).fill('contraseña123');
      await choose.getByRole('button', { name: 'Guardar contraseña' }).click();
      await choose.getByText('La contraseña es demasiado fácil de adivinar', { exact: false }).waitFor();
      const chosen = `girasoles de la sabana ${viewport.width}`;
      await choose.getByLabel(/^Contraseña nueva/).fill(chosen);
      await choose.getByLabel(/^Repite la contraseña nueva/).fill(`${chosen}x`);
      await choose.getByRole('button', { name: 'Guardar contraseña' }).click();
      await choose.getByText('Las contraseñas no coinciden', { exact: true }).waitFor();
      await choose.getByLabel(/^Repite la contraseña nueva/).fill(chosen);
      await choose.getByLabel(/^Repite la contraseña nueva/).press('Enter');

      // Back at /login, told so; the new password opens a session.
      await page.waitForURL(`${portal.origin}/login`);
      await page.getByRole('status').getByText('tu contraseña cambió', { exact: false }).waitFor();
      await expectNoSidewaysScroll(page, viewport.width);
      await page.getByLabel('Correo electrónico').fill(account.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(chosen);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await page.waitForURL(`${portal.origin}/`);
      expect((await page.request.get(`${portal.origin}/api/auth/user`)).status()).toBe(200);

      // The link opens once: again, it says so and leads to a new one.
      await page.goto(link);
      await choose.getByLabel(/^Contraseña nueva/).fill('otra clave de montaña azul');
      await choose.getByLabel(/^Repite la contraseña nueva/).fill('otra clave de montaña azul');
      await choose.getByRole('button', { name: 'Guardar contraseña' }).click();
      await page.getByRole('heading', { name: 'El enlace ya no sirve' }).waitFor();
      await page
        .getByRole('alert')
        .getByText('El enlace para restablecer la contraseña venció o ya se usó. Pide uno nuevo.')
        .waitFor();
      await shoot(page, `enlace-usado-${viewport.width}`);
      await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
      await ask.getByRole('heading', { name: '¿Olvidaste tu contraseña?' }).waitFor();
      expect(new URL(page.url()).search).toBe('');
      await page.close();
    });
  }
});
