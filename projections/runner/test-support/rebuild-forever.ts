/**
 * Test child: rebuilds the named read models of the embedded stores in DATA_DIR (argv[2]) one after
 * another until it is killed, as `npm run projections -- rebuild` would from another terminal while the
 * server runs. Prints a line after each swap.
 */
import { createEmbeddedPorts } from '../../../services/runtime/adapters.js';
import { runtimeProjections } from '../../../services/runtime/projections.js';
import { rebuild } from '../rebuild.js';

const [dataDir, ...names] = process.argv.slice(2);
if (!dataDir || names.length === 0) throw new Error('Usage: rebuild-forever.ts <data dir> <read model>...');

const ports = createEmbeddedPorts(dataDir);
const deps = { store: ports.store, readModels: ports.readModelStore, searchIndex: ports.searchIndex };
const registrations = runtimeProjections(ports.embedder);
for (let n = 0; ; n += 1) {
  const { to } = await rebuild(deps, registrations, names[n % names.length]!);
  process.stdout.write(`${to}\n`);
}
