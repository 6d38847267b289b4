import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * A console command's test bench: its own data directory (removed afterwards) and what the command printed, read
 * and cleared by `said()`.
 */
export function cliSandbox(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const output: string[] = [];
  beforeAll(() => {
    for (const method of ['log', 'error', 'table'] as const) {
      vi.spyOn(console, method).mockImplementation(
        (value: unknown) => void output.push(typeof value === 'string' ? value : JSON.stringify(value)),
      );
    }
  });
  afterAll(() => {
    vi.restoreAllMocks();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir, env: { DATA_DIR: dataDir }, said: () => output.splice(0).join('\n') };
}
