import { z } from 'zod';
import { PROPERTY_NOT_FOUND } from '../../domain/property/decider.js';
import { notFound } from '../../domain/shared/errors.js';
import { whatsAppClicksDecider } from '../../domain/whatsapp-clicks/decider.js';
import { whatsAppClicksStream } from '../../domain/whatsapp-clicks/events.js';
import { isPublished, type PropertyDocument } from '../../../projections/properties/projection.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import { RecentViewers, VISITORS_PER_ADDRESS } from './recent-viewers.js';
import { VISITOR_COOKIE, visitorIdOf } from './visitor-cookie.js';

/** Far more than a person clicks, tight enough that a script cannot pump the counter. */
const rateLimit = { max: 20, timeWindow: '1 minute' };

/** Clicks on a listing's WhatsApp button (the web app reports them), for the admin cards' figures. */
export const whatsAppClickRoutes: RoutePlugin = async (app, { deps, execute, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Windows apart from the views': seeing a listing and then writing about it are two facts.
  const recentClickers = new RecentViewers(deps.sharedWindows, 'whatsapp-click');

  api.post(
    '/properties/:id/whatsapp-clicks',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['propiedades'],
        summary: 'Registrar un clic en el botón de WhatsApp de una propiedad',
        description: `Sin cuerpo. El mismo visitante (cookie anónima \`${VISITOR_COOKIE}\`, que la respuesta crea si falta, y dirección IP) cuenta una sola vez cada 30 minutos por propiedad, y cada dirección IP suma como mucho ${VISITORS_PER_ADDRESS} visitantes distintos por propiedad en ese lapso; un clic repetido responde igual y no registra nada.`,
        params: IdParams,
        response: { 202: z.undefined().describe('Sin cuerpo'), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const propertyId = request.params.id;
      // Only a published listing's button counts (the staff's preview of a draft has one too).
      const doc = await (await deps.readModels.collection<PropertyDocument>('properties')).get(propertyId);
      if (!doc || !isPublished(doc)) throw notFound(PROPERTY_NOT_FOUND);
      const now = clock();
      const visitorId = visitorIdOf(request, reply, deps.secureCookies ?? false);
      if (await recentClickers.isNewView({ propertyId, ip: request.ip, visitorId }, now.getTime())) {
        await execute(
          request,
          whatsAppClicksDecider,
          whatsAppClicksStream(propertyId),
          { type: 'RecordWhatsAppClick', data: { propertyId, now: now.toISOString() } },
          { appendOnly: true },
        );
      }
      return reply.status(202).send(undefined);
    },
  );
};
