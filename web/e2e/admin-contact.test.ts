import type { Page } from '@playwright/test';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { ADMIN, ASESOR, openAdminPanel, portalPerFile, signedIn } from './browser.js';

const portal = portalPerFile();

const CONTACT_TAB = '/admin?tab=contact-config';
const LEADS_PAGE = '/admin/solicitudes';
const VISITOR = { name: 'Laura Gómez', email: 'laura@example.com', phone: '300 123 4567' };
const NOTE = 'Llamar el jueves; prefiere visitas en la tarde.';

const configForm = (page: Page) => page.getByRole('form', { name: 'Configuración de contacto' });

describe('the Contacto tab of the administration panel in Chromium', () => {
  it('saves the contact configuration with the SPEC §5 messages and §8 toasts, and the site uses it on the next load', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal, CONTACT_TAB);
    const form = configForm(page);
    const number = form.getByLabel('Número de WhatsApp');
    await number.waitFor();
    // The leads have their own page, named in the tab.
    await page.getByRole('link', { name: 'Abrir Solicitudes' }).waitFor();

    // Descartar cambios puts back what is saved, and the form is no longer changed.
    const saved = await number.inputValue();
    await number.fill('+57 310 000 0000');
    await form.getByRole('button', { name: 'Descartar cambios' }).click();
    expect(await number.inputValue()).toBe(saved);
    await form.getByRole('button', { name: 'Descartar cambios' }).waitFor({ state: 'detached' });

    await number.fill('300');
    await form.getByLabel('Email de contacto').fill('ventas@');
    await form.getByLabel('Mensaje de WhatsApp').fill('Hola');
    await form.getByText('Escribe un número de al menos 10 dígitos para ver el enlace.').waitFor();
    await form.getByRole('button', { name: 'Guardar configuración' }).click();
    for (const message of [
      'El número debe tener al menos 10 dígitos',
      'Debe ser un email válido',
      'El mensaje debe tener al menos 10 caracteres',
    ])
      await form.getByText(message, { exact: true }).waitFor();

    // The preview follows what is typed, and warns about a Colombian number without +57.
    await number.fill('301 765 4321');
    await form.getByText('Parece un número colombiano sin indicativo', { exact: false }).waitFor();
    await number.fill('+57 301 765 4321');
    await form.getByLabel('Email de contacto').fill('ventas@inmobiliaria.co');
    await form.getByLabel('Mensaje de WhatsApp').fill('Hola, quiero saber más de sus inmuebles');
    const expectedLink = 'https://wa.me/573017654321?text=Hola%2C%20quiero%20saber%20m%C3%A1s%20de%20sus%20inmuebles';
    await form.getByRole('link', { name: expectedLink }).waitFor();
    expect(await form.getByRole('link', { name: 'Probar en WhatsApp' }).getAttribute('href')).toBe(expectedLink);
    expect(await form.getByText('Parece un número colombiano sin indicativo', { exact: false }).count()).toBe(0);

    // Leaving with unsaved changes asks first.
    await page.getByRole('tab', { name: 'Propiedades' }).click();
    const guard = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await guard.getByRole('button', { name: 'Seguir editando' }).click();
    await guard.waitFor({ state: 'detached' });

    // A failed save says SPEC §8's words and keeps everything typed.
    await page.route('**/api/contact-config', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'caído' }) : route.fallback(),
    );
    await form.getByRole('button', { name: 'Guardar configuración' }).click();
    await page.getByText('No se pudo guardar la configuración de contacto.', { exact: true }).waitFor();
    await page.getByText('Error', { exact: true }).waitFor();
    expect(await number.inputValue()).toBe('+57 301 765 4321');
    expect(await form.getByLabel('Mensaje de WhatsApp').inputValue()).toBe('Hola, quiero saber más de sus inmuebles');
    await page.unroute('**/api/contact-config');

    await form.getByRole('button', { name: 'Guardar configuración' }).click();
    await page.getByText('Configuración guardada', { exact: true }).waitFor();
    await page.getByText('La configuración de contacto ha sido actualizada correctamente.').waitFor();
    // Saved: leaving asks nothing.
    await page.getByRole('tab', { name: 'Propiedades' }).click();
    await page.waitForURL(`${portal.origin}/admin`);

    await page.goto(`${portal.origin}/`);
    const chat = page.getByRole('link', { name: 'Contactar por WhatsApp', exact: true });
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/573017654321\?text=/);
    await page.close();
  });

  it('shows a visitor’s request, with consent, in the inbox and the badge; changes its status and note; exports the CSV', async () => {
    const listing = (await (await fetch(`${portal.origin}/api/properties/prop-005`)).json()) as {
      title: string;
      slug: string;
    };
    const visitor = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${portal.origin}/propiedad/${listing.slug}`);
    await visitor.getByRole('heading', { name: 'Descripción' }).waitFor();
    await visitor.getByText('Al enviar aceptas la', { exact: false }).waitFor();
    const policy = visitor.getByRole('link', { name: 'Política de Tratamiento de Datos' }).first();
    expect(await policy.getAttribute('href')).toBe('/privacy-policy');
    expect(await policy.getAttribute('target')).toBe('_blank');
    await visitor.getByLabel('Nombre').fill(VISITOR.name);
    await visitor.getByLabel('Email').fill(VISITOR.email);
    await visitor.getByLabel('Teléfono').fill(VISITOR.phone);
    await visitor.getByRole('button', { name: 'Enviar mensaje' }).click();
    await visitor.getByText('Mensaje enviado').waitFor();
    await visitor.close();

    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await openAdminPanel(page, portal);
    // The header's Solicitudes shows how many are new, from any tab.
    await page.getByRole('link', { name: 'Solicitudes 1 solicitud nueva' }).click();
    await page.waitForURL(`${portal.origin}${LEADS_PAGE}`);
    const card = page.getByRole('listitem', { name: `Solicitud de ${VISITOR.name}` });
    await card.waitFor();
    expect(await card.getByRole('link', { name: listing.title }).getAttribute('href')).toBe(
      `/propiedad/${listing.slug}`,
    );
    expect(await card.getByRole('link', { name: VISITOR.email }).getAttribute('href')).toMatch(
      /^mailto:laura@example\.com\?subject=/,
    );
    expect(
      await card.getByRole('link', { name: `Responder a ${VISITOR.name} por WhatsApp` }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/573001234567\?text=Hola%20Laura%2C/);
    await card.getByText(/^Aceptó la Política de Tratamiento de Datos el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).waitFor();
    expect(await card.getByRole('combobox', { name: 'Estado' }).inputValue()).toBe('nuevo');
    await card.getByText('Último cambio: ninguno desde que llegó').waitFor();

    await card.getByRole('combobox', { name: 'Estado' }).selectOption('contactado');
    await page.getByText('Estado actualizado', { exact: true }).waitFor();
    await card.getByText(new RegExp(`^Último cambio: ${ADMIN.email}, \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`)).waitFor();
    expect(await card.getByRole('combobox', { name: 'Estado' }).inputValue()).toBe('contactado');
    // Nothing new left: the badge goes.
    await page.getByRole('link', { name: 'Solicitudes', exact: true }).waitFor();

    const note = card.getByLabel('Nota interna');
    await note.fill('Primera llamada hecha');
    await card.getByRole('button', { name: 'Guardar nota' }).click();
    await page.getByText('Nota guardada', { exact: true }).waitFor();
    await card.getByText(new RegExp(`^Última edición: ${ADMIN.email}, `)).waitFor();
    expect(await card.getByRole('button', { name: 'Guardar nota' }).count()).toBe(0);

    // Another admin changes the note while this one writes: the save is refused, nothing typed is lost, and the
    // other note is shown before this one replaces it.
    await note.fill(NOTE);
    await page.evaluate(async () => {
      const { leads } = (await (await fetch('/api/leads')).json()) as { leads: Array<{ id: string }> };
      await fetch(`/api/leads/${leads[0]!.id}/note`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ note: 'Nota de otra asesora' }),
      });
    });
    await card.getByRole('button', { name: 'Guardar nota' }).click();
    await page.getByText('No se pudo guardar la nota', { exact: true }).waitFor();
    await page
      .getByText('Otra persona cambió la nota mientras escribías. Revisa la nota actual y vuelve a guardar la tuya.')
      .waitFor();
    await card.getByText('cambió la nota mientras escribías: «Nota de otra asesora»', { exact: false }).waitFor();
    expect(await note.inputValue()).toBe(NOTE);

    // The unsaved note survives other filters, and leaving the page asks first.
    await page.getByRole('link', { name: 'Volver al panel' }).click();
    const guard = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await guard.getByRole('button', { name: 'Seguir editando' }).click();
    await guard.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Estado' }).first().selectOption('nuevo');
    await page.getByText('Ninguna solicitud coincide con los filtros.').waitFor();
    await page.getByText('Tienes 1 nota sin guardar en otra página o filtro.').waitFor();
    await page.getByRole('combobox', { name: 'Estado' }).first().selectOption('contactado');
    expect(await note.inputValue()).toBe(NOTE);
    await card.getByRole('button', { name: 'Guardar nota' }).click();
    await page.getByText('Nota guardada', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Guardar nota' }).waitFor({ state: 'detached' });
    // The export follows the filters.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^solicitudes-\d{4}-\d{2}-\d{2}\.csv$/);
    // The browser is connected to, not launched: the file comes over the connection (a Buffer keeps the BOM).
    const csv = (await buffer(await download.createReadStream())).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row] = csv.slice(1).split('\r\n');
    // Every cell arrives quoted (RFC 4180), so no importer cuts one at a separator it holds.
    expect(header).toMatch(/^"Fecha \(hora de Colombia\)";"Estado";"Nombre";"Email";"Teléfono";/);
    expect(row).toContain(`;"Contactado";"${VISITOR.name}";"${VISITOR.email}";"${VISITOR.phone}";`);
    expect(row).toContain(`;"${NOTE}";`);
    expect(row).toMatch(/;"Sin asignar";"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"$/);

    // Days are picked in a Spanish calendar, weeks from Monday; a start after today leaves nothing to show.
    await page.getByRole('button', { name: 'Desde' }).click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Mes siguiente' }) });
    expect((await calendar.locator('thead th').first().textContent())?.toLowerCase()).toMatch(/^lu/);
    await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
    await calendar.getByRole('button', { name: /^15 / }).click();
    await page.getByText('Ninguna solicitud coincide con los filtros.').waitFor();
    await page.getByRole('button', { name: 'Quitar la fecha Desde' }).click();
    await page.getByText(VISITOR.email).first().waitFor();
    await page.close();
  });

  it('moves a lead along the pipeline and assigns it to an asesor, who then sees it as theirs', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal, LEADS_PAGE);
    const card = page.getByRole('listitem', { name: `Solicitud de ${VISITOR.name}` });
    await card.getByText(/^Primer contacto: (menos de 1 min|\d+ min)$/).waitFor();
    const status = card.getByRole('combobox', { name: 'Estado' });
    // Answered: it can never be new again.
    expect(await status.locator('option[value="nuevo"]').isDisabled()).toBe(true);
    await status.selectOption('visita-agendada');
    await page.getByText(`La solicitud de ${VISITOR.name} está ahora en Visita agendada.`).waitFor();
    expect(await status.inputValue()).toBe('visita-agendada');

    // The demo listing has no asesor: the lead arrived unassigned. The select is reached with the keyboard.
    const asesor = card.getByRole('combobox', { name: 'Asesor' });
    expect(await asesor.inputValue()).toBe('');
    await status.focus();
    await page.keyboard.press('Tab');
    expect(await asesor.evaluate((element) => element.matches(':focus'))).toBe(true);
    await asesor.selectOption({ label: ASESOR.email });
    await page.getByText(`La solicitud de ${VISITOR.name} la atiende ahora ${ASESOR.email}.`).waitFor();
    await card.getByText(new RegExp(`^Asignada por ${ADMIN.email}, \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`)).waitFor();

    // Filtered by asesor, and counted in the team's response times.
    const filters = page.getByRole('combobox', { name: 'Asesor' }).first();
    await filters.selectOption({ label: 'Sin asignar' });
    await card.waitFor({ state: 'detached' });
    await filters.selectOption({ label: ASESOR.email });
    await card.waitFor();
    const times = page.getByRole('table', { name: 'Tiempo de respuesta (30 días)' });
    const row = times.getByRole('row', { name: new RegExp(ASESOR.email) });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      '1',
      '1',
      expect.stringMatching(/^(menos de 1 min|\d+ min)$/),
    ]);
    await page.close();

    // The asesor sees the lead as theirs, without choosing who answers it.
    const own = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signedIn(own, portal, 'asesor');
    await own.goto(`${portal.origin}${LEADS_PAGE}`);
    const ownCard = own.getByRole('listitem', { name: `Solicitud de ${VISITOR.name}` });
    await ownCard.getByText(`Asesor: ${ASESOR.email}`).waitFor();
    expect(await own.getByRole('combobox', { name: 'Asesor' }).count()).toBe(0);
    await own.close();
  });

  it('asks for the data-policy acceptance on the catalogue’s second contact form too, and records it', async () => {
    const visitor = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${portal.origin}/`);
    await visitor.getByRole('article').first().getByRole('button', { name: 'Ver Detalles' }).click();
    await visitor.getByRole('button', { name: 'Contactar', exact: true }).click();
    const form = visitor.getByRole('dialog', { name: 'Contactar' });
    await form.getByText('Al enviar aceptas la', { exact: false }).waitFor();
    expect(await form.getByRole('link', { name: 'Política de Tratamiento de Datos' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    await form.getByLabel('Nombre').fill('Mateo Ríos');
    await form.getByLabel('Email').fill('mateo@example.com');
    await form.getByLabel('Teléfono').fill('3109876543');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await visitor.getByText('Nos pondremos en contacto contigo pronto').waitFor();
    await visitor.close();

    const page = await portal.browser.newPage();
    await openAdminPanel(page, portal);
    const answer = await page.request.get(`${portal.origin}/api/leads?search=mateo%40example.com`);
    const [lead] = ((await answer.json()) as { leads: Array<{ dataPolicy: { acceptedAt: string } | null }> }).leads;
    expect(lead?.dataPolicy?.acceptedAt).toBeTruthy();
    await page.close();
  });

  it('fits a 360-px phone and says when the inbox cannot be read', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 360, height: 780 } });
    await page.route('**/api/leads?**', (route) => route.fulfill({ status: 503, body: 'caído' }));
    await openAdminPanel(page, portal, LEADS_PAGE);
    await page.getByText('No se pudieron cargar las solicitudes').waitFor();
    await page.unroute('**/api/leads?**');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('listitem', { name: `Solicitud de ${VISITOR.name}` }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await page.close();
  });
});

