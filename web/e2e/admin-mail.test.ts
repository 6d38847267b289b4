import { describe, expect, it } from 'vitest';
import { MailRejectedError } from '../../infra/ports/mailer.js';
import { openAdminPanel, portalPerFile } from './browser.js';

const portal = portalPerFile();

describe('the Correos log of the administration panel in Chromium', () => {
  it('shows a lead’s mails with their state, the reason one failed, and sends it again on Reintentar', async () => {
    portal.mailer.failWith = (message) =>
      message.to.includes('rebota@correo.co')
        ? new MailRejectedError('smtp.example.co rechazó el correo: 550 Buzón inexistente')
        : null;
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const sent = await page.request.post(`${portal.origin}/api/contact-submissions`, {
      data: {
        name: 'Rosa Rebote',
        email: 'rebota@correo.co',
        phone: '300 123 4567',
        message: 'Quisiera saber si aceptan mascotas.',
        acceptsDataPolicy: true,
      },
    });
    expect(sent.status()).toBe(201);
    await expect.poll(() => portal.mailer.sent.some((mail) => mail.subject.includes('Rosa Rebote'))).toBe(true);

    await openAdminPanel(page, portal);
    await page.getByRole('button', { name: /^Correos/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Correos' });
    const ack = dialog.getByRole('listitem', { name: /^Recibimos tu mensaje/ });
    await ack.getByText('Fallido', { exact: true }).waitFor();
    await ack.getByText('Motivo: smtp.example.co rechazó el correo: 550 Buzón inexistente').waitFor();
    await ack.getByText('Para: rebota@correo.co').waitFor();
    const alert = dialog.getByRole('listitem', { name: 'Nueva solicitud de contacto: Rosa Rebote' });
    await alert.getByText('Enviado', { exact: true }).waitFor();
    await alert.getByText(/Aviso de solicitud · por un formulario de contacto/).waitFor();
    await page.screenshot({ path: 'test-results/admin-mail-1280.png' });

    await dialog.getByText('Fallidos (1)', { exact: true }).click();
    await expect.poll(() => dialog.getByRole('listitem').count()).toBe(1);

    portal.mailer.failWith = null;
    await ack.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('El correo volvió a la cola de envío.').waitFor();
    await expect.poll(() => portal.mailer.sent.some((mail) => mail.to.includes('rebota@correo.co'))).toBe(true);

    await page.setViewportSize({ width: 360, height: 740 });
    await dialog.getByText('Todos', { exact: true }).click();
    await ack.getByText('Enviado', { exact: true }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await page.screenshot({ path: 'test-results/admin-mail-360.png' });
    await page.close();
  });
});
