import { DEFAULT_ANSWER_CACHE_BYTES, ResponseCache } from '../../services/api/queries/response-cache.js';
import { SORT_FIELDS } from '../../services/api/schemas/property.js';
import { createEmbeddedPorts } from '../../services/runtime/adapters.js';
import { startApp } from '../../services/runtime/start-app.js';
import { MUNICIPALITIES, PROPERTY_TYPES } from '../../services/demo-catalogue/index.js';
import { seedDemoCatalogue } from '../../services/demo-catalogue/run-seed.js';

/**
 * Memory of the server (embedded adapters, demo catalogue, in this process) before and after QUERIES
 * distinct anonymous catalogue queries, measured after full garbage collections: what a crawler walking
 * every filter, search and page costs. Run with `npm run bench:answer-cache` (node --expose-gc).
 */
const QUERIES = Number(process.env.BENCH_QUERIES ?? 3_000);
/** The cap the answer cache had before it was sized in bytes: that many answers, whatever their size. */
const OLD_ENTRY_CAP = 1_000;
const MiB = 1024 * 1024;

const STATUSES = ['sale', 'rent', 'sold', 'rented'];
const WORDS = [
  'apartamento',
  'casa',
  'piscina',
  'vista',
  'balcón',
  'terraza',
  'chapinero',
  'poblado',
  'jardín',
  'parqueadero',
  'remodelado',
  'finca',
];
const LIMITS = [12, 24, 50, 100];

/** Deterministic (mulberry32), so two runs ask the same queries. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function distinctQueries(count: number, properties: number): string[] {
  const next = random(42);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
  // Each filter in a third of the queries: the demo catalogue is small, and most answers should hold listings.
  const maybe = <T>(values: readonly T[]) => (next() < 0.3 ? pick(values) : undefined);
  const urls = new Set<string>();
  while (urls.size < count) {
    const limit = pick(LIMITS);
    // Mostly first pages, as people and crawlers reach them, up to the last page of the whole catalogue.
    const page = 1 + Math.floor(next() ** 2 * Math.ceil(properties / limit));
    const query = new URLSearchParams({ page: String(page), limit: String(limit) });
    const filters = {
      status: maybe(STATUSES),
      municipality: maybe(MUNICIPALITIES.map(({ id }) => id)),
      propertyType: maybe(PROPERTY_TYPES.map(({ id }) => id)),
      search: maybe(WORDS),
      // Scrapers walk price ranges: each bound is another answer, and the wide ones hold most of the catalogue.
      price: next() < 0.3 ? `0-${(1 + Math.floor(next() * 20_000)) * 1_000_000}` : undefined,
      // Not the defaults (createdAt, desc): a query that spells them out is the same answer as one that does not.
      sortBy: maybe(SORT_FIELDS.filter((field) => field !== 'createdAt')),
      sortOrder: maybe(['asc']),
    };
    for (const [name, value] of Object.entries(filters)) if (value !== undefined) query.set(name, value);
    urls.add(`/api/properties?${query.toString()}`);
  }
  return [...urls];
}

function memory() {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('Ejecute con node --expose-gc (npm run bench:answer-cache)');
  gc();
  gc();
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, arrayBuffers };
}

const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;

async function main() {
  // The app builds its cache inside the catalogue route; this bench watches the instance that gets used.
  let answerCache: ResponseCache | undefined;
  const set = ResponseCache.prototype.set;
  ResponseCache.prototype.set = function (this: ResponseCache, ...args: Parameters<ResponseCache['set']>) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- catching the instance is the point of the patch
    answerCache = this;
    set.apply(this, args);
  };

  const ports = createEmbeddedPorts(':memory:');
  const { properties } = await seedDemoCatalogue(ports.store, new Date());
  const { app, projector } = await startApp(ports, {
    secretKey: 'bench',
    publicUrl: 'http://localhost',
    logger: false,
  });
  // Over HTTP, not app.inject: light-my-request keeps memory per injected request, which would be measured too.
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body}`);
    return body;
  };

  const urls = distinctQueries(QUERIES, properties);
  // Warm-up on other queries (page 5 is never among the measured ones): code loaded and compiled, lazy state built.
  for (const limit of LIMITS) await get(`/api/properties?page=5&limit=${limit}`);
  const before = memory();

  const answerBytes: number[] = [];
  let empty = 0;
  for (const url of urls) {
    const body = await get(url);
    answerBytes.push(Buffer.byteLength(body));
    if ((JSON.parse(body) as { properties: unknown[] }).properties.length === 0) empty++;
  }
  const after = memory();

  const total = answerBytes.reduce((sum, bytes) => sum + bytes, 0);
  const largest = Math.max(...answerBytes);
  const lastOld = answerBytes.slice(-OLD_ENTRY_CAP).reduce((sum, bytes) => sum + bytes, 0);
  console.log(
    `Catálogo de demostración: ${properties} propiedades. ${urls.length} consultas anónimas distintas (${empty} sin resultados): ${mib(total)} de respuestas, la mayor de ${(largest / 1024).toFixed(0)} KiB.`,
  );
  console.log(`Memoria tras recolección   antes          después        diferencia`);
  // RSS also holds this process's HTTP client and what malloc keeps; heap and buffers are the objects alive.
  console.log(
    `  RSS                      ${mib(before.rss).padEnd(14)} ${mib(after.rss).padEnd(14)} +${mib(after.rss - before.rss)}`,
  );
  console.log(
    `  heap usado               ${mib(before.heapUsed).padEnd(14)} ${mib(after.heapUsed).padEnd(14)} +${mib(after.heapUsed - before.heapUsed)}`,
  );
  // The cached answers are buffers: outside the heap, inside the RSS.
  console.log(
    `  buffers                  ${mib(before.arrayBuffers).padEnd(14)} ${mib(after.arrayBuffers).padEnd(14)} +${mib(after.arrayBuffers - before.arrayBuffers)}`,
  );
  console.log(
    `Caché de respuestas: ${answerCache?.size ?? 0} respuestas, ${mib(answerCache?.bytes ?? 0)} contados de un tope de ${mib(DEFAULT_ANSWER_CACHE_BYTES)}.`,
  );
  // The old cache kept strings, which V8 stored at two bytes per character for these answers.
  console.log(
    `Tope anterior (${OLD_ENTRY_CAP} respuestas, sin límite de bytes), calculado: sus últimas ${Math.min(OLD_ENTRY_CAP, urls.length)} respuestas ocuparían ${mib(2 * lastOld)} en el heap; ${OLD_ENTRY_CAP} como la mayor, ${mib(2 * OLD_ENTRY_CAP * largest)}.`,
  );

  await app.close();
  await projector.stop();
  await ports.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
