/**
 * Test child: `npm run migrate` with these arguments, frozen for good once it has reported its first append
 * (`Eventos copiados: …`), until the parent kills it. The kill then lands after one acknowledged append and before
 * the next, however fast or loaded the machine is.
 */
import { migrateCommand } from '../migrate.js';

const print = console.log.bind(console);
console.log = (...values: unknown[]) => {
  // Pipes are written synchronously on Linux: once this returns, the parent can read the line.
  print(...values);
  if (typeof values[0] === 'string' && values[0].startsWith('Eventos copiados:'))
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
};
await migrateCommand(process.argv.slice(2));
