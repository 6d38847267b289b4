import { figuresWindowStart, recentFigures } from '../queries/recent-figures.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses } from '../schemas/common.js';
import { PropertyStatsQuery, PropertyStatsSchema } from '../schemas/property-stats.js';

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
      const since = figuresWindowStart(clock());
      const stats = Object.fromEntries(await recentFigures(deps.readModels, since, ids));
      return { stats, since: `${since}T00:00:00.000Z` };
    },
  );
};
