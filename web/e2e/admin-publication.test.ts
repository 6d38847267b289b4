import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { ASESOR, openAdminPanel, portalPerFile } from './browser.js';

const portal = portalPerFile();
const TITLE = 'Casa borrador con jardín en Chía';

async function pick(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('form').getByRole('combobox', { name: label });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** What a visitor with no session finds by searching the listing's words: its titles. */
async function visitorFinds(search: string): Promise<string[]> {
  const visitor = await portal.browser.newContext();
  const response = await visitor.request.get(`${portal.origin}/api/properties?search=${encodeURIComponent(search)}`);
  const titles = ((await response.json()) as { properties: Array<{ title: string }> }).properties.map((p) => p.title);
  await visitor.close();
  return titles;
}

describe('publishing from the administration panel in Chromium', () => {
  it('saves a draft no visitor sees, previews it, publishes it, then pauses it', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    const form = page.getByRole('form', { name: 'Nueva propiedad' });
    await form.getByRole('textbox', { name: 'Título' }).fill(TITLE);
    await pick(page, 'Tipo de propiedad', 'cas', 'Casa');
    await pick(page, 'Municipio', 'bogo', 'Bogotá');
    await form.getByRole('textbox', { name: 'Dirección' }).fill('Vereda Fonquetá, Chía');
    await form.getByRole('textbox', { name: 'Precio' }).fill('980000000');
    await form.getByRole('button', { name: 'Guardar borrador' }).click();
    await page.getByText(`«${TITLE}» se guardó como borrador: nadie fuera del equipo la ve.`).waitFor();
    expect(await visitorFinds('borrador jardín Chía')).toEqual([]);

    // The staff open it from the panel's list; its public page is a preview that says why visitors do not see it.
    const card = page.getByRole('row', { name: TITLE });
    await card.getByRole('button', { name: `Editar ${TITLE}` }).click();
    const editor = page.getByRole('form', { name: 'Editar propiedad' });
    await editor.getByText('Borrador', { exact: true }).waitFor();
    const id = new URL(page.url()).searchParams.get('edit');
    const staff = await portal.browser.newContext({ storageState: await page.context().storageState() });
    const preview = await staff.newPage();
    await preview.goto(`${portal.origin}/propiedad/x-${id}`);
    await preview.getByText('Vista previa — no publicada').waitFor();
    await preview.getByText('Es un borrador: los visitantes no la ven hasta que se publique.').waitFor();
    await preview.getByRole('heading', { name: TITLE }).waitFor();
    const visitor = await portal.browser.newContext();
    const stranger = await visitor.newPage();
    await stranger.goto(`${portal.origin}/propiedad/x-${id}`);
    await stranger.getByRole('heading', { name: 'Propiedad no encontrada' }).waitFor();

    await editor.getByRole('button', { name: 'Publicar', exact: true }).click();
    await page.getByText(`«${TITLE}» ya está publicada.`).waitFor();
    expect(await visitorFinds('borrador jardín Chía')).toEqual([TITLE]);
    await stranger.reload();
    await stranger.getByRole('heading', { name: TITLE }).waitFor();

    await card.getByRole('button', { name: `Editar ${TITLE}` }).click();
    await editor.getByText('Publicada', { exact: true }).waitFor();
    await editor.getByRole('button', { name: 'Pausar' }).click();
    await page.getByText(`«${TITLE}» quedó pausada: ya no se ve en el sitio.`).waitFor();
    expect(await visitorFinds('borrador jardín Chía')).toEqual([]);
    await preview.reload();
    await preview.getByText('Está pausada: los visitantes no la ven mientras siga así.').waitFor();
    await visitor.close();
    await staff.close();
    await page.close();
  });

  it('shows the asesor who answers for a listing on its page, and opens their WhatsApp', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    const headers = { origin: portal.origin };
    const users = (await (await page.request.get(`${portal.origin}/api/users`)).json()) as Array<{
      id: string;
      email: string;
    }>;
    const asesor = users.find((user) => user.email === ASESOR.email)!;
    const profile = await page.request.put(`${portal.origin}/api/users/${asesor.id}`, {
      headers,
      data: { firstName: 'Valentina', phone: '300 555 1234' },
    });
    expect(profile.status()).toBe(200);
    const [listing] = (
      (await (await page.request.get(`${portal.origin}/api/properties?search=Belén`)).json()) as {
        properties: Array<{ id: string; slug: string }>;
      }
    ).properties;
    const assigned = await page.request.put(`${portal.origin}/api/properties/${listing!.id}`, {
      headers,
      data: { agentId: asesor.id },
    });
    expect(assigned.status()).toBe(200);

    const visitor = await portal.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const stranger = await visitor.newPage();
    await stranger.goto(`${portal.origin}/propiedad/${listing!.slug}`);
    await stranger.getByText('Te atiende Valentina, del equipo de la inmobiliaria.').waitFor();
    const chat = stranger.getByRole('link', { name: /^Contactar por WhatsApp sobre / }).first();
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/573005551234\?text=/);
    await visitor.close();
    await page.close();
  });
});
