import { z } from 'zod';
import { searchFilterDecider } from '../../domain/search-filter/decider.js';
import { SEARCH_FILTER_NOT_FOUND } from '../../domain/search-filter/messages.js';
import { validationError } from '../../domain/shared/errors.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import {
  SearchFilterCreateSchema,
  SearchFilterSchema,
  SearchFilterUpdateSchema,
  searchFilterType,
  valueProblem,
} from '../schemas/search-filter.js';
import { orderedOptionResource } from './ordered-option-resource.js';

/** Options of the catalogue's filter lists (SPEC §7 /api/search-filters). */
export const searchFilterRoutes: RoutePlugin = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const filters = orderedOptionResource(context, {
    decider: searchFilterDecider,
    collection: 'search-filters',
    notFound: SEARCH_FILTER_NOT_FOUND,
  });

  api.get(
    '/search-filters',
    {
      config: { access: 'public' },
      schema: {
        tags: ['filtros de búsqueda'],
        summary: 'Opciones de un tipo de filtro, por sortOrder',
        querystring: z.object({ type: searchFilterType.optional() }),
        response: { 200: z.array(SearchFilterSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { type } = request.query;
      const options = await (
        await filters.options()
      ).find(type ? { type } : {}, {
        sort: [
          ['type', 1],
          ['sortOrder', 1],
          ['name', 1],
        ],
      });
      return options.map(filters.present);
    },
  );

  api.post(
    '/search-filters',
    {
      schema: {
        tags: ['filtros de búsqueda'],
        summary: 'Crear una opción',
        body: SearchFilterCreateSchema,
        response: { 201: SearchFilterSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await filters.add(request, request.body)),
  );

  api.put(
    '/search-filters/:id',
    {
      schema: {
        tags: ['filtros de búsqueda'],
        summary: 'Modificar una opción',
        params: IdParams,
        body: SearchFilterUpdateSchema,
        response: { 200: SearchFilterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // The value must suit the type the option will have, which the body may change or leave as it is.
      const current = await filters.read(id);
      const problem = valueProblem(request.body.type ?? current.type, request.body.value ?? current.value);
      if (problem) throw validationError(problem, [{ path: 'value', message: problem }]);
      return filters.change(request, id, request.body);
    },
  );

  api.delete(
    '/search-filters/:id',
    {
      schema: {
        tags: ['filtros de búsqueda'],
        summary: 'Eliminar una opción',
        params: IdParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await filters.remove(request, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
