import { cataloguePoints } from '../queries/catalogue-points.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses } from '../schemas/common.js';
import { PropertyPointsQuery, PropertyPointsSchema } from '../schemas/property-points.js';

/** GET /api/properties/points: the catalogue's map, under the same filters as GET /api/properties. */
export const propertyPointRoutes: RoutePlugin = async (app, { catalogue }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/properties/points',
    {
      config: { access: 'public' },
      schema: {
        tags: ['propiedades'],
        summary: 'Catálogo en el mapa: el punto de cada propiedad que cumple los filtros',
        querystring: PropertyPointsQuery,
        response: { 200: PropertyPointsSchema, ...errorResponses(400) },
      },
    },
    async (request) => cataloguePoints(catalogue, request.query),
  );
};
