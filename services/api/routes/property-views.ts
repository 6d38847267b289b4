import { propertyViewsDecider } from '../../domain/property-views/decider.js';
import { propertyViewsStream } from '../../domain/property-views/events.js';
import { notFound } from '../../domain/shared/errors.js';
import type { FastifyRequest } from 'fastify';
import { isPublished } from '../../../projections/properties/projection.js';
import { visibleProperty } from '../queries/published-listings.js';
import type { PropertyViewsDocument } from '../../../projections/property-views/projection.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import { PropertyViewsSchema } from '../schemas/property-views.js';
import { PROPERTY_NOT_FOUND } from '../../domain/property/decider.js';
import { RecentViewers, VISITORS_PER_ADDRESS } from './recent-viewers.js';
import { VISITOR_COOKIE, visitorIdOf } from './visitor-cookie.js';

/** Generous for a visitor browsing listings, tight enough that a script cannot pump a counter. */
const rateLimit = { max: 60, timeWindow: '1 minute' };

/** A real view counter (replacing SPEC §2's random number), kept in its own event stream per property. */
export const propertyViewRoutes: RoutePlugin = async (app, { deps, execute, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const recentViewers = new RecentViewers(deps.sharedWindows, 'view');

  /** Whether a visit counts: only a published listing's (the staff's preview of a draft is no visit). */
  const assertVisible = async (request: FastifyRequest, propertyId: string) => {
    const doc = await visibleProperty(deps.readModels, propertyId, request.principal);
    if (!doc) throw notFound(PROPERTY_NOT_FOUND);
    return isPublished(doc);
  };
  const viewsOf = async (propertyId: string) => ({
    views:
      (await (await deps.readModels.collection<PropertyViewsDocument>('property-views')).get(propertyId))?.views ?? 0,
  });

  api.get(
    '/properties/:id/views',
    {
      config: { access: 'public' },
      schema: {
        tags: ['propiedades'],
        summary: 'Visitas de una propiedad',
        params: IdParams,
        response: { 200: PropertyViewsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await assertVisible(request, request.params.id);
      return viewsOf(request.params.id);
    },
  );

  api.post(
    '/properties/:id/views',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['propiedades'],
        summary: 'Registrar una visita',
        description: `El mismo visitante (cookie anónima \`${VISITOR_COOKIE}\`, que la respuesta crea si falta, y dirección IP) cuenta una sola vez cada 30 minutos por propiedad, y cada dirección IP suma como mucho ${VISITORS_PER_ADDRESS} visitantes distintos por propiedad en ese lapso. Un visitante repetido no registra nada. Responde el total de visitas.`,
        params: IdParams,
        response: { 200: PropertyViewsSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const propertyId = request.params.id;
      const counts = await assertVisible(request, propertyId);
      const now = clock();
      if (
        counts &&
        (await recentViewers.isNewView(
          { propertyId, ip: request.ip, visitorId: visitorIdOf(request, reply, deps.secureCookies ?? false) },
          now.getTime(),
        ))
      ) {
        await execute(
          request,
          propertyViewsDecider,
          propertyViewsStream(propertyId),
          {
            type: 'RecordPropertyView',
            data: { propertyId, now: now.toISOString() },
          },
          { appendOnly: true },
        );
      }
      return viewsOf(propertyId);
    },
  );
};
