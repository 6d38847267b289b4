import { backupCommand } from '../services/runtime/cli/backup.js';
import { runMain } from '../services/runtime/run-main.js';

runMain(() => backupCommand(process.argv.slice(2)));
