import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../domain/shared/errors.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { mailHealth } from '../../../reactors/outbox/outbox-store.js';
import { errorResponses } from '../schemas/common.js';
import { recordTokenUse } from './auth-tokens.js';

export const METRICS_NEED_TOKEN =
  'Las métricas se leen con un token de API de administrador: envíalo en la cabecera Authorization: Bearer <token>.';

/**
 * Prometheus's scrape target. Only an API token opens it (every token is an administrator's: only they can issue
 * one, principal.ts): a scraper has no session, and a session cookie alone must not make a browser page able to
 * read the service's internals. The route sits outside /api, where the auth hook resolves the caller but
 * enforces nothing, so it checks here, before anything is read.
 */
export const metricsRoutes: RoutePlugin = async (app, context) => {
  const { deps, metrics } = context;
  const requireToken = async (request: FastifyRequest) => {
    const principal = request.principal;
    if (principal.kind === 'rejected-token') throw new DomainError('unauthenticated', principal.reason);
    if (principal.kind !== 'token') throw new DomainError('unauthenticated', METRICS_NEED_TOKEN);
    recordTokenUse(context, request, principal.token);
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/metrics',
    {
      onRequest: requireToken,
      schema: {
        tags: ['operación'],
        summary: 'Métricas de Prometheus de esta instancia',
        description:
          'Formato de texto de Prometheus: duración de las respuestas por ruta, eventos guardados, retraso de cada proyección, aciertos de las cachés de respuestas, rechazos por límite de frecuencia, la cola de correo, las copias de seguridad nocturnas y métricas del proceso. Solo con un token de API (Authorization: Bearer); la sesión no basta.',
        security: [{ bearerAuth: [] }],
        response: {
          200: { description: 'Las métricas', content: { 'text/plain': { schema: z.string() } } },
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      metrics.observeProjections(
        await deps.projections.status().catch((error: unknown) => {
          request.log.warn({ err: error }, 'projection status unavailable');
          return null;
        }),
      );
      metrics.observeMail(await mailHealth(deps.readModels.store).catch(() => null));
      if (deps.backups) metrics.observeBackups(await deps.backups.report().catch(() => null));
      const { contentType, text } = await metrics.scrape();
      return reply.type(contentType).header('cache-control', 'no-store').send(text);
    },
  );
};
