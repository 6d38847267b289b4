import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { MUNICIPALITIES } from '../../services/demo-catalogue/index.js';
import { snapshotPath } from '../../infra/search-embedded/snapshot-file.js';
import { createEmbeddedPorts } from '../../services/runtime/adapters.js';
import { distinctQueries } from './ai-search-queries.js';
import { appendSyntheticCatalogue } from './synthetic-catalogue.js';
import { percentile, startServer, stopServer } from './api-process.js';
import { measure, median } from './load-windows.js';
import { neverRepeatedFilterPages, neverRepeatedTextSearches } from './uncached-pages.js';

/**
 * The embedded default as it grows: for each size (10,000 and 100,000 listings, or BENCH_PROPERTIES), a catalogue
 * written to a fresh DATA_DIR on disk, then the real API process (`npm start`'s entry) started on it three times: the
 * first start projects everything and writes the search index's snapshot, a restart after a clean stop loads it (and
 * answers the load: catalogue pages and AI searches none of which was asked before, one at a time over HTTP), and a
 * restart after that process was killed (SIGKILL) loads it again. Printed: time to the first catalogue answer,
 * resident memory, the snapshot's size, write and load times (from the process's log lines), and the p95s.
 */
const SIZES = (process.env.BENCH_PROPERTIES ?? '10000,100000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
/** Load windows of the never-repeated rows, taking turns with the bare route's (as in catalogue.ts). */
const WINDOWS = Number(process.env.BENCH_WINDOWS ?? 3);
const WINDOW_S = 4;
/** As in ai-search.ts: the first requests of each kind run code V8 has not compiled yet. */
const WARMING = 50;
const STATUSES = ['sale', 'rent', 'sold', 'rented'];
/** Not the default order: the probes for each place and status ask for that one. */
const ORDERS = ['&sortBy=price&sortOrder=asc', '&sortBy=price&sortOrder=desc', '&sortBy=area&sortOrder=desc'];

/** Resident memory of a process, in MiB (Linux). */
const rssMiB = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

/** The number `pattern` captures in the first of the process's messages it matches (its snapshot lines). */
const said = (messages: string[], pattern: RegExp) => {
  const found = messages.map((message) => pattern.exec(message)).find(Boolean);
  return found ? Number(found[1]) : NaN;
};

async function timed(requests: Array<() => Promise<Response>>) {
  const samples: number[] = [];
  for (const request of requests) {
    const started = performance.now();
    const response = await request();
    const body = await response.text();
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`${response.status}: ${body}`);
  }
  const steady = samples.slice(WARMING);
  return { p95: percentile(samples, 95), steadyP95: percentile(steady, 95) };
}

/** ROUNDS non-empty catalogue pages in orders never asked for before: none can come from the answer cache. */
async function freshPages(origin: string): Promise<string[]> {
  const pages: string[] = [];
  for (const { id } of MUNICIPALITIES)
    for (const status of STATUSES) {
      const first = `/api/properties?status=${status}&municipality=${id}&limit=12`;
      const { pagination } = (await (await fetch(`${origin}${first}`)).json()) as {
        pagination: { totalPages: number };
      };
      for (const order of ORDERS)
        for (let page = 1; page <= Math.min(pagination.totalPages, 20); page++)
          pages.push(`${first}&page=${page}${order}`);
    }
  if (pages.length < ROUNDS) throw new Error(`Solo hay ${pages.length} páginas distintas para ${ROUNDS} solicitudes`);
  // Spread over places, statuses and depths rather than the first ROUNDS of one place.
  const step = pages.length / ROUNDS;
  return Array.from({ length: ROUNDS }, (_, i) => pages[Math.floor(i * step)]!);
}

/**
 * The issue-29 ratios against the real process (pages and searches no request repeats, as bench:catalogue's rows):
 * its catalogue's throughput over a bare Fastify route (in this process) sending the same bytes, and the
 * typo-tolerant text search's p97.5 over the catalogue's; medians of windows taking turns.
 */
