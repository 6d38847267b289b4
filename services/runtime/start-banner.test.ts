import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.js';

describe('the start-up banner', () => {
  it('says where the portal and its panel are, and the demo admin’s credentials and where they are kept', () => {
    const banner = startBanner('http://localhost:3000', {
      kind: 'demo',
      email: 'admin@portal.local',
      password: 'Zq8-secreta',
      savedIn: 'data/admin-credentials.json',
    });
    const lines = banner.split('\n').map((line) => line.trim());
    expect(lines).toContain('Portal listo en http://localhost:3000');
    expect(lines).toContain(
      'Panel de administración: http://localhost:3000/admin (se inicia sesión en http://localhost:3000/login)',
    );
    expect(lines).toContain('Administrador de demostración: admin@portal.local');
    expect(lines).toContain('Contraseña: Zq8-secreta');
    expect(lines).toContain('(al entrar por primera vez se elige una nueva, que reemplaza a esta)');
    expect(lines).toContain('(guardados en data/admin-credentials.json)');
    // Set apart from the JSON lines around it: a rule above and below, and no line that looks like JSON.
    expect(lines.filter((line) => /^─+$/.test(line))).toHaveLength(2);
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
  });

  it('names the configured admin without its password, and says how to create one when there is none', () => {
    const configured = startBanner('https://portal.example.co', { kind: 'configured', email: 'jefe@agencia.co' });
    expect(configured).toContain('Administrador: jefe@agencia.co (la contraseña de ADMIN_PASSWORD)');
    expect(configured).toContain('https://portal.example.co/admin');
    expect(startBanner('http://localhost:3000', { kind: 'none' })).toContain(
      '`npm run create-admin -- correo contraseña`',
    );
  });
});
