import {
  addDays,
  figuresSince,
  utcDay,
  type PropertyStatsDocument,
} from '../../../projections/property-stats/projection.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses } from '../schemas/common.js';
import { PropertyStatsQuery, PropertyStatsSchema } from '../schemas/property-stats.js';

/** The admin cards show the last 30 days, today included. */
const WINDOW_DAYS = 30;

/** Per-listing figures for the admin cards: views, leads and WhatsApp clicks over the last 30 days. */
export const propertyStatsRoutes: RoutePlugin = async (app, { deps, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/property-stats',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['propiedades'],
        summary: 'Visitas, solicitudes de contacto y clics de WhatsApp de cada propiedad en los últimos 30 días',
        description: 'Días naturales en UTC: hoy y los 29 anteriores.',
        querystring: PropertyStatsQuery,
        response: { 200: PropertyStatsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { ids } = request.query;
      const since = addDays(utcDay(clock().toISOString()), -(WINDOW_DAYS - 1));
      const collection = await deps.readModels.collection<PropertyStatsDocument>('property-stats');
      const docs = new Map(
        (await collection.find(ids ? { id: { $in: ids } } : {})).map((doc) => [doc.id, doc] as const),
      );
      const stats = Object.fromEntries(
        (ids ?? [...docs.keys()]).map((id) => [id, figuresSince(docs.get(id) ?? null, since)]),
      );
      return { stats, since: `${since}T00:00:00.000Z` };
    },
  );
};
