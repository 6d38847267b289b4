import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoAdminCredentials } from '../../runtime/admin-account.js';
import { passwordWeakness } from './password-strength.js';

describe('passwordWeakness', () => {
  it('asks for at least 12 characters', () => {
    expect(passwordWeakness('12345678')).toBe('La contraseña debe tener al menos 12 caracteres');
    expect(passwordWeakness('Kq7#p2')).toBe('La contraseña debe tener al menos 12 caracteres');
  });

  it('refuses long passwords that are easy to guess, saying why in Spanish', () => {
    expect(passwordWeakness('123456789012')).toBe(
      'La contraseña es demasiado fácil de adivinar: es una contraseña usada comúnmente. Añade más palabras que sean menos comunes.',
    );
    for (const guessable of ['qwertyuiopas', 'aaaaaaaaaaaa', 'contraseña123', 'inmobiliaria2025'])
      expect(passwordWeakness(guessable), guessable).toMatch(/^La contraseña es demasiado fácil de adivinar: \S/);
  });

  it('refuses a password made of the account’s own e-mail', () => {
    expect(passwordWeakness('carla@portal.test1', ['carla@portal.test', 'Carla'])).toContain(
      'no debería haber datos personales o relacionados con esta página.',
    );
  });

  it('accepts a few uncommon words or random characters, and the generated demo admin password', () => {
    for (const strong of ['navegador-ceiba-lluvia-27', 'clave-de-navegador', 'aB3dE5gH7jK9'])
      expect(passwordWeakness(strong), strong).toBeNull();
    const demo = demoAdminCredentials(mkdtempSync(join(tmpdir(), 'portal-demo-admin-')));
    expect(passwordWeakness(demo.password!, [demo.email])).toBeNull();
  });
});
