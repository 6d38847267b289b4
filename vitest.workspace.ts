import { defineProject } from 'vitest/config';

/**
 * Every server project runs its files in one module graph per worker (`isolate: false`): their
 * tests share no module state (each builds its own app and stores), and importing the server once per worker instead
 * of once per file is most of what a small file costs. The web project stays isolated: its files mock modules.
 * Vitest 4 dropped the `workspace` option, so vitest.config.ts imports this list as
 * `test.projects`. Each project's `include` is narrow so browser specs (web/e2e) never run here.
 */
/**
 * Time-outs only stop a hung test; none decides a slow one. A minute is far past any unit, API or projection test even
 * on a loaded two-core machine (Vitest's 5 s default failed a projection test there while another suite ran beside it).
 */
const SAFETY_NET = {
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // expect.poll waits on an outcome; Vitest's default second would make its time-out the assertion.
  expect: { poll: { timeout: 30_000 } },
};

export default [
  defineProject({
    test: {
      name: 'domain',
      ...SAFETY_NET,
      isolate: false,
      include: ['services/{domain,command-handling}/**/*.test.ts'],
    },
  }),
  defineProject({
    test: {
      name: 'infra',
      ...SAFETY_NET,
      isolate: false,
      include: ['infra/**/*.test.ts'],
    },
  }),
  defineProject({
    test: {
      name: 'ai-search',
      ...SAFETY_NET,
      isolate: false,
      include: ['services/ai-search/**/*.test.ts'],
    },
  }),
  defineProject({
    test: {
      name: 'projections',
      ...SAFETY_NET,
      isolate: false,
      include: ['projections/**/*.test.ts'],
    },
  }),
  defineProject({
    test: {
      name: 'web',
      ...SAFETY_NET,
      include: ['web/src/**/*.test.{ts,tsx}'],
    },
  }),
  defineProject({
    test: {
      name: 'browser',
      isolate: false,
      include: ['web/e2e/**/*.test.ts'],
      // Once per run: the seeded data directory every file's portal copies, and the Chromium they all connect to.
      globalSetup: ['web/e2e/global-setup.ts'],
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
      ...SAFETY_NET,
      isolate: false,
      // Every other server test, so that a test in a new folder cannot go unrun.
      include: ['services/**/*.test.ts', 'scripts/**/*.test.ts', 'reactors/**/*.test.ts'],
      exclude: ['services/domain/**', 'services/command-handling/**', 'services/ai-search/**'],
    },
  }),
];
