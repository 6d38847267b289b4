import { z } from 'zod';
import { isAdmin } from '../auth/principal.js';
import type { AppDeps } from '../context.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';

const StorageState = z.enum(['ok', 'unwritable']);

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  storage: z.object({ events: StorageState, readModels: StorageState }),
  projections: z.array(
    z.object({ name: z.string(), state: z.string(), lag: z.number(), failure: z.string().nullable() }),
  ),
});

/** A probe is a real write: done at most this often, however often the endpoint is called. */
const PROBE_INTERVAL_MS = 2_000;

type StorageReport = z.infer<typeof HealthSchema>['storage'];

function storageProbe(deps: AppDeps) {
  let last: { at: number; report: Promise<StorageReport> } | null = null;
  const probe = (check: () => Promise<void>) =>
    check().then(
      () => 'ok' as const,
      () => 'unwritable' as const,
    );
  return (): Promise<StorageReport> => {
    if (!last || Date.now() - last.at >= PROBE_INTERVAL_MS) {
      last = {
        at: Date.now(),
        report: Promise.all([
          probe(() => deps.store.checkWritable()),
          probe(() => deps.readModels.store.checkWritable()),
        ]).then(([events, readModels]) => ({ events, readModels })),
      };
    }
    return last.report;
  };
}

/**
 * For load balancers and operators: storage that cannot take a write, or a projection that stopped or is
 * retrying a fault, makes the service `degraded` (503). Why a projection stopped is for admins only: the
 * message may name internals.
 */
export const healthRoutes: RoutePlugin = async (app, { deps }) => {
  const storage = storageProbe(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operación'],
        summary: 'Estado del servicio, del almacenamiento y de las proyecciones',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      const detailed = isAdmin(request.principal);
      const statuses = await deps.projections.status();
      const projections = statuses.map((status) => ({
        name: status.name,
        state: status.state,
        lag: status.lag,
        failure: !detailed
          ? null
          : status.failure
            ? `${status.failure.eventType} en la posición ${status.failure.position}: ${status.failure.message}`
            : status.fault
              ? `Reintentando (intento ${status.fault.attempts}): ${status.fault.message}`
              : null,
      }));
      const report = await storage();
      const degraded =
        report.events !== 'ok' ||
        report.readModels !== 'ok' ||
        statuses.some((status) => status.state === 'failed' || status.state === 'retrying');
      return reply
        .status(degraded ? 503 : 200)
        .send({ status: degraded ? 'degraded' : 'ok', storage: report, projections });
    },
  );
};
