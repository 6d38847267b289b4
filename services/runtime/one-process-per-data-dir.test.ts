import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'one-process-'));
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** What each process logs once it runs. */
const RUNNING = { 'api-server': 'Portal listo', 'projector-server': 'Proyector en marcha' };

/** `npm start` (or the projector process) on the test's folder, with what it wrote to stdout and stderr. */
function start(entry: keyof typeof RUNNING) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, `${entry}.ts`)], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      SECRET_KEY: 'k'.repeat(40),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = once(child, 'exit').then(([code]) => ({ code: code as number | null, output }));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes(RUNNING[entry])) resolve();
    });
    void exit.then(({ code }) => reject(new Error(`${entry} terminó (${code}): ${output}`)));
  });
  // Awaited only by the tests that expect the process to run.
  ready.catch(() => undefined);
  return { child, ready, exit };
}

/** How a process that should refuse to start ends; `running` if it started after all. */
const refused = (entry: keyof typeof RUNNING) => {
  const started = start(entry);
  return Promise.race([started.exit, started.ready.then(() => 'running' as const)]);
};

describe('one process per data folder', () => {
  it(
    'refuses a second server and a projector on a folder a server uses, naming its pid',
    { timeout: 120_000 },
    async () => {
      const first = start('api-server');
      await first.ready;
      const refusal = `La carpeta de datos ${dataDir} ya la usa otro proceso del portal (pid ${first.child.pid})`;

      const second = await refused('api-server');
      expect(second).toMatchObject({ code: 1, output: expect.stringContaining(refusal) });
      const projector = await refused('projector-server');
      expect(projector).toMatchObject({ code: 1, output: expect.stringContaining(refusal) });

      // A restart: the next server starts once the first has stopped (waiting for it if it is still stopping).
      first.child.kill('SIGTERM');
      const next = start('api-server');
      expect((await first.exit).code).toBe(0);
      await next.ready;
      const stopped = next.exit;
      next.child.kill('SIGTERM');
      expect((await stopped).code).toBe(0);
    },
  );
});