describe('the Solicitudes page in Chromium', () => {
  for (const width of [1280, 360]) {
    it(`sets a follow-up day, lists it under «Pendientes hoy» and tells the lead's story (${width} px)`, async () => {
      const page = await portal.browser.newPage({ viewport: { width, height: 900 } });
      await openAdminPanel(page, portal);
      // Solicitudes comes first in the header.
      const header = page.getByRole('heading', { name: 'Panel de Administración' }).locator('..');
      expect((await header.getByRole('link').first().textContent())?.startsWith('Solicitudes')).toBe(true);
      await header.getByRole('link', { name: /^Solicitudes/ }).click();
      await page.getByRole('heading', { name: 'Solicitudes', exact: true }).waitFor();
      const card = page.getByRole('listitem', { name: `Solicitud de ${VISITOR.name}` });
      await card.waitFor();

      // Today is chosen in the calendar: due at once. (Tomorrow's mail at 7:00 is the outbox's: see
      // services/api/routes/lead-follow-ups.test.ts, on a fake clock.)
      const followUp = card.getByRole('button', { name: /^Recordarme el…/ });
      await followUp.click();
      const calendar = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Mes siguiente' }) });
      const today = await page.evaluate(() =>
        new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', day: 'numeric' }).format(new Date()),
      );
      await calendar
        .locator('button[data-today]')
        .or(calendar.getByRole('button', { name: new RegExp(`^${today} `) }).first())
        .first()
        .click();
      await page.getByText('Seguimiento programado', { exact: true }).waitFor();
      const due = page.getByRole('region', { name: /^Pendientes hoy/ });
      await due.getByRole('button', { name: VISITOR.name }).waitFor();

      // The story: arrival, states, note, the follow-up, and the mails, with who and when.
      await card.getByRole('button', { name: 'Ver historia' }).click();
      const story = card.getByLabel(`Historia de la solicitud de ${VISITOR.name}`);
      await story
        .getByText(/^Seguimiento programado para el \d{2}\/\d{2}\/\d{4}$/)
        .last()
        .waitFor();
      await story.getByText(/^Llegó desde página de la propiedad/).waitFor();
      await story.getByText('Pasó a Contactado').first().waitFor();
      await page.screenshot({ path: `test-results/solicitudes-${width}.png`, fullPage: true });
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);

      // Called off: no longer due.
      await card.getByRole('button', { name: 'Quitar el seguimiento' }).click();
      await page.getByText('Seguimiento quitado', { exact: true }).waitFor();
      await due.waitFor({ state: 'detached' });
      await page.close();
    });
  }
});
