import { seedCommand } from '../services/runtime/cli/seed.js';
import { runMain } from '../services/runtime/run-main.js';

runMain(() => seedCommand());
