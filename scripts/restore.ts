import { restoreCommand } from '../services/runtime/cli/restore.js';
import { runMain } from '../services/runtime/run-main.js';

runMain(() => restoreCommand(process.argv.slice(2)));
