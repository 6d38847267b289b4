import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload });
const get = async (url: string) => json(await t.app.inject({ method: 'GET', url }));

describe('contact configuration', () => {
  it('answers the built-in default before anything is saved', async () => {
    expect(await get('/api/contact-config')).toMatchObject({
      enabled: true,
      whatsappMessage: 'Hola, me interesa obtener información',
    });
  });

  it('validates with the SPEC §5 messages and saves', async () => {
    const bad = await post('/api/contact-config', {
      whatsappNumber: '300',
      contactEmail: 'no-es-correo',
      whatsappMessage: 'Hola',
      enabled: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual(
      expect.arrayContaining([
        { path: 'whatsappNumber', message: 'El número debe tener al menos 10 dígitos' },
        { path: 'contactEmail', message: 'Debe ser un email válido' },
        { path: 'whatsappMessage', message: 'El mensaje debe tener al menos 10 caracteres' },
      ]),
    );
    const saved = await post('/api/contact-config', {
      whatsappNumber: '+57 300 123 4567',
      contactEmail: 'Ventas@Inmobiliaria.co',
      whatsappMessage: 'Hola, quiero información',
      enabled: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(await get('/api/contact-config')).toMatchObject({
      whatsappNumber: '+57 300 123 4567',
      contactEmail: 'ventas@inmobiliaria.co',
      enabled: false,
    });
  });
});

describe('footer configuration', () => {
  it('validates company, copyright, e-mail and social links', async () => {
    const bad = await post('/api/footer-config', {
      companyName: '',
      copyright: '',
      contactEmail: 'x',
      socialLinks: [{ platform: 'tiktok', url: 'nope' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual(
      expect.arrayContaining([
        { path: 'companyName', message: 'Nombre de la empresa es requerido' },
        { path: 'copyright', message: 'Copyright es requerido' },
        { path: 'contactEmail', message: 'Email inválido' },
        { path: 'socialLinks.0.platform', message: 'Plataforma es requerida' },
        { path: 'socialLinks.0.url', message: 'URL inválida' },
      ]),
    );
  });

  it('saves and returns social links as JSON-encoded texts (SPEC §3), with the default privacy title', async () => {
    const saved = await post('/api/footer-config', {
      companyName: 'Habitat Colombia',
      copyright: '© 2026 Habitat Colombia',
      contactEmail: '',
      socialLinks: [
        { platform: 'instagram', url: 'https://instagram.com/habitat' },
        JSON.stringify({ platform: 'facebook', url: 'https://facebook.com/habitat' }),
      ],
    });
    expect(saved.statusCode).toBe(200);
    const footer = await get('/api/footer-config');
    expect(footer).toMatchObject({
      isActive: true,
      companyName: 'Habitat Colombia',
      contactEmail: null,
      privacyPolicyTitle: 'Política de Tratamiento de Datos',
    });
    expect((footer.socialLinks as string[]).map((link) => JSON.parse(link))).toEqual([
      { platform: 'instagram', url: 'https://instagram.com/habitat' },
      { platform: 'facebook', url: 'https://facebook.com/habitat' },
    ]);
  });
});

describe('AI search configuration', () => {
  it('defaults to enabled with the SPEC description, then saves', async () => {
    expect(await get('/api/ai-search-config')).toMatchObject({
      enabled: true,
      description: 'Búsqueda inteligente con IA para encontrar propiedades usando lenguaje natural',
    });
    const short = await post('/api/ai-search-config', { enabled: false, description: 'corta' });
    expect(json(short).message).toBe('La descripción debe tener al menos 10 caracteres');
    await post('/api/ai-search-config', { enabled: false, description: 'Búsqueda en mantenimiento' });
    expect(await get('/api/ai-search-config')).toMatchObject({
      enabled: false,
      description: 'Búsqueda en mantenimiento',
    });
  });
});
