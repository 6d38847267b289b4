import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { describe, it } from 'vitest';

/**
 * Where a production adapter's contract suite runs: the server named by an environment variable, else a
 * throw-away container (testcontainers), else nowhere, and the suite is reported as skipped with the reason.
 *
 * Usage in an adapter's test file (top-level await is fine in vitest):
 *
 *   const target = await resolveProductionTarget({
 *     envVar: 'MEILISEARCH_URL', image: 'getmeili/meilisearch:v1.12', port: 7700, healthPath: '/health',
 *   });
 *   if ('skipReason' in target) describeSkipped('Meilisearch SearchIndex contract', target.skipReason);
 *   else {
 *     afterAll(() => target.stop());
 *     searchIndexContract('Meilisearch SearchIndex', async () => ({ index: new MeilisearchSearchIndex(target.url), … }));
 *   }
 */
export interface ProductionTargetSpec {
  /** Variable holding the URL of an existing server; when it is set, no container is started. */
  envVar: string;
  image: string;
  /** The server's port inside the container. */
  port: number;
  env?: Record<string, string>;
  /** Overrides the image's command (e.g. to start MongoDB as a replica set). */
  command?: string[];
  /** HTTP path answering 200 once the server is ready; without it, ready means the port accepts connections. */
  healthPath?: string;
  /** Builds the adapter's URL from the container's host and mapped port; `http://host:port` by default. */
  url?: (host: string, port: number) => string;
  /** Includes pulling the image on a first run. */
  startupTimeoutMs?: number;
}

export type ProductionTarget = { url: string; stop(): Promise<void> } | { skipReason: string };

/**
 * Resolves to the server to test against, or to the reason there is none. Only a missing container runtime
 * is a reason to skip: when Docker is there but the container fails to start, this rejects and the test file
 * fails, because that is a real problem to look at.
 */
export async function resolveProductionTarget(spec: ProductionTargetSpec): Promise<ProductionTarget> {
  const configured = process.env[spec.envVar];
  if (configured) return { url: configured, stop: async () => {} };

  let container: StartedTestContainer;
  try {
    container = await buildContainer(spec).start();
  } catch (error) {
    if (isMissingContainerRuntime(error)) return { skipReason: `no ${spec.envVar} and no Docker engine` };
    throw error;
  }
  const url = (spec.url ?? httpUrl)(container.getHost(), container.getMappedPort(spec.port));
  return {
    url,
    stop: async () => {
      await container.stop();
    },
  };
}

/** Declares a skipped suite whose name says what did not run and why, so every reporter shows it. */
export function describeSkipped(suite: string, skipReason: string): void {
  // The default reporter only counts skipped tests; this line puts what and why in every run's output.
  console.warn(`OMITIDA: ${suite} — skipped: ${skipReason}`);
  describe.skip(`${suite} — skipped: ${skipReason}`, () => {
    it('would run against a production server', () => {});
  });
}

function buildContainer(spec: ProductionTargetSpec): GenericContainer {
  let container = new GenericContainer(spec.image)
    .withExposedPorts(spec.port)
    .withEnvironment(spec.env ?? {})
    .withStartupTimeout(spec.startupTimeoutMs ?? 120_000)
    .withWaitStrategy(
      spec.healthPath ? Wait.forHttp(spec.healthPath, spec.port).forStatusCode(200) : Wait.forListeningPorts(),
    );
  if (spec.command) container = container.withCommand(spec.command);
  return container;
}

function httpUrl(host: string, port: number): string {
  return `http://${host}:${port}`;
}

function isMissingContainerRuntime(error: unknown): boolean {
  return error instanceof Error && error.message.includes('Could not find a working container runtime strategy');
}
