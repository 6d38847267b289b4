import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { takeBackup } from '../backup/take-backup.js';
import { loadConfig, type Config } from '../config.js';
import { count } from '../migration/report.js';

const USAGE = `Uso:
  npm run backup -- --to carpeta
      copia la carpeta de datos embebida (DATA_DIR) mientras el portal funciona: eventos y modelos de lectura con
      la copia en línea de SQLite, fotos, correos guardados y la clave secreta, con un manifest.json de conteos y
      sha256. La carpeta de destino debe estar vacía o no existir. Se restaura con npm run restore -- --from carpeta`;

/** The data directory this command can copy; the production stores keep their data elsewhere, and back it up there. */
export function embeddedDataDir(config: Config, command: string): string {
  if (config.EVENTSTORE_URL)
    throw new Error(
      `Los eventos están en KurrentDB (EVENTSTORE_URL), no en DATA_DIR: ${command} solo trabaja con la carpeta de datos embebida. ` +
        'Use las copias de seguridad de KurrentDB, MongoDB y del bucket de fotos.',
    );
  if (config.DATA_DIR === ':memory:')
    throw new Error(`DATA_DIR=:memory: no guarda nada en disco: ${command} necesita una carpeta de datos.`);
  return resolve(config.DATA_DIR);
}

/** `npm run backup`: a consistent copy of the embedded data directory, verified by `npm run restore`. */
export async function backupCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let to: string | undefined;
  try {
    to = parseArgs({ args: [...args], options: { to: { type: 'string' } } }).values.to;
  } catch {
    console.log(USAGE);
    return 2;
  }
  if (!to) {
    console.log(USAGE);
    return args.length > 0 ? 2 : 0;
  }
  const config = loadConfig(env);
  const dataDir = embeddedDataDir(config, 'npm run backup');
  console.log(`Copiando ${dataDir} en ${resolve(to)}…`);
  const manifest = await takeBackup(dataDir, to, {
    onCopied: (entry, detail) => console.log(`  ${entry}: ${detail}`),
  });
  if (config.s3)
    console.log(
      `Las fotos están en S3 (bucket ${config.s3.bucket}), no en DATA_DIR: esta copia no las incluye; cópielas con las herramientas del bucket.`,
    );
  for (const [entry, reason] of Object.entries(manifest.leftOut)) console.log(`  No se copió ${entry}: ${reason}.`);
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `Copia de seguridad lista en ${resolve(to)}: ${count(manifest.events.count)} eventos (sha256 ${manifest.events.sha256}), ` +
      `${count(manifest.files.length)} archivos, ${(bytes / 1_048_576).toLocaleString('es-CO', { maximumFractionDigits: 1 })} MB.`,
  );
  console.log(`Para restaurarla: DATA_DIR=carpeta-vacía npm run restore -- --from ${JSON.stringify(resolve(to))}`);
  return 0;
}
