import { seedDemoCatalogue } from '../../demo-catalogue/run-seed.js';
import { createAdapters } from '../adapters.js';
import { loadConfig } from '../config.js';

/**
 * `npm run seed`: the demo catalogue, into an empty event store only (on top of real listings it would
 * mix invented ones with them, and a second run would add every listing twice). Returns the exit code.
 */
export async function seedCommand(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const config = loadConfig(env);
  const adapters = await createAdapters(config);
  try {
    if ((await adapters.store.headPosition()) >= 0n) {
      console.error(
        'El almacén de eventos ya tiene datos: la siembra de demostración solo se hace en un almacén vacío.',
      );
      return 1;
    }
    const counts = await seedDemoCatalogue(adapters.store, new Date());
    console.log(
      `Catálogo de demostración creado (${adapters.description}): ${counts.properties} propiedades, ${counts.events} eventos.`,
    );
    return 0;
  } finally {
    await adapters.close();
  }
}
