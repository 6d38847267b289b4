import { createAdminCommand } from '../services/runtime/cli/create-admin.js';
import { runMain } from '../services/runtime/run-main.js';

runMain(() => createAdminCommand(process.argv.slice(2)));
