import { describe, expect, it } from 'vitest';
import { createAdminCommand } from './create-admin.js';
import { projectionsCommand } from './projections.js';
import { seedCommand } from './seed.js';
import { cliSandbox } from './testing.js';

const { env, said } = cliSandbox('portal-cli-');

// The README's operation commands, on the files `npm start` would use.
describe('command-line entries', () => {
  it('seeds an empty store once and refuses to seed it again', async () => {
    expect(await seedCommand(env)).toBe(0);
    expect(said()).toMatch(/Catálogo de demostración creado \(.*\): \d+ propiedades/);
    expect(await seedCommand(env)).toBe(1);
    expect(said()).toContain('solo se hace en un almacén vacío');
  });

  it('rebuilds a read model and reports each one caught up', async () => {
    expect(await projectionsCommand(['rebuild', 'properties'], env)).toBe(0);
    expect(said()).toMatch(/properties: properties_v1 → properties_v2/);
    expect(await projectionsCommand(['status'], env)).toBe(0);
    const status = said();
    expect(status).toContain('"proyección":"properties","destino":"properties_v2"');
    expect(status).toContain('"retraso":0,"estado":"al día"');
    // Nothing projected the others yet (no server ran): they are not called up to date.
    expect(status).toMatch(
      /"proyección":"master-data","destino":"master-data_v1","checkpoint":"—","cabeza":"\d+","retraso":[1-9]\d*,"estado":"\d+ eventos por procesar"/,
    );
    expect(await projectionsCommand(['rebuild', 'nada'], env).catch((error: Error) => error.message)).toMatch(
      /^Proyección desconocida: nada/,
    );
    expect(await projectionsCommand(['otra'], env)).toBe(2);
  });

  it('creates an admin, then recognises it', async () => {
    expect(await createAdminCommand(['ana@portal.co', 'clave-segura-1'], env)).toBe(0);
    expect(said()).toContain('Administrador ana@portal.co: creado.');
    expect(await createAdminCommand(['ana@portal.co', 'clave-segura-1'], env)).toBe(0);
    expect(said()).toContain('ya existía con esa contraseña');
    expect(await createAdminCommand(['ana@portal.co', 'corta'], env).catch((error: Error) => error.message)).toContain(
      '- ADMIN_PASSWORD: La contraseña debe tener al menos 12 caracteres',
    );
    expect(
      await createAdminCommand(['ana@portal.co', '123456789012'], env).catch((error: Error) => error.message),
    ).toContain('- ADMIN_PASSWORD: La contraseña es demasiado fácil de adivinar: es una contraseña usada comúnmente.');
  });
});
