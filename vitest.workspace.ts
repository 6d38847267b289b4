import { defineProject } from 'vitest/config';

/**
 * The test projects. Vitest 4 dropped the `workspace` option, so vitest.config.ts imports this list as
 * `test.projects`. Each project's `include` is narrow so browser specs (web/e2e) never run here.
 */
export default [
  defineProject({
    test: {
      name: 'domain',
      include: ['services/domain/**/*.test.ts', 'services/command-handling/**/*.test.ts'],
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
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  }),
  defineProject({
    test: {
      name: 'api',
      include: ['services/api/**/*.test.ts', 'services/runtime/**/*.test.ts', 'services/demo-catalogue/**/*.test.ts', 'scripts/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
];
