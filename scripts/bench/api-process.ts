import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildServer, SERVER_OUT_DIR } from '../build-server.js';

/** What the benches that time the real API process share: starting it on a DATA_DIR, stopping it, percentiles. */

export const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface Started {
  child: ChildProcess;
  origin: string;
  readyMs: number;
  /** Its log lines' messages, with LOG_LEVEL=info (the measured restart logs warnings only, as in production use). */
  messages: string[];
}

let built: Promise<void> | undefined;

/** The API process on `dataDir`, as `npm start` runs it (bundled, from this checkout's sources), until its first catalogue answer. */
export async function startServer(dataDir: string, logLevel: 'info' | 'warn' = 'warn'): Promise<Started> {
  await (built ??= buildServer());
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(SERVER_OUT_DIR, 'api-server.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: logLevel,
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const messages: string[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) if (line.startsWith('{')) messages.push((JSON.parse(line) as { msg: string }).msg);
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) throw new Error('El servidor terminó antes de responder');
    const answered = await fetch(`${origin}/api/properties?limit=12`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { child, origin, readyMs: performance.now() - started, messages };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const stopServer = (child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
