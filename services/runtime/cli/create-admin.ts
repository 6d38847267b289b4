import { createAdapters } from '../adapters.js';
import { ensureAdminAccount } from '../admin-account.js';
import { loadConfig } from '../config.js';

/** `npm run create-admin -- correo contraseña`: creates the admin, or resets its role and password. Returns the exit code. */
export async function createAdminCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [email, password] = args;
  const parsed = loadConfig({ ...env, ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
  if (!email || !password || !parsed.ADMIN_EMAIL || !parsed.ADMIN_PASSWORD) {
    console.log(
      'Uso: npm run create-admin -- correo contraseña   (contraseña de al menos 12 caracteres, difícil de adivinar)',
    );
    return 2;
  }
  const adapters = await createAdapters(parsed);
  try {
    const outcome = await ensureAdminAccount(adapters.store, parsed.ADMIN_EMAIL, parsed.ADMIN_PASSWORD, new Date());
    console.log(
      `Administrador ${parsed.ADMIN_EMAIL}: ${{ created: 'creado', updated: 'actualizado', unchanged: 'ya existía con esa contraseña' }[outcome]}.`,
    );
    return 0;
  } finally {
    await adapters.close();
  }
}
