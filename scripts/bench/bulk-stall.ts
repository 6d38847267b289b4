import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmbeddedPorts } from '../../services/runtime/adapters.js';
import { percentile, startServer, stopServer } from './api-process.js';
import { appendSyntheticCatalogue } from './synthetic-catalogue.js';

/**
 * What a bulk action costs everyone else (issue 38 §4): the real API process on a catalogue of BENCH_PROPERTIES
 * listings (1,000), an admin pauses every one of them in one POST /api/properties/bulk, and meanwhile a second
 * client asks, one after the other, for the health check and a catalogue page. Printed: their p50 / p95 / max in ms
 * during the bulk against the same with nothing else running (measured in this run), and the bulk's own time.
 * Before the bulk ran in slices, every such request waited for its end (6–12 s at 500 listings).
 */
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 1_000);
const ADMIN = { email: 'bench@portal.test', password: 'clave-del-banco-de-pruebas-2026' };
const PAGE = 100;

type Figures = { p50: number; p95: number; max: number; count: number };
const figures = (samples: number[]): Figures => ({
  p50: Math.round(percentile(samples, 50)),
  p95: Math.round(percentile(samples, 95)),
  max: Math.round(Math.max(...samples)),
  count: samples.length,
});

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** The second client: health, then a catalogue page, again and again until `done()`; each answer's time. */
async function secondClient(origin: string, done: () => boolean, atLeast = 0) {
  const health: number[] = [];
  const catalogue: number[] = [];
  while (!done() || health.length < atLeast) {
    health.push(await timed(`${origin}/api/health`));
    catalogue.push(await timed(`${origin}/api/properties?limit=12`));
  }
  return { health: figures(health), catalogue: figures(catalogue) };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bulk-'));
  process.env.ADMIN_EMAIL = ADMIN.email;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  try {
    const ports = createEmbeddedPorts(dataDir);
    await appendSyntheticCatalogue(ports.store, PROPERTIES);
    await ports.close();
    const server = await startServer(dataDir);
    const { origin } = server;
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (!login.ok || !cookie) throw new Error(`Inicio de sesión: ${login.status}`);
    const ids: string[] = [];
    for (let page = 1; ids.length < PROPERTIES; page++) {
      const response = await fetch(`${origin}/api/properties?publication=all&limit=${PAGE}&page=${page}`, {
        headers: { cookie },
      });
      const { properties } = (await response.json()) as { properties: Array<{ id: string }> };
      if (properties.length === 0) break;
      ids.push(...properties.map((property) => property.id));
    }

    let baselineRuns = 0;
    const baseline = await secondClient(origin, () => ++baselineRuns > 40);
    let finished = false;
    const started = performance.now();
    const bulk = fetch(`${origin}/api/properties/bulk`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin },
      body: JSON.stringify({ ids, action: 'pause' }),
    }).then(async (response) => {
      const answer = (await response.json()) as { summary?: { succeeded: number; failed: number } };
      finished = true;
      return { status: response.status, summary: answer.summary, ms: Math.round(performance.now() - started) };
    });
    const during = await secondClient(origin, () => finished, 1);
    const result = await bulk;
    await stopServer(server.child);
    console.log(
      JSON.stringify(
        {
          listings: ids.length,
          bulk: result,
          baseline,
          duringBulk: during,
          ratio: {
            healthP95: +(during.health.p95 / Math.max(baseline.health.p95, 1)).toFixed(1),
            catalogueP95: +(during.catalogue.p95 / Math.max(baseline.catalogue.p95, 1)).toFixed(1),
          },
        },
        null,
        2,
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
