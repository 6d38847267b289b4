import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir, needsDataDirLock } from './data-dir-lock.js';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const refusal = (options?: Parameters<typeof lockDataDir>[1]) =>
  lockDataDir(dataDir, options).then(
    () => 'tomado',
    (error: Error) => error.message,
  );

describe('the data folder’s lock', () => {
  it('refuses a second holder, naming the first one’s pid, and passes on once released', async () => {
    const first = await lockDataDir(dataDir);
    expect(await refusal()).toBe(
      `La carpeta de datos ${dataDir} ya la usa otro proceso del portal (pid ${process.pid}): dos servidores o ` +
        `proyectores sobre los mismos datos enviarían cada correo dos veces. Para iniciar este, deténgalo ` +
        `(kill ${process.pid}) o use otra DATA_DIR.`,
    );
    first.release();
    (await lockDataDir(dataDir)).release();
  });

  it('waits for a holder that is stopping, and takes the lock once it released it', async () => {
    const first = await lockDataDir(dataDir);
    first.stopping();
    let taken = false;
    const waiting = new Promise<void>((told) => {
      void lockDataDir(dataDir, { log: () => told() }).then((second) => {
        taken = true;
        second.release();
      });
    });
    await waiting;
    expect(taken).toBe(false);
    first.release();
    await expect.poll(() => taken).toBe(true);
  });

  it('gives up on a holder still stopping after 30 s', async () => {
    const first = await lockDataDir(dataDir);
    first.stopping();
    let now = 0;
    const message = await refusal({
      now: () => now,
      pause: async (ms) => {
        now += ms;
      },
    });
    expect(message).toContain(`(pid ${process.pid}), que lleva más de 30 s deteniéndose.`);
    expect(now).toBe(30_000);
    first.release();
  });

  it('is free again the moment its holder is killed with SIGKILL', async () => {
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'test-support/hold-data-dir-lock-forever.ts'), dataDir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [line] = (await once(holder.stdout, 'data')) as [Buffer];
    expect(line.toString()).toContain('bloqueado');
    expect(await refusal()).toContain(`(pid ${holder.pid})`);
    const exited = once(holder, 'exit');
    holder.kill('SIGKILL');
    await exited;
    // No lease to expire: the kernel dropped the crashed process's lock with it.
    (await lockDataDir(dataDir)).release();
  });

  it('is taken whenever a store is a file in DATA_DIR, not with every store in production', () => {
    const production = { EVENTSTORE_URL: 'kurrentdb://k:2113', MONGODB_URL: 'mongodb://m/portal' };
    expect(needsDataDirLock({ DATA_DIR: './data' })).toBe(true);
    expect(needsDataDirLock({ DATA_DIR: './data', EVENTSTORE_URL: production.EVENTSTORE_URL })).toBe(true);
    expect(needsDataDirLock({ DATA_DIR: './data', MONGODB_URL: production.MONGODB_URL })).toBe(true);
    expect(needsDataDirLock({ DATA_DIR: './data', ...production })).toBe(false);
    expect(needsDataDirLock({ DATA_DIR: ':memory:' })).toBe(false);
  });
});
