import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openAdminPanel, portalPerFile } from './browser.js';

const portal = portalPerFile();

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The photo paths in the form's grid, in their order. */
const gridPaths = (page: Page) =>
  page
    .getByRole('list', { name: 'Fotos de la propiedad' })
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image.getAttribute('src') ?? '').split('?')[0]));

async function pick(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('form').getByRole('combobox', { name: label });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('listing photos in the administration panel, in Chromium', () => {
  it('uploads two photos, makes the second the cover, and the public page shows it first at the width it needs', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    const form = page.getByRole('form', { name: 'Nueva propiedad' });
    const files = form.locator('input[type=file]');

    // Checked before anything is sent, in SPEC §5's words.
    await files.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await page.getByText('notas.txt no es una imagen válida').waitFor();
    // A file that only claims to be an image is refused by the server, which reads its content.
    await files.setInputFiles({ name: 'falsa.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no soy una foto') });
    await page.getByText('Error al subir falsa.jpg').waitFor();
    await page.getByText('Archivo inválido: el archivo no es una imagen válida').waitFor();

    await files.setInputFiles([
      { name: 'fachada.png', mimeType: 'image/png', buffer: await png(1600, 1200, '#c03030') },
      { name: 'sala.png', mimeType: 'image/png', buffer: await png(2400, 1800, '#3050c0') },
    ]);
    await page.getByText('Fotos subidas exitosamente').waitFor();
    await form.getByText('Fotos (2/10)').waitFor();
    const [facade, livingRoom] = await gridPaths(page);
    expect(facade).toMatch(/^\/photos\/[\w-]+$/);
    await form.getByRole('button', { name: 'Usar la foto 2 como portada' }).click();
    expect(await gridPaths(page)).toEqual([livingRoom, facade]);

    await form.getByRole('textbox', { name: 'Título' }).fill('Casa con fotos propias en Envigado');
    await pick(page, 'Tipo de propiedad', 'casa', 'Casa');
    await pick(page, 'Municipio', 'medel', 'Medellín');
    await form.getByRole('textbox', { name: 'Dirección' }).fill('Calle 40 Sur # 30-10, Envigado');
    await form.getByRole('textbox', { name: 'Precio' }).fill('890000000');
    await form.getByRole('button', { name: 'Publicar', exact: true }).click();
    await page.getByText('Propiedad creada exitosamente').waitFor();

    const response = await page.request.get(`${portal.origin}/api/properties?search=Envigado%20fotos%20propias`);
    const [listing] = ((await response.json()) as { properties: Array<{ id: string; slug: string; photos: string[] }> })
      .properties;
    expect(listing?.photos).toEqual([livingRoom, facade]);

    const visitor = await portal.browser.newPage({ viewport: { width: 360, height: 800 } });
    // Newest first: the catalogue's first card, with the chosen cover first.
    await visitor.goto(`${portal.origin}/`);
    const card = visitor.getByRole('article', { name: 'Casa con fotos propias en Envigado' });
    expect(await card.locator('img').first().getAttribute('src')).toBe(`${livingRoom}?w=640`);
    await visitor.goto(`${portal.origin}/propiedad/${listing?.slug}`);
    const cover = visitor
      .getByRole('group', { name: /^Fotos de / })
      .locator('img')
      .first();
    await cover.waitFor();
    expect(await cover.getAttribute('srcset')).toContain(`${livingRoom}?w=320 320w`);
    // A phone gets a narrow WebP, never the 2400-px original.
    // The candidate of the srcset the browser chose for this screen.
    const served = await cover.evaluate((image) => (image as unknown as { currentSrc: string }).currentSrc);
    const photo = await visitor.request.get(served);
    expect(photo.headers()['content-type']).toBe('image/webp');
    expect(photo.headers()['cache-control']).toContain('immutable');
    const { width } = await sharp(await photo.body()).metadata();
    expect(width).toBeLessThanOrEqual(1280);
    await visitor.close();

    // Editing: a change to the photos is saved at once, without "Guardar cambios".
    await page.goto(`${portal.origin}/admin?edit=${listing?.id}`);
    const editing = page.getByRole('form', { name: 'Editar propiedad' });
    await editing.getByText('Fotos (2/10)').waitFor();
    await editing.getByRole('button', { name: 'Quitar la foto 2' }).click();
    await expect
      .poll(async () => {
        const saved = await page.request.get(`${portal.origin}/api/properties/${listing?.id}`);
        return ((await saved.json()) as { photos: string[] }).photos;
      })
      .toEqual([livingRoom]);
    await page.close();
  });

  it('says which photos of a batch failed, refuses a URL that is no photo, and the list counts an auto-saved photo at once', async () => {
    const page = await portal.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, portal);
    // A listing of the list's first page with room for one more photo.
    const listed = await page.request.get(`${portal.origin}/api/properties?page=1&limit=50`);
    const listing = (
      (await listed.json()) as { properties: Array<{ id: string; title: string; photos: string[] }> }
    ).properties.find((property) => property.photos.length > 0 && property.photos.length < 9);
    if (!listing) throw new Error('the demo catalogue has no listing with room for a photo');
    const count = listing.photos.length;
    await page.goto(`${portal.origin}/admin?edit=${listing.id}`);
    const editing = page.getByRole('form', { name: 'Editar propiedad' });
    await editing.getByText(`Fotos (${count}/10)`).waitFor();
    const card = page.getByRole('row', { name: listing.title });
    // Said as Colombians write it: 1 foto, 2 fotos.
    const photoCount = (n: number) => new RegExp(`(^|\\W)${n} fotos?$`);
    await card.getByText(photoCount(count)).waitFor();

    // Neither http(s) nor a stored photo: said under the field, and nothing is asked of the server.
    const url = editing.getByRole('textbox', { name: 'Copiar desde una URL' });
    await url.fill('ftp://fotos.example.com/casa.jpg');
    await editing.getByRole('button', { name: 'Agregar' }).click();
    await editing.getByText('URL inválida', { exact: true }).waitFor();
    await url.fill('');

    // One of two files is no image: the batch ends saying which one and why, and the other one is added and saved.
    await editing.locator('input[type=file]').setInputFiles([
      { name: 'falsa.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no soy una foto') },
      { name: 'patio.png', mimeType: 'image/png', buffer: await png(1200, 900, '#30a050') },
    ]);
    await page.getByText('Error al subir fotos', { exact: true }).waitFor();
    await page.getByText(/^Se agregó 1 foto\. No se pudo subir falsa\.jpg: /).waitFor();
    // The list beside the form follows the auto-save, without a reload.
    await card.getByText(photoCount(count + 1)).waitFor();
    await page.close();
  });
});