async function neverRepeatedRatios(origin: string) {
  const pages = await neverRepeatedFilterPages(origin);
  const texts = await neverRepeatedTextSearches(origin);
  const payload = await fetch(`${origin}${pages[0]!.replace('{n}', '0')}`).then((response) => response.text());
  const bare = Fastify({ logger: false });
  bare.get('/bare-same-size', async (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const windows = [];
  for (let window = 0; window < WINDOWS; window++)
    windows.push({
      bare: await measure(bareUrl, ['/bare-same-size'], {}, WINDOW_S),
      catalogue: await measure(origin, pages, {}, WINDOW_S),
      text: await measure(origin, texts, {}, WINDOW_S),
    });
  await bare.close();
  return {
    catalogue: median(windows.map((w) => w.catalogue.requestsPerSecond / w.bare.requestsPerSecond)),
    textP97: median(windows.map((w) => w.text.p97_5 / Math.max(w.catalogue.p97_5, 1))),
  };
}

async function measureSize(properties: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  try {
    const seeding = performance.now();
    const ports = createEmbeddedPorts(dataDir);
    await appendSyntheticCatalogue(ports.store, properties);
    await ports.close();
    const seededMs = performance.now() - seeding;

    const first = await startServer(dataDir, 'info');
    const firstRss = rssMiB(first.child.pid!);
    await stopServer(first.child);
    const snapshot = {
      bytes: statSync(snapshotPath(dataDir)).size,
      writeMs: said(first.messages, /Instantánea del índice de búsqueda escrita .* en (\d+) ms/),
    };

    const server = await startServer(dataDir);
    const pid = server.child.pid!;
    const startedRss = rssMiB(pid);
    const pages = await freshPages(server.origin);
    const catalogue = await timed(pages.map((path) => () => fetch(`${server.origin}${path}`)));
    const queries = distinctQueries(ROUNDS);
    const search = await timed(
      queries.map(
        (query, i) => () =>
          fetch(`${server.origin}/api/properties/search`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${i % 250}`,
            },
            body: JSON.stringify({ query }),
          }),
      ),
    );
    const loadedRss = rssMiB(pid);
    const ratios = await neverRepeatedRatios(server.origin);
    await stopServer(server.child, 'SIGKILL');

    const afterCrash = await startServer(dataDir, 'info');
    await stopServer(afterCrash.child);
    const loadMs = said(afterCrash.messages, /cargado de su instantánea .* en (\d+) ms/);
    return {
      properties,
      seededMs,
      first,
      firstRss,
      snapshot,
      restart: server,
      startedRss,
      loadedRss,
      ratios,
      catalogue,
      search,
      afterCrash,
      loadMs,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `Modo embebido por defecto (SQLite en disco, índice en memoria con instantánea); ${ROUNDS} páginas y ${ROUNDS} consultas de IA ` +
      `distintas por tamaño, una a la vez por HTTP; p95 también sin las primeras ${WARMING} (código ya compilado)`,
  );
  const results = [];
  for (const properties of SIZES) {
    const r = await measureSize(properties);
    results.push(r);
    console.log(`\n${r.properties} propiedades (eventos escritos en ${s(r.seededMs)})`);
    console.log(
      `  primer arranque (proyecta todo) hasta la primera página: ${s(r.first.readyMs)}, RSS ${r.firstRss} MiB`,
    );
    console.log(
      `  instantánea del índice: ${(r.snapshot.bytes / 1024 / 1024).toFixed(0)} MiB, escrita en ${s(r.snapshot.writeMs)}`,
    );
    console.log(
      `  rearranque hasta la primera página:                      ${s(r.restart.readyMs)}, RSS ${r.startedRss} MiB`,
    );
    console.log(
      `  rearranque tras SIGKILL hasta la primera página:         ${s(r.afterCrash.readyMs)} (cargar la instantánea: ${s(r.loadMs)}; meta ≤ 5 s)`,
    );
    console.log(`  RSS después de la carga:                                 ${r.loadedRss} MiB (meta ≤ 1024 MiB)`);
    console.log(`  catálogo sin caché   p95 ${ms(r.catalogue.p95)} (estable ${ms(r.catalogue.steadyP95)})`);
    console.log(`  búsqueda con IA      p95 ${ms(r.search.p95)} (estable ${ms(r.search.steadyP95)})`);
    console.log(`  razones, nunca repetidas (mediana de ${WINDOWS} ventanas alternadas):`);
    console.log(`    catálogo / ruta Fastify con los mismos bytes:  ${r.ratios.catalogue.toFixed(2)} (meta ≥ 0,5)`);
    console.log(`    texto con erratas / catálogo, p97,5:           ${r.ratios.textP97.toFixed(1)}× (meta ≤ 1,5×)`);
    console.log(
      `    IA / catálogo, p95 estable:                     ${(r.search.steadyP95 / r.catalogue.steadyP95).toFixed(1)}× (meta ≤ 2×)`,
    );
  }
  const [small, large] = [results[0], results.at(-1)];
  if (small && large && large !== small) {
    // Each ratio at the largest size over its value at the smallest: worse by at most 1.5× is the goal.
    const worse = (atSmall: number, atLarge: number, higherIsBetter: boolean) =>
      (higherIsBetter ? atSmall / atLarge : atLarge / atSmall).toFixed(2);
    const aiRatio = (r: typeof small) => r.search.steadyP95 / r.catalogue.steadyP95;
    console.log(
      `\n${large.properties} frente a ${small.properties} propiedades: cuántas veces peor es cada razón (meta ≤ 1,5)`,
    );
    console.log(`  catálogo / ruta Fastify: ${worse(small.ratios.catalogue, large.ratios.catalogue, true)}`);
    console.log(`  texto / catálogo, p97,5: ${worse(small.ratios.textP97, large.ratios.textP97, false)}`);
    console.log(`  IA / catálogo, p95:      ${worse(aiRatio(small), aiRatio(large), false)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
