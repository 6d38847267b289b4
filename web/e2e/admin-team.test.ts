import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT } from '../../services/domain/user/messages.js';
import { ADMIN, ASESOR, openAdminPanel, portalPerFile, STAFF } from './browser.js';

const portal = portalPerFile();

const NEW_STAFF = { email: 'asesora@portal.test', name: 'Laura Asesora' };

async function openTeam(page: Page) {
  await page.getByRole('button', { name: 'Equipo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Equipo' });
  await dialog.getByRole('list', { name: /Cuentas/ }).waitFor();
  return dialog;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${portal.origin}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

describe('the Equipo dialog of the administration panel in Chromium', () => {
  it('creates a staff account that can sign in but not enter the panel, deactivates it after asking, and refuses a taken e-mail', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    const dialog = await openTeam(page);

    // The form refuses with the API's own words; a temporary password needs its 12 characters.
    const form = dialog.getByRole('form', { name: 'Nueva cuenta' });
    expect(await form.getByRole('radio', { name: 'Enviarle una invitación por correo' }).isChecked()).toBe(true);
    await form.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await form.getByRole('button', { name: 'Crear e invitar' }).click();
    await form.getByText('Debe ser un email válido', { exact: true }).waitFor();
    await form.getByRole('radio', { name: 'Darle una contraseña temporal' }).check();
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await form.getByText(PASSWORD_TOO_SHORT, { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Generar' }).click();
    expect(await form.getByLabel(/^Contraseña temporal/).inputValue()).toHaveLength(16);
    expect(await form.getByLabel(/^Contraseña temporal/).getAttribute('type')).toBe('text');

    // Invited: the person chooses their own password from the mailed link; the admin never sees one.
    await form.getByRole('radio', { name: 'Enviarle una invitación por correo' }).check();
    expect(await form.getByLabel(/^Contraseña temporal/).count()).toBe(0);
    await form.getByLabel('Correo electrónico').fill(NEW_STAFF.email.toUpperCase());
    await form.getByLabel('Nombre (opcional)').fill(NEW_STAFF.name);
    expect(await form.getByRole('radio', { name: 'Usuario' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Crear e invitar' }).click();

    await page.getByText('Invitación enviada', { exact: true }).first().waitFor();
    await page.getByText(`${NEW_STAFF.email} recibirá un correo para elegir su contraseña.`).waitFor();
    const row = dialog.getByRole('listitem', { name: NEW_STAFF.email });
    await row.getByText(NEW_STAFF.name).waitFor();
    await row.getByText('Usuario', { exact: true }).waitFor();
    await row.getByText('Activa', { exact: true }).waitFor();
    await row.getByText('Invitación pendiente', { exact: true }).waitFor();
    await row.getByText('Último inicio de sesión: Nunca').waitFor();
    expect(await form.getByLabel('Correo electrónico').inputValue()).toBe('');
    if (process.env.TEAM_SHOTS)
      await page.screenshot({ path: `${process.env.TEAM_SHOTS}/team-invited.png`, fullPage: true });

    // The new person opens the invitation, chooses a password, signs in elsewhere, and the panel's gate turns them away.
    const link = new RegExp(`${portal.origin.replace(/[.]/g, '\\.')}/restablecer-contrasena\\?token=[\\w.%-]+`);
    await expect
      .poll(() => portal.mailer.sent.some((mail) => mail.to.includes(NEW_STAFF.email) && link.test(mail.text)))
      .toBe(true);
    const invitation = portal.mailer.sent.find((mail) => mail.to.includes(NEW_STAFF.email))!;
    expect(invitation.subject).toMatch(/^Te invitaron al panel de /);
    const password = 'girasoles-de-la-sabana-norte';
    const staff = await portal.browser.newContext({ viewport: { width: 1280, height: 900 } }).then((c) => c.newPage());
    await staff.goto(invitation.text.match(link)![0]);
    await staff.getByLabel(/^Contraseña nueva/).fill(password);
    await staff.getByLabel('Repite la contraseña nueva').fill(password);
    await staff.getByRole('button', { name: 'Guardar contraseña' }).click();
    await staff.waitForURL(`${portal.origin}/login`);
    await signIn(staff, NEW_STAFF.email, password);
    await staff.waitForURL(`${portal.origin}/`);
    await staff.goto(`${portal.origin}/admin`);
    await staff.getByText('Acceso denegado', { exact: true }).waitFor();
    await staff.getByText('Solo los administradores pueden acceder a este panel.').waitFor();
    expect(await staff.getByRole('heading', { name: 'Panel de Administración' }).count()).toBe(0);

    // Its sign-in shows when the dialog is opened again: the list is read afresh.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const reopened = await openTeam(page);
    const signedInRow = reopened.getByRole('listitem', { name: NEW_STAFF.email });
    await signedInRow.getByText(/Último inicio de sesión: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).waitFor();

    // Deactivation asks first; Cancelar changes nothing.
    await signedInRow.getByRole('button', { name: `Desactivar ${NEW_STAFF.email}` }).click();
    const confirmation = page.getByRole('dialog', { name: 'Desactivar cuenta' });
    await confirmation
      .getByText(`¿Desactivar la cuenta de ${NEW_STAFF.email}? No podrá iniciar sesión.`, { exact: true })
      .waitFor();
    await confirmation.getByRole('button', { name: 'Cancelar' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await signedInRow.getByText('Activa', { exact: true }).waitFor();

    await signedInRow.getByRole('button', { name: `Desactivar ${NEW_STAFF.email}` }).click();
    await confirmation.getByRole('button', { name: 'Desactivar' }).click();
    await page.getByText('Cuenta desactivada', { exact: true }).waitFor();
    await signedInRow.getByText('Desactivada', { exact: true }).waitFor();
    await signedInRow.getByRole('button', { name: `Activar ${NEW_STAFF.email}` }).waitFor();

    // The staff's next sign-in is refused with the API's words.
    await staff.context().clearCookies();
    await signIn(staff, NEW_STAFF.email, password);
    await staff
      .getByRole('alert')
      .filter({ hasText: 'Tu cuenta está desactivada. Pide a un administrador que la vuelva a activar.' })
      .waitFor();

    // A taken e-mail: the API's message under the field, and everything typed stays.
    const newForm = reopened.getByRole('form', { name: 'Nueva cuenta' });
    await newForm.getByLabel('Correo electrónico').fill(NEW_STAFF.email);
    await newForm.getByLabel('Nombre (opcional)').fill('Otra persona');
    await newForm.getByRole('radio', { name: 'Darle una contraseña temporal' }).check();
    await newForm.getByLabel(/^Contraseña temporal/).fill('una-clave-larga');
    await newForm.getByRole('radio', { name: 'Administrador' }).check();
    await newForm.getByRole('button', { name: 'Crear cuenta' }).click();
    await newForm.getByText('Ya existe una cuenta con ese correo', { exact: true }).waitFor();
    expect(await newForm.getByLabel('Correo electrónico').inputValue()).toBe(NEW_STAFF.email);
    expect(await newForm.getByLabel('Nombre (opcional)').inputValue()).toBe('Otra persona');
    expect(await newForm.getByLabel(/^Contraseña temporal/).inputValue()).toBe('una-clave-larga');
    expect(await newForm.getByRole('radio', { name: 'Administrador' }).isChecked()).toBe(true);

    await staff.context().close();
    await page.close();
  });

  it("marks the admin's own row (Tú) and offers nothing there that would lock them out, also at 360 px", async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    await openAdminPanel(page, portal);
    const dialog = await openTeam(page);
    const mine = dialog.getByRole('listitem', { name: ADMIN.email });
    await mine.getByText('(Tú)').waitFor();
    await mine.getByText('Administrador', { exact: true }).waitFor();
    expect(await mine.getByRole('button', { name: `Desactivar ${ADMIN.email}` }).isDisabled()).toBe(true);
    expect(await mine.getByLabel(`Rol de ${ADMIN.email}`).isDisabled()).toBe(true);
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);

    // Keyboard only: another account's role changes from its select, and the API's refusal is shown in a toast.
    const staff = dialog.getByRole('listitem', { name: STAFF.email });
    const role = staff.getByLabel(`Rol de ${STAFF.email}`);
    await role.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Administrador' }).waitFor();
    // Usuario, Asesor, Administrador: from the least access to the most.
    await page.getByRole('option', { name: 'Asesor' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByText(`${STAFF.email} ahora es Administrador.`).waitFor();
    await staff.getByText('Administrador', { exact: true }).waitFor();

    const refusal = 'No se puede quitar el rol de administrador al último administrador activo';
    await page.route('**/api/users/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: refusal }) })
        : route.fallback(),
    );
    await role.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Usuario' }).waitFor();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.getByText('No se pudo cambiar el rol', { exact: true }).waitFor();
    await page.getByText(refusal, { exact: true }).waitFor();
    expect(await role.inputValue()).toBe('Administrador');
    await page.unrouteAll();

    // Escape closes the dialog.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it("edits an asesor's name and WhatsApp number, saying what is wrong with the number, at 360 px", async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    await openAdminPanel(page, portal);
    const dialog = await openTeam(page);
    const row = dialog.getByRole('listitem', { name: ASESOR.email });
    await row.getByRole('button', { name: `Editar datos de ${ASESOR.email}` }).click();
    const edit = page.getByRole('dialog', { name: `Datos de ${ASESOR.email}` });
    await edit.getByLabel('Nombre').fill('Laura Gómez');
    await edit.getByLabel('WhatsApp (opcional)').fill('300 12');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await edit.getByText('El número debe tener al menos 10 dígitos', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/wt-account-shots/edit-member-360.png' });
    await edit.getByLabel('WhatsApp (opcional)').fill('300 123 4567');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Datos guardados', { exact: true }).waitFor();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('Laura Gómez · WhatsApp 300 123 4567', { exact: true }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await row.screenshot({ path: '/tmp/wt-account-shots/team-row-360.png' });
    await page.close();
  });
});
