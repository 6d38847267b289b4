import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MUNICIPALITIES } from '../../services/demo-catalogue/index.js';
import { createEmbeddedPorts } from '../../services/runtime/adapters.js';
import { distinctQueries } from './ai-search-queries.js';
import { percentile, startServer, stopServer } from './api-process.js';
import { appendSyntheticCatalogue } from './synthetic-catalogue.js';

/**
 * AI search latency at 10,000 properties (p50/p95), as a ratio of the plain catalogue list measured in the same
 * run, the two kinds of request taking turns, one at a time. Measured as a visitor gets them: the real API process
 * (`npm start`'s entry, on a catalogue written to disk), asked over HTTP from this process by fetch, which asks for
 * brotli as browsers do; the time is until the whole answer is read.
 * Not through `app.inject`, as this bench did before: light-my-request's fake requests and responses outlive
 * young-generation collections (a handler that only writes 100 bytes, called through it, has V8 promote megabytes
 * at every scavenge, 4–9 ms each; the same handler behind a real socket promotes nothing, 0.2 ms), so the pauses
 * there belong to the test harness, and they fell on whichever requests allocate most: the AI answers.
 * Neither side is flattered by a cache: each run starts a new process, and every catalogue page and every AI query
 * of a run is one that process has not answered before (the AI route keeps no answers).
 */
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
/**
 * The p95 of 250 requests is the 13th slowest, and moves with what else the machine does: one run's ratio swung from
 * 1.3× to 2.5× here. Five runs, and their median.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * The first requests of each kind run code V8 has not compiled yet, and are most of either p95: the figures are
 * also given without them, for the steady state of a server that has been answering for a while.
 */
const WARMING = 50;

interface Latency {
  p50: number;
  p95: number;
  /** Without the first WARMING requests. */
  steady: { p50: number; p95: number };
}

function latencyOf(samples: number[]): Latency {
  const steady = samples.slice(WARMING);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    steady: { p50: percentile(steady, 50), p95: percentile(steady, 95) },
  };
}

/** The time until the whole answer is read; anything but 200 stops the bench. */
async function timed(samples: number[], request: () => Promise<Response>) {
  const start = performance.now();
  const response = await request();
  const body = await response.text();
  samples.push(performance.now() - start);
  if (response.status !== 200) throw new Error(`${response.status}: ${body}`);
}

/** One new API process on `dataDir`: ROUNDS requests of each kind, taking turns, then it is stopped. */
async function measureOnce(dataDir: string) {
  const { child, origin } = await startServer(dataDir);
  try {
    // A different page every time, so the catalogue's answer cache does not flatter the baseline.
    const pages = MUNICIPALITIES.flatMap(({ id }) =>
      ['sale', 'rent', 'sold', 'rented'].flatMap((status) =>
        Array.from(
          { length: 10 },
          (_, page) => `/api/properties?status=${status}&municipality=${id}&page=${page + 1}&limit=12&sortBy=price`,
        ),
      ),
    );
    if (ROUNDS > pages.length) throw new Error(`At most ${pages.length} rounds: there are no more different pages`);
    if (ROUNDS <= WARMING) throw new Error(`More than ${WARMING} rounds are needed`);
    const queries = distinctQueries(ROUNDS);
    const listed: number[] = [];
    const searched: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await timed(listed, () => fetch(`${origin}${pages[i]!}`));
      await timed(searched, () =>
        fetch(`${origin}/api/properties/search`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // One client per request (the process trusts this proxy header from 127.0.0.1): the route's per-client
            // rate limit is not what this measures.
            'x-forwarded-for': `10.7.${Math.floor(i / 250) % 250}.${i % 250}`,
          },
          body: JSON.stringify({ query: queries[i] }),
        }),
      );
    }
    return { catalogue: latencyOf(listed), search: latencyOf(searched) };
  } finally {
    await stopServer(child);
  }
}

async function main() {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const ratio = (ai: { p50: number; p95: number }, list: { p50: number; p95: number }) =>
    `p50 ${(ai.p50 / list.p50).toFixed(1)}×, p95 ${(ai.p95 / list.p95).toFixed(1)}×`;
  console.log(
    `${PROPERTIES} propiedades; ${RUNS} ejecuciones, cada una con un proceso de la API nuevo y ${ROUNDS} solicitudes de cada tipo, alternadas (HTTP desde otro proceso, una a la vez, brotli como un navegador)`,
  );
  console.log(
    `Sin caché que favorezca: ${ROUNDS} páginas de catálogo distintas y ${ROUNDS} consultas de IA distintas, ninguna respondida antes por ese proceso`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-ai-search-'));
  try {
    const ports = createEmbeddedPorts(dataDir);
    await appendSyntheticCatalogue(ports.store, PROPERTIES);
    await ports.close();
    // The first start projects the catalogue and writes the search index's snapshot; the measured ones load it.
    await stopServer((await startServer(dataDir)).child);
    const steadyRatios: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const { catalogue, search } = await measureOnce(dataDir);
      steadyRatios.push(search.steady.p95 / catalogue.steady.p95);
      console.log(
        `Ejecución ${run}: catálogo p50 ${ms(catalogue.p50)} p95 ${ms(catalogue.p95)}; IA p50 ${ms(search.p50)} p95 ${ms(search.p95)}; razón ${ratio(search, catalogue)}`,
      );
      console.log(
        `  sin las primeras ${WARMING} de cada tipo (código ya compilado): catálogo p50 ${ms(catalogue.steady.p50)} ` +
          `p95 ${ms(catalogue.steady.p95)}, IA p50 ${ms(search.steady.p50)} p95 ${ms(search.steady.p95)}, ` +
          `razón ${ratio(search.steady, catalogue.steady)}`,
      );
    }
    const sorted = [...steadyRatios].sort((a, b) => a - b);
    console.log(
      `Razón p95 IA / catálogo sin las primeras ${WARMING}, mediana de ${RUNS} ejecuciones: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)}× (meta ≤ 2×)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
