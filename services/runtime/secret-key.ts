import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The generated key's file in DATA_DIR. */
export const SECRET_KEY_FILE = 'secret.key';

/**
 * The key that encrypts API tokens at rest: SECRET_KEY when set (production, several replicas), otherwise
 * generated once into the data directory so that `npm start` needs no configuration and restarts keep it.
 */
export function resolveSecretKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, SECRET_KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const generated = randomBytes(32).toString('hex');
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}
