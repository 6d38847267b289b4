import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../api/auth/passwords.js';
import { userIdFromEmail } from '../../domain/user/decider.js';
import { createAdapters } from '../adapters.js';
import { loadConfig } from '../config.js';
import { readAccounts } from '../user-accounts.js';
import { usersCommand } from './users.js';
import { cliSandbox } from './testing.js';

const { env, said } = cliSandbox('portal-users-cli-');

/** The account as the log holds it, read the way the command does. */
async function account(email: string) {
  const adapters = await createAdapters(loadConfig(env));
  try {
    return (await readAccounts(adapters.store)).get(userIdFromEmail(email));
  } finally {
    await adapters.close();
  }
}

describe('npm run users', () => {
  it('adds an account with the given password, or generates one and shows it once', async () => {
    expect(await usersCommand(['add', 'Jefa@Portal.co', '--role', 'admin', '--password', 'clave-segura-1'], env)).toBe(
      0,
    );
    expect(said()).toBe('Cuenta jefa@portal.co creada con rol admin.');
    expect(await verifyPassword((await account('jefa@portal.co'))!.passwordHash, 'clave-segura-1')).toBe(true);

    expect(await usersCommand(['add', 'ana@portal.co', '--role', 'user', '--name', 'Ana'], env)).toBe(0);
    const lines = said().split('\n');
    expect(lines[0]).toBe('Cuenta ana@portal.co creada con rol user.');
    const generated = /^Contraseña \(se muestra solo esta vez\): ([\w-]{24})$/.exec(lines[1]!)?.[1];
    expect(generated).toBeDefined();
    expect(await verifyPassword((await account('ana@portal.co'))!.passwordHash, generated!)).toBe(true);
  });

  it('refuses an e-mail already taken, a short or guessable password and a missing role, in Spanish', async () => {
    expect(await usersCommand(['add', 'ana@portal.co', '--role', 'user'], env)).toBe(1);
    expect(said()).toBe('Ya existe una cuenta con ese correo');
    expect(await usersCommand(['add', 'otra@portal.co', '--role', 'user', '--password', 'corta'], env)).toBe(1);
    expect(said()).toBe('password: La contraseña debe tener al menos 12 caracteres');
    expect(await usersCommand(['add', 'otra@portal.co', '--role', 'admin', '--password', '123456789012'], env)).toBe(1);
    expect(said()).toMatch(
      /^password: La contraseña es demasiado fácil de adivinar: es una contraseña usada comúnmente\./,
    );
    expect(await usersCommand(['add', 'otra', '--role', 'jefe'], env)).toBe(1);
    expect(said()).toBe('email: Debe ser un email válido\nrole: El rol debe ser admin, asesor o user');
  });

  it('lists the accounts by e-mail, without password hashes', async () => {
    expect(await usersCommand(['list'], env)).toBe(0);
    const table = said();
    expect(table).toMatch(
      /"correo":"ana@portal.co","nombre":"Ana","rol":"user","activa":"sí".*"correo":"jefa@portal.co"/,
    );
    expect(table).not.toContain('argon2');
  });

  it('deactivates and activates an account, once each', async () => {
    expect(await usersCommand(['deactivate', 'ana@portal.co'], env)).toBe(0);
    expect(said()).toContain('Cuenta ana@portal.co desactivada');
    expect((await account('ana@portal.co'))!.active).toBe(false);
    expect(await usersCommand(['deactivate', 'ana@portal.co'], env)).toBe(1);
    expect(said()).toBe('La cuenta ya está desactivada');
    expect(await usersCommand(['list'], env)).toBe(0);
    expect(said()).toContain('"correo":"ana@portal.co","nombre":"Ana","rol":"user","activa":"no"');

    expect(await usersCommand(['activate', 'ana@portal.co'], env)).toBe(0);
    expect(said()).toBe('Cuenta ana@portal.co activada de nuevo.');
    expect((await account('ana@portal.co'))!.active).toBe(true);
    expect(await usersCommand(['activate', 'ana@portal.co'], env)).toBe(1);
    expect(said()).toBe('La cuenta ya está activa');
  });

  it('keeps the last active admin, and says so for an unknown account', async () => {
    expect(await usersCommand(['deactivate', 'jefa@portal.co'], env)).toBe(1);
    expect(said()).toBe('No se puede desactivar al último administrador activo');
    expect(await usersCommand(['deactivate', 'nadie@portal.co'], env)).toBe(1);
    expect(said()).toBe('Usuario no encontrado');
  });

  it('shows how to use it for anything else', async () => {
    expect(await usersCommand([], env)).toBe(0);
    expect(said()).toContain('npm run users -- add correo --role user|asesor|admin');
    for (const args of [
      ['borrar', 'ana@portal.co'],
      ['list', 'de-más'],
      ['activate'],
      ['add', 'a@b.co', '--rol', 'user'],
    ]) {
      expect(await usersCommand(args, env)).toBe(2);
      expect(said()).toContain('Uso:');
    }
  });
});
