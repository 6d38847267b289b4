import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { aiExampleDecider } from '../../domain/ai-example/decider.js';
import { aiExampleStream } from '../../domain/ai-example/events.js';
import { DomainError, notFound } from '../../domain/shared/errors.js';
import type { AiExampleDocument } from '../../../projections/ai-examples/projection.js';
import { isAdmin } from '../auth/principal.js';
import { contextualExamples } from '../queries/contextual-examples.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { AiExampleCreateSchema, AiExampleListQuery, AiExampleSchema, AiExampleUpdateSchema } from '../schemas/ai-example.js';
import { errorResponses, IdParams } from '../schemas/common.js';

const NOT_FOUND = 'Ejemplo de búsqueda no encontrado';
const TAG = 'ejemplos de búsqueda con IA';
const toDto = ({ _position, ...doc }: AiExampleDocument) => doc;

export const aiExampleRoutes: RoutePlugin = async (app, { deps, execute, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = () => deps.readModels.collection<AiExampleDocument>('ai-examples');
  const readBack = async (id: string) => {
    const doc = await (await collection()).get(id);
    if (!doc) throw notFound(NOT_FOUND);
    return toDto(doc);
  };

  api.get('/ai-search-examples', {
    config: { access: 'public' },
    schema: {
      tags: [TAG],
      summary: 'Ejemplos activos que encajan con el contexto, los mejores primero',
      querystring: AiExampleListQuery,
      response: { 200: z.array(AiExampleSchema), ...errorResponses(400, 403) },
    },
  }, async (request) => {
    const { includeInactive, ...context } = request.query;
    const all = includeInactive === 'true';
    if (all && !isAdmin(request.principal)) throw new DomainError('forbidden', 'Solo los administradores ven los ejemplos inactivos.');
    const examples = await (await collection()).find(all ? {} : { isActive: true });
    return contextualExamples(examples, context).map(toDto);
  });

  api.post('/ai-search-examples', {
    schema: { tags: [TAG], summary: 'Crear un ejemplo', body: AiExampleCreateSchema, response: { 201: AiExampleSchema, ...errorResponses(400, 401, 403) } },
  }, async (request, reply) => {
    const id = randomUUID();
    const { propertyTypeId = null, municipalityId = null, status = null, ...rest } = request.body;
    await execute(request, aiExampleDecider, aiExampleStream(id), {
      type: 'AddAiSearchExample',
      data: { id, fields: { ...rest, propertyTypeId, municipalityId, status }, now: clock().toISOString() },
    });
    return reply.status(201).send(await readBack(id));
  });

  api.put('/ai-search-examples/:id', {
    schema: { tags: [TAG], summary: 'Modificar un ejemplo', params: IdParams, body: AiExampleUpdateSchema, response: { 200: AiExampleSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => {
    const { id } = request.params;
    const changes = Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined));
    await execute(request, aiExampleDecider, aiExampleStream(id), { type: 'ChangeAiSearchExample', data: { id, changes, now: clock().toISOString() } });
    return readBack(id);
  });

  api.delete('/ai-search-examples/:id', {
    schema: { tags: [TAG], summary: 'Eliminar un ejemplo', params: IdParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    const { id } = request.params;
    await execute(request, aiExampleDecider, aiExampleStream(id), { type: 'RemoveAiSearchExample', data: { id, now: clock().toISOString() } });
    return reply.status(204).send(null);
  });
};
