import { z } from 'zod';
import type { Filter } from '../../../infra/ports/filter.js';
import type { AuditEntry } from '../../../projections/audit/projection.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses } from '../schemas/common.js';

const AuditQuery = z.object({
  stream: z.string().trim().max(200).optional().describe('Un registro, p. ej. property-{id} o config-footer'),
  actor: z.string().trim().max(200).optional(),
  type: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1, 'La página empieza en 1').default(1),
  limit: z.coerce.number().int().min(1).max(200, 'Máximo 200 por página').default(50),
});

const AuditEntrySchema = z.object({
  id: z.string(),
  position: z.number(),
  stream: z.string(),
  type: z.string(),
  actor: z.string(),
  correlationId: z.string(),
  occurredAt: z.string(),
  changes: z.record(z.string(), z.unknown()),
});

/** The full history of changes: who, when, what (secrets hidden), newest first. */
export const auditRoutes: RoutePlugin = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/audit',
    {
      schema: {
        tags: ['auditoría'],
        summary: 'Historial de cambios',
        querystring: AuditQuery,
        response: {
          200: z.object({ entries: z.array(AuditEntrySchema), total: z.number(), hasMore: z.boolean() }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { stream, actor, type, page, limit } = request.query;
      const clauses: Filter[] = [];
      if (stream) clauses.push({ stream });
      if (actor) clauses.push({ actor });
      if (type) clauses.push({ type });
      const filter: Filter = clauses.length > 0 ? { $and: clauses } : {};
      const audit = await deps.readModels.collection<AuditEntry>('audit');
      const [entries, total] = await Promise.all([
        audit.find(filter, { sort: [['position', -1]], skip: (page - 1) * limit, limit }),
        audit.count(filter),
      ]);
      return { entries: entries.map(({ _position, ...entry }) => entry), total, hasMore: page * limit < total };
    },
  );
};
