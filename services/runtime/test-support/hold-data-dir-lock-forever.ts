/**
 * Test child: takes the lock of the data folder it is given, says `bloqueado` on stdout, then holds it until the
 * parent kills it (a crash, for a test that a kill -9 leaves nothing stuck).
 */
import { lockDataDir } from '../data-dir-lock.js';

await lockDataDir(process.argv[2]!);
console.log('bloqueado');
setInterval(() => undefined, 60_000);
