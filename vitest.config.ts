import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.js';

export default defineConfig({
  test: {
    projects,
    // Two cores: more workers only make the SQLite-heavy suites contend.
    maxWorkers: 2,
    // The JSON report lets .ci/run print one plain summary line that any CI can read.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
