import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { marketPriceConstraint } from '../../ai-search/ranking/market-price.js';
import { understandQuery } from '../../ai-search/understanding/understand-query.js';
import { vocabularyFromReadModels } from '../../ai-search/understanding/vocabulary-from-read-models.js';
import { CATALOGUE_INDEX } from '../../../projections/catalogue-index/projection.js';
import { savedSearchDecider } from '../../domain/saved-search/decider.js';
import { savedSearchStream } from '../../domain/saved-search/events.js';
import { SAVED_SEARCH_NOT_FOUND } from '../../domain/saved-search/messages.js';
import { notFound } from '../../domain/shared/errors.js';
import { SAVED_SEARCHES, type SavedSearchDocument } from '../../../projections/saved-searches/projection.js';
import { SignedLinks } from '../auth/signed-links.js';
import { dataPolicyVersion } from '../queries/data-policy.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { ALERT_LINK } from '../saved-searches/alert-links.js';
import { alertCriteria } from '../saved-searches/criteria.js';
import { recipientWindowFull, tooManyAnswer } from './mail-limits.js';
import { errorResponses } from '../schemas/common.js';
import {
  catalogueAddress,
  SavedSearchAnswerSchema,
  SavedSearchCreatedSchema,
  SavedSearchFrequencyInput,
  SavedSearchInput,
  SavedSearchMessageSchema,
  SavedSearchSchema,
  SavedSearchTokenInput,
  SavedSearchTokenQuery,
  type SavedSearchDto,
} from '../schemas/saved-search.js';

const INVALID_ALERT_LINK = 'Este enlace de alerta no es válido. Ábrelo tal como llegó en el correo, sin cambiarlo.';
const ALERT_PENDING = (email: string) =>
  `Te enviamos un correo a ${email} para confirmar la alerta. Hasta que abras su enlace no te enviaremos nada más.`;
const ALERT_CONFIRMED = 'Tu alerta quedó activa: te escribiremos cuando aparezcan propiedades que te sirvan.';
const ALERT_DELETED = 'Listo: eliminamos tu alerta y no te enviaremos más correos de ella.';
const FREQUENCY_CHANGED = 'Guardamos la nueva frecuencia de tu alerta.';

const tags = ['alertas'];

/**
 * Visitors' saved searches: created with an e-mail and the Ley 1581 consent (nothing is mailed but the confirmation
 * until its link is opened), then confirmed, changed or deleted through the signed links of its mails, without an
 * account. The token is the only credential; it names the alert and the action it allows (alert-links.ts).
 */
