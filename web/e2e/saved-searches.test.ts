import type { Page, Response } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../services/api/auth/secrets.js';
import { SignedLinks } from '../../services/api/auth/signed-links.js';
import { ALERT_LINK } from '../../services/api/saved-searches/alert-links.js';
import { PORTAL_SECRET_KEY, portalPerFile } from './browser.js';

const portal = portalPerFile();
/** The manage link, signed as the portal signs it: only an alert's match mails carry it, and none is sent here. */
const links = new SignedLinks(new SecretBox(PORTAL_SECRET_KEY));

/** The link to `path` in the mail the portal's outbox sent to `to`, once it has left (every second). */
async function mailedLink(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`${portal.origin.replace(/[.]/g, '\\.')}${path}\\?token=[\\w.%-]+`);
  await expect
    .poll(() => portal.mailer.sent.some((mail) => mail.to.includes(to) && pattern.test(mail.text)))
    .toBe(true);
  const mail = portal.mailer.sent.find((candidate) => candidate.to.includes(to) && pattern.test(candidate.text))!;
  return mail.text.match(pattern)![0];
}
const SHOTS = process.env.ALERT_SHOTS;

const created = (page: Page) =>
  page.waitForResponse(
    (response: Response) =>
      new URL(response.url()).pathname === '/api/saved-searches' && response.request().method() === 'POST',
  );

/** Fills the alert's form in its dialog and sends it; returns the API's answer and what the browser sent. */
async function fillAndSend(page: Page, email: string, frequency: 'Inmediata' | 'Diaria') {
  const dialog = page.getByRole('dialog', { name: 'Crear alerta' });
  await dialog.waitFor();
  // Consent is required: without it the form says so and sends nothing.
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('radio', { name: frequency }).check();
  await dialog.getByRole('button', { name: 'Crear alerta' }).click();
  await dialog.getByText('Debes aceptar la Política de Tratamiento de Datos para crear la alerta').waitFor();
  expect(await dialog.getByRole('link', { name: 'Política de Tratamiento de Datos' }).getAttribute('href')).toBe(
    '/privacy-policy',
  );
  await dialog.getByRole('checkbox').check();
  const answer = created(page);
  await dialog.getByRole('button', { name: 'Crear alerta' }).click();
  const response = await answer;
  await dialog.getByText('Revisa tu correo').waitFor();
  await dialog.getByText(`Te enviamos un correo a ${email} para confirmar la alerta`, { exact: false }).waitFor();
  return {
    status: response.status(),
    answer: (await response.json()) as { id: string; status: string; chips: string[] },
    sent: response.request().postDataJSON() as Record<string, unknown>,
  };
}

describe('alerts in Chromium', () => {
  it('creates an alert from the catalogue’s filters, confirms it from its link and manages it', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${portal.origin}/?status=sale&municipality=medellin&bedrooms=3`);
    await page.getByText(/^Mostrando \d+ de \d+ propiedades$/).waitFor();
    if (SHOTS) {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.getByRole('button', { name: 'Crear alerta' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/catalogue-360.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await page.getByRole('button', { name: 'Crear alerta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear alerta' });
    await dialog.getByRole('listitem').filter({ hasText: 'Medellín' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/modal-1280.png` });
    const { status, answer, sent } = await fillAndSend(page, 'ana@correo.co', 'Diaria');
    expect(status).toBe(201);
    expect(sent).toMatchObject({
      email: 'ana@correo.co',
      frequency: 'daily',
      filters: { status: 'sale', municipality: 'medellin', bedrooms: '3' },
      acceptsDataPolicy: true,
    });
    // Stored pending: nothing but the confirmation is mailed until its link is opened.
    expect(answer).toMatchObject({ status: 'pending', chips: ['En venta', 'Medellín', '3 habitaciones'] });
    await page.getByRole('button', { name: 'Entendido' }).click();

    // The confirmation mail's link confirms on open; until then it is the only mail the alert sent.
    const confirm = await mailedLink('ana@correo.co', '/alertas/confirmar');
    expect(portal.mailer.sent.filter((mail) => mail.to.includes('ana@correo.co'))).toHaveLength(1);
    await page.goto(confirm);
    await page.getByText('Alerta confirmada').waitFor();
    await page.getByText('Diaria').waitFor();

    // The manage link: criteria, frequency, delete.
    const manage = `${portal.origin}/alertas/gestionar?token=${encodeURIComponent(links.token(ALERT_LINK.manage, answer.id))}`;
    await page.goto(manage);
    const criteria = page.getByRole('list', { name: 'Lo que busca la alerta' });
    await criteria.getByText('Medellín').waitFor();
    await page.getByText('ana@correo.co').waitFor();
    await page.getByText('Inmediata', { exact: true }).click();
    await page.getByText('Guardamos la nueva frecuencia de tu alerta.').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/manage-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/manage-360.png`, fullPage: true });
    await page.reload();
    await criteria.getByText('Medellín').waitFor();
    expect(await page.getByRole('radio', { name: 'Inmediata' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Eliminar alerta' }).click();
    await page.getByRole('button', { name: 'Sí, eliminar' }).click();
    await page.getByText('Alerta eliminada').waitFor();
    await page.goto(manage);
    await page.getByText('Esta alerta no existe o ya fue eliminada').waitFor();
    await page.close();
  });

  it('creates an alert from an AI answer with the understood constraints, and a tampered link is refused', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    await page.goto(`${portal.origin}/?ia=${encodeURIComponent('apartamento en Medellín con piscina')}`);
    await page.getByRole('list', { name: 'Entendimos:' }).getByText('Piscina').waitFor();
    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS}/ai-results-1280.png` });
      await page.setViewportSize({ width: 360, height: 780 });
    }
    await page.getByRole('button', { name: 'Crear alerta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear alerta' });
    for (const chip of ['Apartamento', 'Medellín', 'Piscina'])
      await dialog.getByRole('listitem').filter({ hasText: chip }).first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/modal-ai-360.png` });
    const { status, answer, sent } = await fillAndSend(page, 'luis@correo.co', 'Inmediata');
    expect(status).toBe(201);
    expect(sent).toMatchObject({ query: 'apartamento en Medellín con piscina', frequency: 'immediate' });
    expect(answer.status).toBe('pending');
    expect(answer.chips).toEqual(expect.arrayContaining(['Apartamento', 'Medellín', 'Piscina']));

    // The unsubscribe link cancels on open; a link whose secret was altered opens nothing.
    const unsubscribe = await mailedLink('luis@correo.co', '/alertas/baja');
    await page.goto(`${unsubscribe.slice(0, -2)}xx`);
    await page.getByText('Este enlace de alerta no es válido', { exact: false }).waitFor();
    await page.goto(unsubscribe);
    await page.getByText('Alerta cancelada').waitFor();
    await page.close();
  });
});
