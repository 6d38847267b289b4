import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.js';

/**
 * Packages a start must not load: the production adapters' clients until one is configured, and zxcvbn's dictionaries
 * (60 MB, half a second) until a password is checked or a question's words are looked up.
 */
const LOADED_ON_USE = [
  'mongodb',
  '@kurrent/kurrentdb-client',
  'meilisearch',
  '@aws-sdk/client-s3',
  '@zxcvbn-ts/language-',
];

/** Every file the entry point imports statically, itself included: what node loads before the first line runs. */
function staticGraph(dir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, chunk] of readFileSync(join(dir, file), 'utf8').matchAll(/^import\s[^;]*?from\s*"\.\/([^"]+)"/gm))
      visit(chunk!);
  };
  visit(entry);
  return [...seen];
}

describe('the bundled server (dist/server)', () => {
  let dir: string;
  let out: string;
  let server: ChildProcess | undefined;
  let origin = '';

  beforeAll(async () => {
    // Inside the checkout: the bundle imports its packages from node_modules, as dist/server does.
    mkdirSync('.tmp', { recursive: true });
    dir = mkdtempSync(join('.tmp', 'bundled-server-'));
    out = join(process.cwd(), dir, 'server');
    await buildServer(out);
  });
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads neither the production clients nor the password dictionaries at start', () => {
    const loaded = staticGraph(out, 'api-server.js')
      .map((file) => readFileSync(join(out, file), 'utf8'))
      .join('\n');
    for (const name of LOADED_ON_USE) expect(loaded).not.toContain(`from "${name}`);
    expect(loaded).toContain('from "better-sqlite3"');
  });

  it('starts on the embedded default and finds the files its modules keep beside their sources', async () => {
    server = spawn(process.execPath, [join(out, 'api-server.js')], {
      env: {
        ...process.env,
        DATA_DIR: join(process.cwd(), dir, 'data'),
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'https://portal.example.co',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The demo catalogue is seeded with the photos beside services/demo-catalogue/demo-photos.ts, and the port is the
    // one the server logs: both come from the process itself.
    origin = await new Promise<string>((resolve, reject) => {
      let log = '';
      server!.stdout!.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
        if (listening && log.includes('Portal listo')) resolve(listening[1]!);
      });
      server!.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      server!.once('exit', (code) => reject(new Error(`El servidor terminó (${code}): ${log}`)));
    });

    const catalogue = (await (await fetch(`${origin}/api/properties?limit=1`)).json()) as {
      properties: Array<{ photos: string[] }>;
      pagination: { total: number };
    };
    expect(catalogue.pagination.total).toBeGreaterThan(0);
    const photo = await fetch(new URL(catalogue.properties[0]!.photos[0]!, origin));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
    // A template read from services/api/documentation when the app is built.
    const documentation = await fetch(`${origin}/API_DOCUMENTATION.md`);
    expect(await documentation.text()).toContain('https://portal.example.co/api');
  });
});