export const savedSearchRoutes: RoutePlugin = async (app, context) => {
  const { deps, execute, clock, catalogue } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const links = new SignedLinks(deps.secretBox);
  const vocabulary = vocabularyFromReadModels(deps.readModels, catalogue);
  const collection = () => deps.readModels.collection<SavedSearchDocument>(SAVED_SEARCHES);
  const createLimit = { max: deps.rateLimits?.contact ?? 5, timeWindow: '1 minute' };
  const linkLimit = { max: 60, timeWindow: '1 minute' };

  // RFC 8058: a mail client's one-click unsubscribe is a form POST (`List-Unsubscribe=One-Click`); only here.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const idFrom = (token: string, ...purposes: string[]) => {
    for (const purpose of purposes) {
      const id = links.verify(purpose, token);
      if (id !== null) return { id, purpose };
    }
    throw notFound(INVALID_ALERT_LINK);
  };

  const dto = async (id: string): Promise<SavedSearchDto> => {
    const doc = await (await collection()).get(id);
    if (!doc) throw notFound(SAVED_SEARCH_NOT_FOUND);
    return {
      id: doc.id,
      email: doc.email,
      frequency: doc.frequency,
      status: doc.status,
      chips: doc.chips,
      query: doc.query,
      searchUrl: catalogueAddress(deps.publicUrl, doc.filters, doc.query),
      createdAt: doc.createdAt,
      confirmedAt: doc.confirmedAt,
    };
  };

  api.post(
    '/saved-searches',
    {
      config: { access: 'public', rateLimit: createLimit },
      schema: {
        tags,
        summary: 'Crear una alerta (búsqueda guardada) con confirmación por correo',
        description:
          'Con los filtros del catálogo (`filters`, los parámetros de GET /api/properties) y/o una búsqueda con IA (`query`, interpretada una vez, ahora). Queda pendiente: solo se envía el correo de confirmación hasta que se abra su enlace (doble opt-in).',
        body: SavedSearchInput,
        response: { 201: SavedSearchCreatedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { email, frequency, filters, query, acceptsDataPolicy } = request.body;
      const now = clock().getTime();
      // The confirmation is mailed to a typed address: it shares the per-address allowance of every public form.
      const full = await recipientWindowFull(deps.sharedWindows, email, now);
      if (full) return tooManyAnswer(reply, full.resetAt, now, full.message);
      const searchId = randomUUID();
      const words = await vocabulary();
      // "barato", "de lujo": the market's figure now, kept with the alert as its price bound.
      const market = query
        ? await marketPriceConstraint(catalogue, CATALOGUE_INDEX, understandQuery(query, words))
        : null;
      const criteria = alertCriteria(filters, query, words, market);
      await execute(request, savedSearchDecider, savedSearchStream(searchId), {
        type: 'CreateSavedSearch',
        data: {
          searchId,
          email,
          frequency,
          ...criteria,
          acceptsDataPolicy,
          policyVersion: await dataPolicyVersion(deps.readModels),
          now: clock().toISOString(),
        },
      });
      return reply
        .status(201)
        .send({ id: searchId, status: 'pending' as const, message: ALERT_PENDING(email), chips: criteria.chips });
    },
  );

  api.post(
    '/saved-searches/confirm',
    {
      config: { access: 'public', rateLimit: linkLimit },
      schema: {
        tags,
        summary: 'Confirmar una alerta con el enlace del correo',
        description: 'Abrir el enlace otra vez no cambia nada.',
        body: SavedSearchTokenInput,
        response: { 200: SavedSearchAnswerSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { id } = idFrom(request.body.token, ALERT_LINK.confirm);
      await execute(request, savedSearchDecider, savedSearchStream(id), {
        type: 'ConfirmSavedSearch',
        data: { searchId: id, now: clock().toISOString() },
      });
      return { message: ALERT_CONFIRMED, savedSearch: await dto(id) };
    },
  );

  api.get(
    '/saved-searches/manage',
    {
      config: { access: 'public', rateLimit: linkLimit },
      schema: {
        tags,
        summary: 'Ver una alerta con el enlace «Gestionar» de sus correos',
        querystring: SavedSearchTokenQuery,
        response: { 200: SavedSearchSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { id } = idFrom(request.query.token, ALERT_LINK.manage);
      // An address and its alert: never kept by a browser or proxy cache.
      reply.header('cache-control', 'no-store');
      return dto(id);
    },
  );

  api.patch(
    '/saved-searches/manage',
    {
      config: { access: 'public', rateLimit: linkLimit },
      schema: {
        tags,
        summary: 'Cambiar la frecuencia de una alerta (inmediata o diaria)',
        body: SavedSearchFrequencyInput,
        response: { 200: SavedSearchAnswerSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { id } = idFrom(request.body.token, ALERT_LINK.manage);
      await execute(request, savedSearchDecider, savedSearchStream(id), {
        type: 'ChangeSavedSearchFrequency',
        data: { searchId: id, frequency: request.body.frequency, now: clock().toISOString() },
      });
      return { message: FREQUENCY_CHANGED, savedSearch: await dto(id) };
    },
  );

  api.post(
    '/saved-searches/unsubscribe',
    {
      config: { access: 'public', rateLimit: linkLimit },
      schema: {
        tags,
        summary: 'Dar de baja una alerta en un clic (también el encabezado List-Unsubscribe, RFC 8058)',
        description:
          'El token va en `?token=` (el enlace de baja y el encabezado `List-Unsubscribe` de cada correo) o en el cuerpo JSON (el token de «Gestionar», desde su página). Los clientes de correo envían `List-Unsubscribe=One-Click` como formulario. Darla de baja otra vez no es un error.',
        querystring: z.object({ token: SavedSearchTokenQuery.shape.token.optional() }),
        response: { 200: SavedSearchMessageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const body = request.body as { token?: unknown } | undefined;
      const token = request.query.token ?? (typeof body?.token === 'string' ? body.token : '');
      const { id, purpose } = idFrom(token, ALERT_LINK.unsubscribe, ALERT_LINK.manage);
      await execute(request, savedSearchDecider, savedSearchStream(id), {
        type: 'DeleteSavedSearch',
        data: {
          searchId: id,
          reason: purpose === ALERT_LINK.unsubscribe ? 'unsubscribe' : 'deleted',
          now: clock().toISOString(),
        },
      });
      return { message: ALERT_DELETED };
    },
  );
};
