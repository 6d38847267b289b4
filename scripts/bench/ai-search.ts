import { createEmbeddedPorts } from '../../services/runtime/adapters.js';
import { startApp } from '../../services/runtime/start-app.js';
import { MUNICIPALITIES } from '../../services/demo-catalogue/index.js';
import { appendSyntheticCatalogue } from './synthetic-catalogue.js';

/**
 * AI search latency at 10,000 properties (p50/p95), as a ratio of the plain catalogue list measured in the
 * same run. Requests go through `app.inject` one at a time: this measures the work per query, not throughput.
 */
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

const QUERIES = [
  'apartamento en arriendo en Chapinero con 3 habitaciones',
  'casa campestre en chia con piscina para comprar entre 800 y 1.200 millones',
  'apto sin ascensor con parqueadero estrato 4 o 5',
  'oficina en medellin hasta 5 millones al mes',
  'algo tranquilo para descansar rodeado de naturaleza',
  'apartameto en medelin por el poblado',
  'tres alcobas dos baños y 2 garajes, mas de 80 m2',
  'penthouse con vista y gimnasio en venta',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function main() {
  const ports = createEmbeddedPorts(':memory:');
  await appendSyntheticCatalogue(ports.store, PROPERTIES);
  const { app, projector } = await startApp(ports, {
    secretKey: 'bench',
    publicUrl: 'http://localhost',
    logger: false,
  });

  let round = 0;
  // A different page every time, so the catalogue's answer cache does not flatter the baseline.
  const pages = MUNICIPALITIES.flatMap(({ id }) =>
    ['sale', 'rent', 'sold', 'rented'].flatMap((status) =>
      Array.from(
        { length: 10 },
        (_, page) => `/api/properties?status=${status}&municipality=${id}&page=${page + 1}&limit=12&sortBy=price`,
      ),
    ),
  );
  const catalogue = await timed(async () => {
    const response = await app.inject({ method: 'GET', url: pages[round++ % pages.length]! });
    if (response.statusCode !== 200) throw new Error(response.body);
  });
  const search = await timed(async () => {
    round++;
    // One client per request: the route's per-client rate limit is not what this measures.
    const remoteAddress = `10.7.${Math.floor(round / 250) % 250}.${round % 250}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/properties/search',
      remoteAddress,
      payload: { query: QUERIES[round % QUERIES.length] },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  });
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(`${PROPERTIES} propiedades, ${ROUNDS} solicitudes de cada tipo (app.inject, una a la vez)`);
  console.log(`Catálogo (línea base)   p50 ${ms(catalogue.p50)}   p95 ${ms(catalogue.p95)}`);
  console.log(`Búsqueda con IA         p50 ${ms(search.p50)}   p95 ${ms(search.p95)}`);
  console.log(
    `Razón búsqueda / catálogo: p50 ${(search.p50 / catalogue.p50).toFixed(1)}×, p95 ${(search.p95 / catalogue.p95).toFixed(1)}×`,
  );
  await app.close();
  await projector.stop();
  await ports.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
