import { municipalitySeat } from '../../ai-search/understanding/colombian-places.js';
import { masterDataItems } from '../queries/master-data-names.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { DEFAULT_MAP_CONFIG, MapConfigSchema, MunicipalityCentresSchema } from '../schemas/map-config.js';

/** The maps' tile source (MAP_TILES_URL), asked for only by a page that shows a map, and where the admin's map starts. */
export const mapConfigRoutes: RoutePlugin = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = {
    tilesUrl: deps.mapTiles?.tilesUrl ?? DEFAULT_MAP_CONFIG.tilesUrl,
    attribution: deps.mapTiles?.attribution ?? DEFAULT_MAP_CONFIG.attribution,
  };

  api.get(
    '/map-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['configuración'],
        summary: 'De dónde toman los mapas sus teselas, y su atribución',
        response: { 200: MapConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return config;
    },
  );

  api.get(
    '/municipality-centres',
    {
      // Public places (GeoNames): the catalogue's distance sort measures from them too.
      config: { access: 'public' },
      schema: {
        tags: ['configuración'],
        summary:
          'La cabecera de cada municipio del catálogo (GeoNames): donde empieza el mapa de una propiedad sin ubicación, ' +
          'y un punto desde el que el catálogo puede ordenar por distancia',
        response: { 200: MunicipalityCentresSchema },
      },
    },
    async () => {
      const municipalities = await masterDataItems(deps.readModels, 'municipality');
      return municipalities.flatMap(({ id, name }) => {
        const seat = municipalitySeat(name);
        return seat ? [{ municipalityId: id, ...seat }] : [];
      });
    },
  );
};
