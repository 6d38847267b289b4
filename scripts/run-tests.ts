/**
 * `npm test`: the build the browser tests serve, the static checks and every Vitest project, each check proving as
 * much as it did when they ran one after another, but side by side. The static checks (one core, mostly) start at
 * once and run beside the build and then the tests, which wait on browsers and servers as much as on the processor;
 * their output is held and printed after the tests', so each stays readable. Exits non-zero if anything failed.
 *
 *   npm test                       everything
 *   npm test -- <vitest filters>   the build and the named tests only (no static checks), for a quick look
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
}

const bin = (name: string) => `node_modules/.bin/${name}`;

/** Runs a command; `inherit` streams its output, otherwise it is kept for the summary. */
function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}, inherit = false) {
  const started = performance.now();
  return new Promise<Outcome>((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const finish = (ok: boolean) =>
      resolve({ name, ok, seconds: Math.round((performance.now() - started) / 100) / 10, output });
    child.on('error', (error) => {
      output += String(error);
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** One after another: side by side they would only take turns on the same core, and all at once from the tests. */
async function inSequence(steps: (() => Promise<Outcome>)[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) outcomes.push(await step());
  return outcomes;
}

const WEB_BUILD = 'test-results/web';
const filters = process.argv.slice(2);
const started = performance.now();

const staticChecks = filters.length
  ? Promise.resolve([])
  : inSequence([
      () => run('typecheck (server)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
      () => run('typecheck (web)', bin('tsc'), ['--noEmit', '-p', 'web/tsconfig.json']),
      () => run('eslint', bin('eslint'), ['.', '--max-warnings', '0']),
      () => run('prettier', bin('prettier'), ['--check', '.']),
      () => run('knip', bin('knip'), []),
    ]);

const build = await run('build', 'npm', ['run', 'build'], { WEB_OUT_DIR: WEB_BUILD });
const tests = build.ok
  ? await run(
      'vitest',
      bin('vitest'),
      // The JSON report lets .ci/run print one plain summary line that any CI can read (a run of a few files by hand
      // leaves it alone).
      ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json', ...filters],
      { E2E_WEB_ROOT: WEB_BUILD },
      true,
    )
  : { name: 'vitest', ok: false, seconds: 0, output: 'no se ejecutó: la compilación falló' };
const outcomes = [build, tests, ...(await staticChecks)];

for (const outcome of outcomes)
  if (!outcome.ok && outcome.output) console.log(`\n── ${outcome.name}\n${outcome.output}`);
console.log('');
for (const { name, ok, seconds } of outcomes) console.log(`${ok ? '✓' : '✗'} ${name.padEnd(20)} ${seconds} s`);
console.log(`  ${'npm test'.padEnd(20)} ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
