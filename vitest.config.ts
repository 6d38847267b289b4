import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.js';

/**
 * The projects whose files take longest come first, so that the two workers end together: Vitest's own order is by
 * project name, which left the browser files (tens of seconds each) for last, behind hundreds of API files. Within a
 * project, Vitest's order stands (failed first, then longest, or largest on a fresh clone).
 */
const LONGEST_FIRST = ['browser', 'api', 'infra', 'projections', 'ai-search', 'web', 'domain'];

class LongestProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => LONGEST_FIRST.indexOf(file.project.name);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    projects,
    // Two cores: more workers only make the SQLite-heavy suites contend.
    maxWorkers: 2,
    sequence: { sequencer: LongestProjectsFirst },
  },
});
