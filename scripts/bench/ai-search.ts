import { PerformanceObserver } from 'node:perf_hooks';
import { createEmbeddedPorts } from '../../services/runtime/adapters.js';
import { startApp } from '../../services/runtime/start-app.js';
import { MUNICIPALITIES } from '../../services/demo-catalogue/index.js';
import { distinctQueries } from './ai-search-queries.js';
import { appendSyntheticCatalogue } from './synthetic-catalogue.js';

/**
 * AI search latency at 10,000 properties (p50/p95), as a ratio of the plain catalogue list measured in the
 * same run, the two kinds of request taking turns. Requests go through `app.inject` one at a time: this measures the
 * work per query, not throughput.
 * Neither side is flattered by a cache: every catalogue page and every AI query is one the process has not
 * answered before (the AI route keeps no answers, only structures derived per index and vocabulary version).
 */
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
/** p95 of a few hundred requests moves with what else the machine does: several runs, and their median. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * The first requests of each kind run code V8 has not compiled yet, and are most of either p95: the figures are
 * also given without them, for the steady state of a server that has been answering for a while.
 */
const WARMING = 50;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** When each request ran, to tell afterwards which ones a garbage collection paused. */
interface Span {
  start: number;
  end: number;
}

interface Latency {
  p50: number;
  p95: number;
  /** Without the first WARMING requests. */
  steady: { p50: number; p95: number };
}

/** One sample per request: catalogue pages and AI queries take turns, so both meet the same moments of the process. */
function latencyOf(spans: Span[]): Latency {
  const samples = spans.map(({ start, end }) => end - start);
  const steady = samples.slice(WARMING);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    steady: { p50: percentile(steady, 50), p95: percentile(steady, 95) },
  };
}

const timed = async (spans: Span[], run: () => Promise<void>) => {
  const start = performance.now();
  await run();
  spans.push({ start, end: performance.now() });
};

/**
 * The garbage collections of the measured stretch (Node reports each with its start and length), to say how many
 * requests of each kind a pause fell in: which requests pay for the heap's work is mostly a matter of chance (the
 * one that allocates when the young generation is full), and a few pauses of milliseconds are most of a p95.
 */
function watchCollections() {
  const pauses: Span[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      pauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    /** How many of `spans` (from WARMING on) a pause fell in. */
    paused: (spans: Span[]) =>
      spans.slice(WARMING).filter((span) => pauses.some((pause) => pause.start < span.end && pause.end > span.start))
        .length,
    stop: () => observer.disconnect(),
  };
}

/** A fresh process state: the catalogue written and indexed anew, then ROUNDS requests of each kind, taking turns. */
async function measureOnce() {
  const ports = createEmbeddedPorts(':memory:');
  await appendSyntheticCatalogue(ports.store, PROPERTIES);
  const { app, projector } = await startApp(ports, {
    secretKey: 'bench',
    publicUrl: 'http://localhost',
    logger: false,
  });
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
  const listed: Span[] = [];
  const searched: Span[] = [];
  const collections = watchCollections();
  for (let i = 0; i < ROUNDS; i++) {
    await timed(listed, async () => {
      const response = await app.inject({ method: 'GET', url: pages[i]! });
      if (response.statusCode !== 200) throw new Error(response.body);
    });
    await timed(searched, async () => {
      // One client per request: the route's per-client rate limit is not what this measures.
      const remoteAddress = `10.7.${Math.floor(i / 250) % 250}.${i % 250}`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/properties/search',
        remoteAddress,
        payload: { query: queries[i] },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
    });
  }
  // The observer hears of the last collections on a later turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 50));
  collections.stop();
  const paused = { catalogue: collections.paused(listed), search: collections.paused(searched) };
  await app.close();
  await projector.stop();
  await ports.close();
  return { catalogue: latencyOf(listed), search: latencyOf(searched), paused };
}

async function main() {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const ratio = (ai: { p50: number; p95: number }, list: { p50: number; p95: number }) =>
    `p50 ${(ai.p50 / list.p50).toFixed(1)}×, p95 ${(ai.p95 / list.p95).toFixed(1)}×`;
  console.log(
    `${PROPERTIES} propiedades; ${RUNS} ejecuciones, cada una con el catálogo indexado de nuevo y ${ROUNDS} solicitudes de cada tipo, alternadas (app.inject, una a la vez)`,
  );
  console.log(
    `Sin caché que favorezca: ${ROUNDS} páginas de catálogo distintas y ${ROUNDS} consultas de IA distintas, ninguna respondida antes`,
  );
  const steadyRatios: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const { catalogue, search, paused } = await measureOnce();
    steadyRatios.push(search.steady.p95 / catalogue.steady.p95);
    console.log(
      `Ejecución ${run}: catálogo p50 ${ms(catalogue.p50)} p95 ${ms(catalogue.p95)}; IA p50 ${ms(search.p50)} p95 ${ms(search.p95)}; razón ${ratio(search, catalogue)}`,
    );
    console.log(
      `  sin las primeras ${WARMING} de cada tipo (código ya compilado): catálogo p50 ${ms(catalogue.steady.p50)} ` +
        `p95 ${ms(catalogue.steady.p95)}, IA p50 ${ms(search.steady.p50)} p95 ${ms(search.steady.p95)}, ` +
        `razón ${ratio(search.steady, catalogue.steady)}`,
    );
    console.log(
      `  de ellas, con una pausa de la recolección de basura dentro: catálogo ${paused.catalogue}, IA ${paused.search} ` +
        `(el p95 de la IA es su solicitud número ${Math.ceil(0.05 * (ROUNDS - WARMING))} más lenta)`,
    );
  }
  const sorted = [...steadyRatios].sort((a, b) => a - b);
  console.log(
    `Razón p95 IA / catálogo sin las primeras ${WARMING}, mediana de ${RUNS} ejecuciones: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)}× (meta ≤ 2×)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
