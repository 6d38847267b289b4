import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openSource, openTarget } from '../migration/endpoints.js';
import { migrate, verifyOnly } from '../migration/run-migration.js';
import { projectionsCommand } from './projections.js';

const USAGE = `Uso:
  npm run migrate -- --to production [--from carpeta] [--rebuild] [--verify]
      copia el registro de eventos y las fotos de la carpeta de datos embebida (DATA_DIR, o --from) a los
      almacenes de producción que nombran EVENTSTORE_URL y las demás variables
  npm run migrate -- --to carpeta [--from carpeta] [--rebuild] [--verify]
      lo mismo hacia otra carpeta de datos embebida (events.db y blobs/)

  Se puede repetir: copia solo lo que falta y continúa una copia interrumpida. Al final compara ambos lados
  (conteos por stream y total, sha256 de la secuencia de eventos, fotos).
  --verify   solo compara, sin copiar
  --rebuild  tras una copia verificada, reconstruye las proyecciones en el destino`;

/** `npm run migrate`: moves the embedded data into another store, verified. Returns the exit code. */
export async function migrateCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        to: { type: 'string' },
        from: { type: 'string' },
        verify: { type: 'boolean', default: false },
        rebuild: { type: 'boolean', default: false },
      },
    });
  } catch {
    console.log(USAGE);
    return 2;
  }
  const { to, from, verify, rebuild } = parsed.values;
  if (!to || (verify && rebuild)) {
    console.log(USAGE);
    return args.length > 0 ? 2 : 0;
  }
  const config = loadConfig(env);
  const sourceDir = from ?? config.DATA_DIR;
  const source = openSource(sourceDir);
  try {
    const target = await openTarget(to, config, env, sourceDir);
    try {
      if (verify) return (await verifyOnly(source, target)) ? 0 : 1;
      if (!(await migrate(source, target))) return 1;
    } finally {
      await target.close();
    }
    if (rebuild) return await projectionsCommand(['rebuild'], target.projectionsEnv);
    console.log(`Siguiente paso: reconstruir las proyecciones en el destino:\n  ${target.projectionsCommand}`);
    return 0;
  } finally {
    await source.close();
  }
}
