import { defineProject } from 'vitest/config';

/**
 * The test projects. Vitest 4 dropped the `workspace` option, so vitest.config.ts imports this list as
 * `test.projects`. Each project's `include` is narrow so browser specs (web/e2e) never run here.
 */
export default [
  defineProject({
    test: {
      name: 'domain',
      include: ['services/{domain,command-handling}/**/*.test.ts'],
    },
  }),
  defineProject({
    test: {
      name: 'infra',
      include: ['infra/**/*.test.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  }),
  defineProject({
    test: {
      name: 'ai-search',
      include: ['services/ai-search/**/*.test.ts'],
    },
  }),
  defineProject({
    test: {
      name: 'projections',
      include: ['projections/**/*.test.ts'],
    },
  }),
  defineProject({
    test: {
      name: 'web',
      include: ['web/src/**/*.test.{ts,tsx}'],
    },
  }),
  defineProject({
    test: {
      name: 'browser',
      include: ['web/e2e/**/*.test.ts'],
      // A browser test walks a user's whole task (sign in, fill a form, check three pages): on a loaded 2-core machine
      // the longest took over a minute. The limit is there to stop a hung test, never to decide a slow one.
      testTimeout: 240_000,
      hookTimeout: 240_000,
      // expect.poll waits as long as Playwright's own waits (30 s), not Vitest's default second: a page that takes
      // over a little late on a loaded machine is slow, not broken.
      expect: { poll: { timeout: 30_000 } },
    },
  }),
  defineProject({
    test: {
      name: 'api',
      // Every other server test, so that a test in a new folder cannot go unrun.
      include: ['services/**/*.test.ts', 'scripts/**/*.test.ts', 'reactors/**/*.test.ts'],
      exclude: ['services/domain/**', 'services/command-handling/**', 'services/ai-search/**'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
];
