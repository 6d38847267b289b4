import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore-backup.js';
import { loadConfig } from '../config.js';
import { count } from '../migration/report.js';
import { embeddedDataDir } from './backup.js';

const USAGE = `Uso:
  npm run restore -- --from carpeta
      llena la carpeta de datos (DATA_DIR), que debe estar vacía o no existir, con una copia hecha por
      npm run backup: comprueba el sha256 de cada archivo contra el manifiesto antes de copiar y, después, el
      sha256 de la secuencia de eventos. Arranque luego el portal sobre esa carpeta`;

/** `npm run restore`: a backup back into an empty data directory, verified. */
export async function restoreCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let from: string | undefined;
  try {
    from = parseArgs({ args: [...args], options: { from: { type: 'string' } } }).values.from;
  } catch {
    console.log(USAGE);
    return 2;
  }
  if (!from) {
    console.log(USAGE);
    return args.length > 0 ? 2 : 0;
  }
  const dataDir = embeddedDataDir(loadConfig(env), 'npm run restore');
  const restored = await restoreBackup(from, dataDir);
  console.log(
    `Restaurada en ${dataDir} la copia del ${restored.manifest.createdAt}: ` +
      `${count(restored.events)} eventos (sha256 verificado), ${count(restored.listings)} propiedades, ${count(restored.photos)} fotos.`,
  );
  if (!restored.secretKey)
    console.log(
      'La copia no incluye secret.key: el portal tomaba su clave de SECRET_KEY. Arránquelo con el mismo SECRET_KEY, o los tokens de API guardados no se podrán leer.',
    );
  console.log('Arranque el portal sobre esta carpeta: las proyecciones se ponen al día desde los eventos.');
  return 0;
}
