import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { searchFilterDecider } from '../../domain/search-filter/decider.js';
import { searchFilterStream } from '../../domain/search-filter/events.js';
import { notFound, validationError } from '../../domain/shared/errors.js';
import type { SearchFilterDocument } from '../../../projections/search-filters/projection.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import { SearchFilterCreateSchema, SearchFilterSchema, SearchFilterUpdateSchema, searchFilterType, valueProblem } from '../schemas/search-filter.js';

const NOT_FOUND = 'Opción de filtro no encontrada';

const toDto = ({ _position, ...doc }: SearchFilterDocument) => doc;

/** Options of the catalogue's filter lists (SPEC §7 /api/search-filters). */
export const searchFilterRoutes: RoutePlugin = async (app, { deps, execute, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = () => deps.readModels.collection<SearchFilterDocument>('search-filters');

  api.get('/search-filters', {
    config: { access: 'public' },
    schema: {
      tags: ['filtros de búsqueda'],
      summary: 'Opciones de un tipo de filtro, por sortOrder',
      querystring: z.object({ type: searchFilterType.optional() }),
      response: { 200: z.array(SearchFilterSchema), ...errorResponses(400) },
    },
  }, async (request) => {
    const { type } = request.query;
    const options = await (await collection()).find(type ? { type } : {}, { sort: [['type', 1], ['sortOrder', 1], ['name', 1]] });
    return options.map(toDto);
  });

  api.post('/search-filters', {
    schema: { tags: ['filtros de búsqueda'], summary: 'Crear una opción', body: SearchFilterCreateSchema, response: { 201: SearchFilterSchema, ...errorResponses(400, 401, 403) } },
  }, async (request, reply) => {
    const id = randomUUID();
    await execute(request, searchFilterDecider, searchFilterStream(id), {
      type: 'AddSearchFilterOption',
      data: { id, fields: request.body, now: clock().toISOString() },
    });
    const created = await (await collection()).get(id);
    if (!created) throw notFound(NOT_FOUND);
    return reply.status(201).send(toDto(created));
  });

  api.put('/search-filters/:id', {
    schema: { tags: ['filtros de búsqueda'], summary: 'Modificar una opción', params: IdParams, body: SearchFilterUpdateSchema, response: { 200: SearchFilterSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => {
    const { id } = request.params;
    const current = await (await collection()).get(id);
    if (!current) throw notFound(NOT_FOUND);
    const changes = Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined));
    const problem = valueProblem(request.body.type ?? current.type, request.body.value ?? current.value);
    if (problem) throw validationError(problem, [{ path: 'value', message: problem }]);
    await execute(request, searchFilterDecider, searchFilterStream(id), {
      type: 'ChangeSearchFilterOption',
      data: { id, changes, now: clock().toISOString() },
    });
    const updated = await (await collection()).get(id);
    if (!updated) throw notFound(NOT_FOUND);
    return toDto(updated);
  });

  api.delete('/search-filters/:id', {
    schema: { tags: ['filtros de búsqueda'], summary: 'Eliminar una opción', params: IdParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    const { id } = request.params;
    await execute(request, searchFilterDecider, searchFilterStream(id), { type: 'RemoveSearchFilterOption', data: { id, now: clock().toISOString() } });
    return reply.status(204).send(null);
  });
};
