import { migrateCommand } from '../services/runtime/cli/migrate.js';
import { runMain } from '../services/runtime/run-main.js';

runMain(() => migrateCommand(process.argv.slice(2)));
