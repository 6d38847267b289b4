import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** What the throughput benches share: a load run in its own process, and ratios of windows that take turns. */

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The `{n}` the next window starts from. */
  nextN: number;
}

const CONNECTIONS = 10;
/**
 * Where the next window's `{n}` starts: where the last one stopped, so no window repeats a page another one asked, and
 * `{n}` stays as small as the requests made (a price floor of a few pesos must stay a few pesos: starting each window
 * 100 million further, as before, made the floors real ones that emptied rent pages and narrowed sale pages).
 */
let nextFirstN = 1;

/** The load generator runs in its own process so it does not share the servers' event loop. */
export async function measure(origin: string, paths: string[], headers: Record<string, string>, seconds: number) {
  const firstN = nextFirstN;
  const pathsFile = join(tmpdir(), `bench-paths-${process.pid}.json`);
  writeFileSync(pathsFile, JSON.stringify(paths));
  const { stdout } = await promisify(execFile)(
    'node_modules/.bin/tsx',
    [
      'scripts/bench/load-generator.ts',
      origin,
      String(seconds),
      String(CONNECTIONS),
      `@${pathsFile}`,
      JSON.stringify(headers),
      String(firstN),
    ],
    { maxBuffer: 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as LoadResult;
  nextFirstN = result.nextN;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${paths[0]}: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
  return result;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
