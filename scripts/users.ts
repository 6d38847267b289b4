import { usersCommand } from '../services/runtime/cli/users.js';
import { runMain } from '../services/runtime/run-main.js';

runMain(() => usersCommand(process.argv.slice(2)));
