import { projectionsCommand } from '../services/runtime/cli/projections.js';
import { runMain } from '../services/runtime/run-main.js';

runMain(() => projectionsCommand(process.argv.slice(2)));
