import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';
import { prepareSeededState, type SeededState } from './seeded-state.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The state each file's portal copies (seeded-state.ts). */
    seededState: SeededState;
    /** The one Chromium every browser test file connects to. */
    chromiumEndpoint: string;
  }
}

/**
 * Runs once before the browser project: the seeded data directory every portal copies, and one Chromium for every
 * file of both workers (a file connects to it and closes only its own contexts), instead of a seed and a browser
 * launch per file.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM))
    throw new Error(`Falta ${CHROMIUM}: instale el paquete de Debian \`chromium-headless-shell\` (lo hace .ci/run).`);
  // A folder of this run's own: another run beside it (of this checkout or another) prepares and removes its own.
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-seeded-'));
  const [seeded, server] = await Promise.all([
    prepareSeededState(dataDir),
    chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
  ]);
  project.provide('seededState', seeded);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
