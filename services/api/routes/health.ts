import { z } from 'zod';
import { isAdmin } from '../auth/principal.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  projections: z.array(z.object({ name: z.string(), state: z.string(), lag: z.number(), failure: z.string().nullable() })),
});

/**
 * For load balancers and operators: a stopped projection makes the service `degraded` (503).
 * Why it stopped is for admins only: the message may name internals.
 */
export const healthRoutes: RoutePlugin = async (app, { deps }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    config: { access: 'public' },
    schema: { tags: ['operación'], summary: 'Estado del servicio y de las proyecciones', response: { 200: HealthSchema, 503: HealthSchema } },
  }, async (request, reply) => {
    const detailed = isAdmin(request.principal);
    const projections = (await deps.projections.status()).map((status) => ({
      name: status.name,
      state: status.state,
      lag: status.lag,
      failure: detailed && status.failure ? `${status.failure.eventType} en la posición ${status.failure.position}: ${status.failure.message}` : null,
    }));
    const degraded = projections.some((projection) => projection.state === 'failed');
    return reply.status(degraded ? 503 : 200).send({ status: degraded ? 'degraded' : 'ok', projections });
  });
};
