import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../services/api/app.js';
import { SecretBox } from '../../services/api/auth/secrets.js';
import { startProjections } from '../../services/api/runtime/create-runtime.js';
import { createEmbeddedPorts } from '../../services/api/runtime/adapters.js';
import { appendSyntheticCatalogue } from './synthetic-catalogue.js';

/**
 * Catalogue list with two filters at 10,000 properties, as a ratio of a bare Fastify route measured in
 * the same run on the same machine (goal ≥ 0.5). Absolute numbers depend on the machine; the ratio less so.
 */
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const ports = createEmbeddedPorts(':memory:');
  const started = performance.now();
  const { municipalityId } = await appendSyntheticCatalogue(ports.store, PROPERTIES);
  const appended = performance.now();
  const { readModels, projector } = await startProjections(ports);
  const projected = performance.now();
  console.log(`${PROPERTIES} propiedades: escritas en ${Math.round(appended - started)} ms, proyectadas e indexadas en ${Math.round(projected - appended)} ms`);

  const app = await buildApp({ store: ports.store, readModels, searchIndex: ports.searchIndex, projections: projector, secretBox: new SecretBox('bench'), logger: false });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const catalogueUrl = `${appUrl}/api/properties?status=sale&municipality=${municipalityId}&page=1&limit=12`;
  const probe = await fetch(catalogueUrl).then((response) => response.json() as Promise<{ pagination: { total: number } }>);
  console.log(`Consulta: ${catalogueUrl.replace(appUrl, '')} → ${probe.pagination.total} resultados, 12 por página`);

  const baseline = await measure(`${bareUrl}/bare`);
  const catalogue = await measure(catalogueUrl);
  const row = (name: string, m: typeof baseline) =>
    `${name.padEnd(34)} ${m.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${m.p50} ms   p99 ${m.p99} ms`;
  console.log(row('Ruta Fastify vacía (línea base)', baseline));
  console.log(row('Catálogo, dos filtros, 10 000 props', catalogue));
  console.log(`Razón catálogo / línea base: ${(catalogue.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} (meta ≥ 0.5)`);

  await app.close();
  await bare.close();
  await projector.stop();
  await ports.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
