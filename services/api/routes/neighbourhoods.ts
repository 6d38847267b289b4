import { neighbourhoodLister } from '../queries/neighbourhoods.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { NeighbourhoodListSchema } from '../schemas/neighbourhood.js';

/** The barrios the catalogue can be filtered by: those of the listed addresses. */
export const neighbourhoodRoutes: RoutePlugin = async (app, { catalogue }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const list = neighbourhoodLister(catalogue);

  api.get(
    '/neighbourhoods',
    {
      config: { access: 'public' },
      schema: {
        tags: ['propiedades'],
        summary: 'Barrios de las propiedades publicadas, con su municipio y cuántas hay',
        response: { 200: NeighbourhoodListSchema },
      },
    },
    async () => list(),
  );
};
