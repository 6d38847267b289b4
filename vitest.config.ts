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
    // Four workers on two cores: a browser test waits on Chromium and on its page's timers as much as it computes, so
    // two more workers fill those waits (npm test with the browser project first: 658 s; Chromium's renderers are
    // then most of what the processor does).
    maxWorkers: 4,
    sequence: { sequencer: LongestProjectsFirst },
  },
});
