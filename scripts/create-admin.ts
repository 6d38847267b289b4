import { loadConfig } from '../services/api/config.js';
import { createAdapters } from '../services/api/runtime/adapters.js';
import { ensureAdminAccount } from '../services/api/runtime/admin-account.js';

/** `npm run create-admin -- correo contraseña`: creates the admin, or resets its role and password. */
async function main() {
  const [email, password] = process.argv.slice(2);
  const parsed = loadConfig({ ...process.env, ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
  if (!email || !password || !parsed.ADMIN_EMAIL || !parsed.ADMIN_PASSWORD) {
    console.log('Uso: npm run create-admin -- correo contraseña   (contraseña de al menos 8 caracteres)');
    process.exit(2);
  }
  const adapters = await createAdapters(parsed);
  try {
    const outcome = await ensureAdminAccount(adapters.store, parsed.ADMIN_EMAIL, parsed.ADMIN_PASSWORD, new Date());
    console.log(`Administrador ${parsed.ADMIN_EMAIL}: ${{ created: 'creado', updated: 'actualizado', unchanged: 'ya existía con esa contraseña' }[outcome]}.`);
  } finally {
    await adapters.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
