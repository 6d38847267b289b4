/**
 * Test child: rebuilds the named read models of the embedded stores in DATA_DIR (argv[2]) one after
 * another until it is killed, as `npm run projections -- rebuild` would from another terminal while the
 * server runs. Prints a line after each swap.
 */
import { createEmbeddedPorts } from '../../../services/api/runtime/adapters.js';
import { projectionRegistrations } from '../../registrations.js';
import { Projector } from '../projector.js';

const [dataDir, ...names] = process.argv.slice(2);
if (!dataDir || names.length === 0) throw new Error('Usage: rebuild-forever.ts <data dir> <read model>...');

const ports = createEmbeddedPorts(dataDir);
const projector = new Projector(
  { store: ports.store, readModels: ports.readModelStore, searchIndex: ports.searchIndex },
  projectionRegistrations(ports.embedder).filter((registration) => names.includes(registration.projection.name)),
);
for (let n = 0; ; n += 1) {
  const name = names[n % names.length]!;
  const { to } = await projector.rebuild(name);
  process.stdout.write(`${to}\n`);
}
