import { z } from 'zod';
import { aiExampleDecider } from '../../domain/ai-example/decider.js';
import { AI_EXAMPLE_NOT_FOUND } from '../../domain/ai-example/messages.js';
import { DomainError } from '../../domain/shared/errors.js';
import { isAdmin } from '../auth/principal.js';
import { contextualExamples } from '../queries/contextual-examples.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import {
  AiExampleCreateSchema,
  AiExampleListQuery,
  AiExampleSchema,
  AiExampleUpdateSchema,
} from '../schemas/ai-example.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import { orderedOptionResource } from './ordered-option-resource.js';

const TAG = 'ejemplos de búsqueda con IA';

export const aiExampleRoutes: RoutePlugin = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const examples = orderedOptionResource(context, {
    decider: aiExampleDecider,
    collection: 'ai-examples',
    notFound: AI_EXAMPLE_NOT_FOUND,
  });

  api.get(
    '/ai-search-examples',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary: 'Ejemplos activos que encajan con el contexto, los mejores primero',
        querystring: AiExampleListQuery,
        response: { 200: z.array(AiExampleSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const { includeInactive, ...context } = request.query;
      const all = includeInactive === 'true';
      if (all && !isAdmin(request.principal))
        throw new DomainError('forbidden', 'Solo los administradores ven los ejemplos inactivos.');
      const found = await (await examples.options()).find(all ? {} : { isActive: true });
      return contextualExamples(found, context).map(examples.present);
    },
  );

  api.post(
    '/ai-search-examples',
    {
      schema: {
        tags: [TAG],
        summary: 'Crear un ejemplo',
        body: AiExampleCreateSchema,
        response: { 201: AiExampleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { propertyTypeId = null, municipalityId = null, status = null, ...rest } = request.body;
      return reply.status(201).send(await examples.add(request, { ...rest, propertyTypeId, municipalityId, status }));
    },
  );

  api.put(
    '/ai-search-examples/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Modificar un ejemplo',
        params: IdParams,
        body: AiExampleUpdateSchema,
        response: { 200: AiExampleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => examples.change(request, request.params.id, request.body),
  );

  api.delete(
    '/ai-search-examples/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Eliminar un ejemplo',
        params: IdParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await examples.remove(request, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
