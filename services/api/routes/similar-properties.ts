import type { z } from 'zod';
import { PROPERTY_NOT_FOUND } from '../../domain/property/decider.js';
import { notFound } from '../../domain/shared/errors.js';
import { CATALOGUE_INDEX } from '../../../projections/catalogue-index/projection.js';
import { masterDataItems } from '../queries/master-data-names.js';
import { catalogueDocumentToDto } from '../queries/property-dto.js';
import { ResponseCache } from '../queries/response-cache.js';
import { similarProperties } from '../queries/similar-properties.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { sendCachedJson } from './cached-json.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import { SimilarPropertiesQuery, SimilarPropertiesSchema } from '../schemas/similar-properties.js';

/** "Similar listings" under a property (its page and the catalogue's detail dialog), from the search index. */
export const similarPropertyRoutes: RoutePlugin = async (app, { deps, catalogue, metrics }) => {
  // Every visitor of a listing asks the same question: answers stay valid until the index moves.
  const cache = new ResponseCache(4 * 1024 * 1024);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/properties/:id/similar',
    {
      config: { access: 'public' },
      schema: {
        tags: ['propiedades'],
        summary: 'Propiedades similares',
        description:
          'Disponibles para la misma operación (venta o arriendo; una vendida se compara con las de venta), del mismo uso (vivienda con vivienda, comercial con comercial, lote con lote; un tipo de uso desconocido, solo con su mismo tipo), de precio cercano (±30 %) y del mismo municipio o del mismo tipo, sin la propia. Las más parecidas primero: mismo tipo y municipio, mismo barrio, precio más cercano, mismas habitaciones.',
        params: IdParams,
        querystring: SimilarPropertiesQuery,
        response: { 200: SimilarPropertiesSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { limit } = request.query;
      const key = `${id}\n${limit}`;
      const version = String(await deps.searchIndex.getCheckpoint(CATALOGUE_INDEX));
      const cached = sendCachedJson(request, reply, cache, key, version);
      metrics.answerCacheLookup('similar-properties', cached !== null);
      if (cached) return cached;
      const propertyTypes = await masterDataItems(deps.readModels, 'property-type');
      const similar = await similarProperties(catalogue, id, limit, propertyTypes);
      if (!similar) throw notFound(PROPERTY_NOT_FOUND);
      const body = JSON.stringify(SimilarPropertiesSchema.parse({ properties: similar.map(catalogueDocumentToDto) }));
      cache.set(key, version, body);
      // Not kept (larger than the whole cache): sent as it is, and compressed on the way out.
      return (
        sendCachedJson(request, reply, cache, key, version) ??
        reply.type('application/json; charset=utf-8').send(body as unknown as z.infer<typeof SimilarPropertiesSchema>)
      );
    },
  );
};
