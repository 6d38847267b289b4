import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { ADMIN, ASESOR, openAdminPanel, portalPerFile } from './browser.js';

const portal = portalPerFile();
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
];

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${portal.origin}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** Nothing scrolls sideways on a phone. */
const expectNoSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);

describe('passwords and the asesor role in Chromium', () => {
  for (const viewport of VIEWPORTS) {
    it(`an admin resets an asesor's password; the asesor enters with it, chooses a new one and sees only their tabs (${viewport.width} px)`, async () => {
      const page = await portal.browser.newPage({ viewport });
      await openAdminPanel(page, portal);
      await page.getByRole('button', { name: 'Equipo' }).click();
      const team = page.getByRole('dialog', { name: 'Equipo' });
      const row = team.getByRole('listitem', { name: ASESOR.email });
      await row.getByText('Asesor', { exact: true }).waitFor();

      // It asks first; then the one-time password is shown once, with a copy button.
      await row.getByRole('button', { name: `Restablecer contraseña de ${ASESOR.email}` }).click();
      const reset = page.getByRole('dialog', { name: 'Restablecer contraseña' });
      await reset.getByText(`¿Restablecer la contraseña de ${ASESOR.email}?`, { exact: false }).waitFor();
      await reset.getByRole('button', { name: 'Restablecer' }).click();
      const shown = page.getByRole('dialog', { name: 'Contraseña de un solo uso' });
      const oneTimePassword = (await shown.getByLabel('Contraseña de un solo uso').textContent()) ?? '';
      expect(oneTimePassword).toMatch(/^[\w-]{24}$/);
      await shown.getByRole('button', { name: 'Copiar contraseña' }).waitFor();
      await shown.getByText('deberá cambiarla al iniciar sesión', { exact: false }).waitFor();
      await expectNoSidewaysScroll(page, viewport.width);
      await shown.getByRole('button', { name: 'Listo' }).click();
      await shown.waitFor({ state: 'detached' });
      await row.getByText('Debe cambiar su contraseña', { exact: true }).waitFor();

      // The asesor signs in with it and must choose their own before anything else.
      const asesor = await portal.browser.newContext({ viewport }).then((context) => context.newPage());
      await signIn(asesor, ASESOR.email, oneTimePassword);
      await asesor.getByRole('heading', { name: 'Elige una contraseña nueva' }).waitFor();
      expect(await asesor.getByRole('heading', { name: 'Panel de Administración' }).count()).toBe(0);
      const form = asesor.getByRole('form', { name: 'Cambiar contraseña' });
      await form.getByLabel('Contraseña que te dieron').fill(oneTimePassword);
      await form.getByLabel(/^Contraseña nueva/).fill('girasoles de la sabana');
      await form.getByLabel('Repite la contraseña nueva').fill('girasoles de la sabanna');
      await form.getByRole('button', { name: 'Guardar y continuar' }).click();
      await form.getByText('Las contraseñas nuevas no coinciden', { exact: true }).waitFor();
      await expectNoSidewaysScroll(asesor, viewport.width);
      const chosen = `girasoles de la sabana ${viewport.width}`;
      await form.getByLabel(/^Contraseña nueva/).fill(chosen);
      await form.getByLabel('Repite la contraseña nueva').fill(chosen);
      await form.getByRole('button', { name: 'Guardar y continuar' }).click();

      // The panel opens with the listings and Contacto (its leads, without the contact configuration) only.
      await asesor.getByRole('heading', { name: 'Panel de Administración' }).waitFor();
      await asesor.getByText('Asesor', { exact: true }).filter({ visible: true }).first().waitFor();
      const tabs = asesor.getByRole('tab');
      expect(await tabs.allTextContents()).toEqual([
        expect.stringMatching(/^Propiedades/),
        expect.stringMatching(/^Contacto/),
      ]);
      for (const hidden of ['Equipo']) expect(await asesor.getByRole('button', { name: hidden }).count()).toBe(0);
      await asesor.getByRole('button', { name: 'Cambiar contraseña' }).waitFor();
      await expectNoSidewaysScroll(asesor, viewport.width);
      if (viewport.width >= 1280) {
        // The listing form is theirs, but not the master-data lists: no button that could only be refused.
        await asesor.getByRole('form', { name: 'Nueva propiedad' }).getByRole('textbox', { name: 'Título' }).waitFor();
        expect(await asesor.getByRole('button', { name: /^Gestionar / }).count()).toBe(0);
      }
      await asesor.getByRole('tab', { name: /^Contacto/ }).click();
      await asesor
        .getByRole('heading', { name: /Solicitudes/ })
        .first()
        .waitFor();
      expect(await asesor.getByRole('heading', { name: 'Configuración de contacto' }).count()).toBe(0);
      // An address naming an admin-only tab opens the listings.
      await asesor.goto(`${portal.origin}/admin?tab=auth-settings`);
      await asesor.getByRole('tab', { name: /^Propiedades/, selected: true }).waitFor();

      // The new password is theirs from now on.
      await asesor.context().clearCookies();
      await signIn(asesor, ASESOR.email, chosen);
      await asesor.waitForURL(`${portal.origin}/`);
      await asesor.context().close();
      await page.close();
    });
  }

  it('an admin changes their own password: the wrong current one and a weak new one are said under their fields (1280 and 360 px)', async () => {
    let current = ADMIN.password;
    for (const viewport of VIEWPORTS) {
      const page = await portal.browser.newPage({ viewport });
      await page.goto(`${portal.origin}/login?returnTo=%2Fadmin`);
      await page.getByLabel('Correo electrónico').fill(ADMIN.email);
      await page.getByLabel('Contraseña').fill(current);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await page.getByRole('heading', { name: 'Panel de Administración' }).waitFor();

      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
      const form = dialog.getByRole('form', { name: 'Cambiar contraseña' });
      const submit = form.getByRole('button', { name: 'Cambiar contraseña' });
      // Keyboard: the dialog opens on the first field.
      await page.keyboard.type('no-es-la-mia');
      await form.getByLabel(/^Contraseña nueva/).fill('montañas azules de boyacá');
      await form.getByLabel('Repite la contraseña nueva').fill('montañas azules de boyacá');
      await submit.click();
      await form.getByText('La contraseña actual no es correcta', { exact: true }).waitFor();

      await form.getByLabel('Contraseña actual').fill(current);
      await form.getByLabel(/^Contraseña nueva/).fill('contraseña123');
      await form.getByLabel('Repite la contraseña nueva').fill('contraseña123');
      await submit.click();
      await form.getByText(/^La contraseña es demasiado fácil de adivinar: /).waitFor();
      await expectNoSidewaysScroll(page, viewport.width);

      const next = `montañas azules de boyacá ${viewport.width}`;
      await form.getByLabel(/^Contraseña nueva/).fill(next);
      await form.getByLabel('Repite la contraseña nueva').fill(next);
      await page.keyboard.press('Enter');
      await page.getByText('Contraseña cambiada', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      // Still signed in here: the panel stays.
      await page.getByRole('heading', { name: 'Panel de Administración' }).waitFor();
      current = next;
      await page.close();
    }
    // Only the last password signs in.
    const page = await portal.browser.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos.' }).waitFor();
    await page.close();
  });
});
