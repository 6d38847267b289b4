import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.js';

export default defineConfig({
  test: {
    projects,
    // Two cores: more workers only make the SQLite-heavy suites contend.
    maxWorkers: 2,
  },
});
